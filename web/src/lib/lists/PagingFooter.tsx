import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { ScrollSentinel } from './ScrollSentinel';

/** Where an infinitely scrolled list is in its paging. */
export interface ListPaging {
  hasMore: boolean;
  loadingMore: boolean;
  /** The last page request failed: a retry row instead of the sentinel. */
  failed: boolean;
  /** Changes with every page (the end cursor). */
  pageKey: string;
  onLoadMore: () => void;
}

/**
 * The end of an infinitely scrolled list: "Loading more …" while a page loads, a retry row when one
 * failed, else the sentinel that asks for the next page as it scrolls into view.
 */
export function PagingFooter({
  paging,
  rootRef,
  noun,
}: {
  paging: ListPaging;
  rootRef: RefObject<HTMLElement | null>;
  /** What the list holds, plural ("conversations"). */
  noun: string;
}) {
  if (paging.loadingMore) {
    return (
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ justifyContent: 'center', alignItems: 'center', py: 2 }}
        role="status"
      >
        <CircularProgress size={18} />
        <Typography variant="body2" color="text.secondary">
          Loading more {noun}…
        </Typography>
      </Stack>
    );
  }
  if (paging.failed) {
    return (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', py: 2 }}>
        <Typography variant="body2" color="error">
          Couldn't load more {noun}.
        </Typography>
        <Button size="small" onClick={paging.onLoadMore}>
          Retry
        </Button>
      </Stack>
    );
  }
  if (!paging.hasMore) return null;
  return <ScrollSentinel key={paging.pageKey} active onReach={paging.onLoadMore} rootRef={rootRef} />;
}
