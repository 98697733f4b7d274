import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { formatMessageTimestamp } from '../../../../lib/format';
import { type ChatMessage, isShown, messageText } from '../../conversation';

export interface TestConversationProps {
  /** Reading order, oldest first. */
  messages: readonly ChatMessage[];
}

interface BubbleProps {
  side: 'left' | 'right';
  who: string;
  text: string;
  caption?: string;
  variant?: 'customer' | 'store' | 'suggestion';
  productNames?: readonly string[];
}

function Bubble({ side, who, text, caption, variant = 'store', productNames = [] }: BubbleProps) {
  const customer = variant === 'customer';
  return (
    <Box
      component="li"
      aria-label={`${who}: ${text}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: side === 'right' ? 'flex-end' : 'flex-start',
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
        {who}
      </Typography>
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
          ...(customer
            ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: 4 }
            : variant === 'suggestion'
              ? {
                  border: 1,
                  borderStyle: 'dashed',
                  borderColor: 'secondary.main',
                  bgcolor: 'background.paper',
                }
              : { bgcolor: 'action.hover', borderBottomLeftRadius: 4 }),
        }}
      >
        <Typography variant="body2">{text}</Typography>
        {productNames.length > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
            {productNames.map((name) => (
              <Chip key={name} label={name} size="small" variant="outlined" />
            ))}
          </Stack>
        ) : null}
      </Box>
      {caption ? (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
          {caption}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The simulated customer's conversation: the customer ("You") on the right, the store's replies and
 * the assistant's suggested replies on the left. Scrolls to the newest message as messages come.
 */
export function TestConversation({ messages }: TestConversationProps) {
  const box = useRef<HTMLDivElement>(null);
  const shown = messages.filter(isShown);
  const last = shown[shown.length - 1];
  const lastKey = last ? `${last.uuid}:${last.generatedResponse?.uuid ?? ''}` : '';

  useEffect(() => {
    const element = box.current;
    if (element && lastKey !== '') element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  if (shown.length === 0) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">
          No messages yet. Write below as one of your customers would: the assistant's suggested reply shows
          under your message.
        </Typography>
      </Box>
    );
  }

  return (
    <Box ref={box} sx={{ flex: 1, overflowY: 'auto', px: 2, py: 2 }}>
      <Stack
        component="ol"
        spacing={1.5}
        aria-label="Test conversation"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {shown.flatMap((message) => {
          const fromCustomer = message.sender === 'customer';
          const sending = message.local === true || message.pending;
          const bubbles = [
            <Bubble
              key={message.uuid}
              side={fromCustomer ? 'right' : 'left'}
              who={fromCustomer ? 'You' : 'Store'}
              variant={fromCustomer ? 'customer' : 'store'}
              text={messageText(message)}
              productNames={message.products.map((p) => p.name)}
              caption={sending ? 'Sending...' : formatMessageTimestamp(message.createdAt)}
            />,
          ];
          const suggestion = message.generatedResponse;
          if (fromCustomer && suggestion) {
            bubbles.push(
              <Bubble
                key={`${message.uuid}:suggestion`}
                side="left"
                who="Assistant"
                variant="suggestion"
                text={`Suggested reply: ${suggestion.completion}`}
              />,
            );
          }
          return bubbles;
        })}
      </Stack>
    </Box>
  );
}
