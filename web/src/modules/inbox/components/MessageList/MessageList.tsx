import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';
import type { InboxMessageNode } from '../../conversation';
import { MessageBubble } from '../MessageBubble/MessageBubble';

export type MessageListState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; messages: InboxMessageNode[] };

export interface OlderPaging {
  hasOlder: boolean;
  loading: boolean;
  failed: boolean;
  onLoadOlder: () => void;
}

export interface MessageListProps {
  /** The open conversation (the recipient's uuid): a new one starts at its newest message. */
  conversationKey: string;
  state: MessageListState;
  older: OlderPaging;
  onShowBreakdown: (message: InboxMessageNode) => void;
}

/** Scrolled this close to the top, the next older page loads; this close to the bottom, new messages follow. */
const TOP_EDGE_PX = 80;
const BOTTOM_EDGE_PX = 120;

/** Where a message's bubble is from the top of the scrolling pane (null when it is not shown). */
function positionOf(box: HTMLElement, uuid: string): number | null {
  const element = Array.from(box.querySelectorAll<HTMLElement>('[data-uuid]')).find(
    (e) => e.dataset.uuid === uuid,
  );
  return element ? element.getBoundingClientRect().top - box.getBoundingClientRect().top : null;
}

/**
 * The conversation, oldest at the top. It opens at the newest message, follows new ones while the
 * reader is at the bottom (and always after the merchant's own), and loads older pages on scrolling
 * to the top without moving what the reader is looking at.
 */
export function MessageList({ conversationKey, state, older, onShowBreakdown }: MessageListProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  /** The message on top when older ones were asked for, and where it was in the pane. */
  const anchor = useRef<{ uuid: string; top: number } | null>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ key: string; first?: string; last?: string }>({ key: '' });
  const messages = state.status === 'ready' ? state.messages : [];
  const first = messages[0]?.uuid;
  const lastMessage = messages[messages.length - 1];
  const last = lastMessage?.uuid;

  const remember = () => {
    const box = boxRef.current;
    anchor.current = box && first !== undefined ? { uuid: first, top: positionOf(box, first) ?? 0 } : null;
  };

  const requestOlder = () => {
    if (!older.hasOlder || older.loading) return;
    remember();
    older.onLoadOlder();
  };

  useLayoutEffect(() => {
    const box = boxRef.current;
    const before = previous.current;
    previous.current = { key: conversationKey, first, last };
    if (!box || last === undefined) return;
    if (before.key !== conversationKey || before.last === undefined) {
      anchor.current = null;
      atBottom.current = true;
      box.scrollTop = box.scrollHeight;
      return;
    }
    if (first !== before.first && anchor.current) {
      // Older messages went in above: keep the same message under the reader's eyes.
      const now = positionOf(box, anchor.current.uuid);
      if (now !== null) box.scrollTop += now - anchor.current.top;
      anchor.current = null;
    }
    if (last !== before.last && (atBottom.current || lastMessage?.sender === 'merchant')) {
      box.scrollTo?.({ top: box.scrollHeight, behavior: 'smooth' });
    }
  }, [conversationKey, first, last, lastMessage]);

  useEffect(() => {
    if (older.failed) anchor.current = null;
  }, [older.failed]);

  // A short conversation that does not fill the pane loads older pages until it does (or none are left).
  useEffect(() => {
    const box = boxRef.current;
    if (!box || box.clientHeight === 0 || messages.length === 0) return;
    if (older.hasOlder && !older.loading && !older.failed && box.scrollHeight <= box.clientHeight) {
      remember();
      older.onLoadOlder();
    }
  });

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < BOTTOM_EDGE_PX;
    if (box.scrollTop < TOP_EDGE_PX && !older.failed) requestOlder();
  };

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true" aria-label="Loading messages">
        {[240, 180, 280, 160].map((width, i) => (
          <Skeleton
            key={width}
            variant="rounded"
            width={width}
            height={40}
            sx={{ alignSelf: i % 2 ? 'flex-end' : 'flex-start', maxWidth: '80%' }}
          />
        ))}
      </Stack>
    );
  } else if (state.status === 'error') {
    body = (
      <Box sx={{ p: 2 }}>
        <RetryAlert message={state.message} onRetry={state.onRetry} />
      </Box>
    );
  } else if (messages.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6, px: 3 }}>
        No messages in this conversation yet.
      </Typography>
    );
  } else {
    body = (
      <Stack component="ol" aria-label="Messages" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {messages.map((message) => (
          <MessageBubble key={message.uuid} message={message} onShowBreakdown={onShowBreakdown} />
        ))}
      </Stack>
    );
  }

  return (
    <Box
      ref={boxRef}
      onScroll={onScroll}
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        overflowX: 'hidden',
        px: { xs: 1.5, sm: 2.5 },
        py: 2,
        bgcolor: 'background.default',
      }}
    >
      {state.status === 'ready' && (older.hasOlder || older.loading || older.failed) ? (
        <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center', gap: 1, pb: 1.5 }}>
          {older.loading ? (
            <>
              <CircularProgress size={16} />
              <Typography variant="caption" color="text.secondary" role="status">
                Loading older messages…
              </Typography>
            </>
          ) : (
            <>
              {older.failed ? (
                <Typography variant="caption" color="error">
                  Couldn't load older messages.
                </Typography>
              ) : null}
              <Button size="small" onClick={requestOlder}>
                {older.failed ? 'Retry' : 'Load older messages'}
              </Button>
            </>
          )}
        </Stack>
      ) : null}
      {body}
    </Box>
  );
}
