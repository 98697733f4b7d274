import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMessageTimestamp } from '../../../../lib/format';
import { type InboxMessageNode, messageParts, sentimentOf } from '../../conversation';
import { notSent, SENDING } from '../../messages';
import { MessageAttachments } from '../MessageAttachments/MessageAttachments';
import { SentimentIcon } from '../SentimentIcon/SentimentIcon';

export interface MessageBubbleProps {
  message: InboxMessageNode;
  onShowBreakdown: (message: InboxMessageNode) => void;
}

/**
 * One message: the customer's on the left with its sentiment and Response Breakdown link, the
 * merchant's on the right ("Sending..." until Messenger echoes it; "Not sent" with Messenger's reason
 * when it refused; "Human agent" when tagged). A reply that was not sent keeps its text on screen.
 */
export function MessageBubble({ message, onShowBreakdown }: MessageBubbleProps) {
  const mine = message.sender === 'merchant';
  const parts = messageParts(message);
  const sentiment = sentimentOf(message);
  const hasAttachments =
    parts.carousel.length > 0 ||
    parts.products.length > 0 ||
    parts.buttonTemplate !== null ||
    parts.photos.length > 0;
  return (
    <Stack
      component="li"
      aria-label={`${mine ? 'You' : 'Customer'}: ${parts.text ?? 'attachment'}`}
      data-uuid={message.uuid}
      data-sender={message.sender}
      data-pending={message.pending ? 'true' : 'false'}
      sx={{
        listStyle: 'none',
        alignItems: mine ? 'flex-end' : 'flex-start',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '88%', sm: '75%' },
        minWidth: 0,
        gap: 0.5,
        opacity: message.pending ? 0.75 : 1,
      }}
    >
      {parts.text !== null ? (
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2.5,
            borderBottomRightRadius: mine ? 6 : undefined,
            borderBottomLeftRadius: mine ? undefined : 6,
            bgcolor: mine ? 'primary.main' : 'background.paper',
            color: mine ? 'primary.contrastText' : 'text.primary',
            border: mine ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {parts.text}
          </Typography>
        </Box>
      ) : null}
      {hasAttachments ? (
        <Stack spacing={0.75} sx={{ alignItems: mine ? 'flex-end' : 'flex-start', maxWidth: '100%' }}>
          <MessageAttachments parts={parts} />
        </Stack>
      ) : null}
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 0.75,
          flexWrap: 'wrap',
          justifyContent: mine ? 'flex-end' : 'flex-start',
        }}
      >
        {sentiment ? <SentimentIcon sentiment={sentiment} /> : null}
        {message.pending ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }} role="status">
            <CircularProgress size={10} />
            <Typography variant="caption" color="text.secondary">
              {SENDING}
            </Typography>
          </Stack>
        ) : message.sendError ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: 'error.main' }} role="alert">
            <ErrorOutlineOutlined sx={{ fontSize: 14 }} aria-hidden />
            <Typography variant="caption">{notSent(message.sendError)}</Typography>
          </Stack>
        ) : (
          <Typography component="time" dateTime={message.createdAt} variant="caption" color="text.secondary">
            {formatMessageTimestamp(message.createdAt)}
          </Typography>
        )}
        {mine && message.humanAgentTag ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25, color: 'text.secondary' }}>
            <SupportAgentOutlined sx={{ fontSize: 14 }} aria-hidden />
            <Typography variant="caption">Human agent</Typography>
          </Stack>
        ) : null}
        {!mine && message.agentBreakdown.length > 0 ? (
          <Link
            component="button"
            type="button"
            variant="caption"
            onClick={() => onShowBreakdown(message)}
            sx={{ fontWeight: 600 }}
          >
            Response Breakdown
          </Link>
        ) : null}
      </Stack>
    </Stack>
  );
}
