import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatPeso } from '../../../../lib/format';
import type { InboxMessageNode } from '../../conversation';

export type Suggestion = NonNullable<InboxMessageNode['generatedResponse']>;

export interface SuggestedReplyCardProps {
  suggestion: Suggestion;
  /** An action is being sent: every button is disabled. */
  busy: boolean;
  onApprove: () => void;
  onSendEdited: (message: string) => void;
  onDismiss: () => void;
}

/**
 * The AI's suggested answer to the customer's latest message (document 1 §2, §4): Approve sends it
 * as is, Edit turns the buttons into Send and Cancel (Dismiss hidden) with the suggestion as the
 * starting text, Dismiss drops it. Give it `key={suggestion.uuid}` so a new suggestion starts fresh.
 */
export function SuggestedReplyCard({
  suggestion,
  busy,
  onApprove,
  onSendEdited,
  onDismiss,
}: SuggestedReplyCardProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(suggestion.completion);
  const products = suggestion.ecommerceProducts;
  const spinner = <CircularProgress size={16} color="inherit" aria-label="Sending" />;

  return (
    <Card
      component="section"
      aria-label="Suggested reply"
      sx={{
        mx: { xs: 1, sm: 2 },
        my: 1,
        borderColor: 'primary.light',
        bgcolor: 'rgba(10, 117, 119, 0.04)',
        flexShrink: 0,
      }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1.5, maxHeight: { xs: '40dvh', sm: 320 }, overflowY: 'auto' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, mb: 1 }}>
          <AutoAwesomeOutlined sx={{ fontSize: 18, color: 'primary.main' }} aria-hidden />
          <Typography variant="body2" component="h3" sx={{ fontWeight: 700, color: 'primary.dark' }}>
            Suggested reply
          </Typography>
        </Stack>
        {editing ? (
          <TextField
            multiline
            minRows={2}
            maxRows={8}
            size="small"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={busy}
            autoFocus
            slotProps={{ htmlInput: { 'aria-label': 'Edit suggested reply' } }}
            sx={{ bgcolor: 'background.paper' }}
          />
        ) : (
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="suggestion-text"
          >
            {suggestion.completion}
          </Typography>
        )}
        {products.length > 0 ? (
          <Stack
            component="ul"
            aria-label="Suggested products"
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap', m: 0, mt: 1.25, p: 0, listStyle: 'none' }}
          >
            {products.map((product) => (
              <Stack
                component="li"
                key={product.uuid}
                direction="row"
                sx={{
                  alignItems: 'center',
                  gap: 1,
                  p: 0.5,
                  pr: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  maxWidth: '100%',
                }}
              >
                <Avatar
                  variant="rounded"
                  src={product.featuredPhoto ?? undefined}
                  alt=""
                  sx={{ width: 36, height: 36 }}
                >
                  {product.name[0]}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {product.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatPeso(product.price)}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        ) : null}
      </Box>
      <Stack direction="row" sx={{ gap: 1, px: 2, pb: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {editing ? (
          <>
            <Button
              onClick={() => {
                setEditing(false);
                setDraft(suggestion.completion);
              }}
              disabled={busy}
            >
              Cancel
            </Button>
            <Button
              variant="contained"
              onClick={() => onSendEdited(draft.trim())}
              disabled={busy || draft.trim() === ''}
              startIcon={busy ? spinner : undefined}
            >
              Send
            </Button>
          </>
        ) : (
          <>
            <Button color="inherit" onClick={onDismiss} disabled={busy}>
              Dismiss
            </Button>
            <Button variant="outlined" onClick={() => setEditing(true)} disabled={busy}>
              Edit
            </Button>
            <Button
              variant="contained"
              onClick={onApprove}
              disabled={busy}
              startIcon={busy ? spinner : undefined}
            >
              Approve
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
