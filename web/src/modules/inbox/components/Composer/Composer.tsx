import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { KeyboardEvent } from 'react';
import type { ReplyWindow } from '../../../../generated/graphql';
import { formatPeso } from '../../../../lib/format';
import { canSend, type Draft, MAX_ATTACHMENTS } from '../../composer';
import { HUMAN_AGENT_HINT, WINDOW_CLOSED } from '../../messages';

export interface ComposerProps {
  draft: Draft;
  onTextChange: (text: string) => void;
  onRemoveProduct: (uuid: string) => void;
  onRemovePhoto: (url: string) => void;
  onOpenProducts: () => void;
  onOpenPhoto: () => void;
  onSend: () => void;
  /** Messenger's reply window: human_agent shows the Human Agent hint, closed disables the composer. */
  replyWindow: ReplyWindow;
}

function shortUrl(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    const file = pathname.split('/').filter(Boolean).pop();
    return file ? `${hostname}/…/${file}` : hostname;
  } catch {
    return url;
  }
}

/** The reply box: text, products and photos by address; Send is off while there is nothing to send. */
export function Composer({
  draft,
  onTextChange,
  onRemoveProduct,
  onRemovePhoto,
  onOpenProducts,
  onOpenPhoto,
  onSend,
  replyWindow,
}: ComposerProps) {
  const closed = replyWindow === 'closed';
  const sendable = !closed && canSend(draft);
  const attached = draft.products.length > 0 || draft.photoUrls.length > 0;

  // With a keyboard and mouse, Enter sends (Shift+Enter for a new line); a phone's Enter is a new line.
  const enterSends = useMediaQuery('(pointer: fine)', { noSsr: true });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!enterSends || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (sendable) onSend();
  };

  return (
    <Box
      component="section"
      aria-label="Reply"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 1, sm: 2 },
        py: 1.25,
        bgcolor: 'background.paper',
      }}
    >
      {closed ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {WINDOW_CLOSED}
        </Alert>
      ) : null}
      {replyWindow === 'human_agent' ? (
        <Alert severity="info" sx={{ mb: 1, py: 0 }}>
          {HUMAN_AGENT_HINT}
        </Alert>
      ) : null}
      {attached ? (
        <Stack direction="row" aria-label="Attachments" sx={{ gap: 0.75, flexWrap: 'wrap', mb: 1 }}>
          {draft.products.map((product) => (
            <Chip
              key={product.uuid}
              icon={<ShoppingBagOutlined />}
              label={`${product.name} · ${formatPeso(product.price)}`}
              onDelete={() => onRemoveProduct(product.uuid)}
              size="small"
              sx={{ maxWidth: '100%' }}
            />
          ))}
          {draft.photoUrls.map((url) => (
            <Chip
              key={url}
              icon={<AddPhotoAlternateOutlined />}
              label={shortUrl(url)}
              title={url}
              onDelete={() => onRemovePhoto(url)}
              size="small"
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 0.5 }}>
        <Tooltip title={`Attach products (up to ${MAX_ATTACHMENTS})`}>
          <span>
            <IconButton aria-label="Attach products" onClick={onOpenProducts} disabled={closed}>
              <ShoppingBagOutlined />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={`Attach a photo by its address (up to ${MAX_ATTACHMENTS})`}>
          <span>
            <IconButton aria-label="Attach photo" onClick={onOpenPhoto} disabled={closed}>
              <AddPhotoAlternateOutlined />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          multiline
          maxRows={5}
          size="small"
          placeholder={closed ? 'Replies are closed' : 'Write a reply…'}
          value={draft.text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={closed}
          slotProps={{ htmlInput: { 'aria-label': 'Message' } }}
        />
        <IconButton
          aria-label="Send"
          onClick={onSend}
          disabled={!sendable}
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
            flexShrink: 0,
          }}
        >
          <SendRounded />
        </IconButton>
      </Stack>
    </Box>
  );
}
