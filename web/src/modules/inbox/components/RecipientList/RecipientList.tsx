import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { InboxFilter } from '../../../../generated/graphql';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';
import { type ListPaging, PagingFooter } from '../../../../lib/lists/PagingFooter';
import { INBOX_FILTERS, type RecipientNode } from '../../recipients';
import { RecipientRow } from '../RecipientRow/RecipientRow';

export type RecipientListState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; recipients: RecipientNode[] };

export type RecipientPaging = ListPaging;

export interface RecipientListProps {
  list: RecipientListState;
  paging: RecipientPaging;
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  selectedUuid: string | null;
  onSelect: (recipient: RecipientNode) => void;
  now: Date;
}

function Body({
  list,
  filter,
  search,
  selectedUuid,
  onSelect,
  now,
}: Pick<RecipientListProps, 'list' | 'filter' | 'search' | 'selectedUuid' | 'onSelect' | 'now'>) {
  if (list.status === 'loading') {
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading conversations">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (list.status === 'error') {
    return (
      <Box sx={{ p: 2 }}>
        <RetryAlert message={list.message} onRetry={list.onRetry} />
      </Box>
    );
  }
  if (list.recipients.length === 0) {
    let text = 'When customers message your page on Messenger or comment on your posts, they show up here.';
    if (search.trim() !== '') text = `No customer named "${search.trim()}".`;
    else if (filter === 'unread') text = 'You are all caught up: no unread conversations.';
    else if (filter !== 'all') text = 'No conversations from this channel yet.';
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 6 }}>
        <ForumOutlined sx={{ fontSize: 44, color: 'text.disabled' }} />
        <Typography variant="h4" component="p">
          No conversations
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Stack>
    );
  }
  return (
    <List disablePadding aria-label="Conversations">
      {list.recipients.map((recipient) => (
        <RecipientRow
          key={recipient.uuid}
          recipient={recipient}
          selected={recipient.uuid === selectedUuid}
          onSelect={onSelect}
          now={now}
        />
      ))}
    </List>
  );
}

/** The inbox's left pane: search, filter, and the conversations, latest activity first. */
export function RecipientList({
  list,
  paging,
  filter,
  onFilterChange,
  search,
  onSearchChange,
  selectedUuid,
  onSelect,
  now,
}: RecipientListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ px: 1.5, pt: 1.5, pb: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          size="small"
          placeholder="Search by name"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search conversations', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack
          direction="row"
          role="group"
          aria-label="Filter conversations"
          sx={{ gap: 0.75, mt: 1.5, flexWrap: 'wrap' }}
        >
          {INBOX_FILTERS.map((option) => {
            const active = option.value === filter;
            return (
              <Chip
                key={option.value}
                label={option.label}
                size="small"
                color={active ? 'primary' : 'default'}
                variant={active ? 'filled' : 'outlined'}
                onClick={() => onFilterChange(option.value)}
                aria-pressed={active}
                sx={{ flexShrink: 0, fontWeight: 600 }}
              />
            );
          })}
        </Stack>
      </Box>
      <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>
        <Body
          list={list}
          filter={filter}
          search={search}
          selectedUuid={selectedUuid}
          onSelect={onSelect}
          now={now}
        />
        {list.status === 'ready' ? (
          <PagingFooter paging={paging} rootRef={scrollRef} noun="conversations" />
        ) : null}
      </Box>
    </Box>
  );
}
