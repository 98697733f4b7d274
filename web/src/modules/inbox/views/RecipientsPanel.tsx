import { useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import type { InboxFilter } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import type { ListKey } from '../cache';
import {
  RecipientList,
  type RecipientListState,
  type RecipientPaging,
} from '../components/RecipientList/RecipientList';
import { PageRecipientsQuery } from '../graphql/inbox';
import { useNow } from '../hooks/useNow';
import { type RecipientNode, recipientsVariables } from '../recipients';

export interface RecipientsPanelProps {
  /** The list shown: app, filter and the settled (debounced) search. */
  list: ListKey;
  /** What the search box holds now. */
  search: string;
  onSearchChange: (search: string) => void;
  onFilterChange: (filter: InboxFilter) => void;
  selectedUuid: string | null;
  onSelect: (recipient: RecipientNode) => void;
}

/** The recipient list's data: the first page, more on scrolling to the end, retry on failure. */
export function RecipientsPanel({
  list,
  search,
  onSearchChange,
  onFilterChange,
  selectedUuid,
  onSelect,
}: RecipientsPanelProps) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const loadingRef = useRef(false);
  const { data, error, refetch, fetchMore } = useQuery(PageRecipientsQuery, {
    variables: recipientsVariables(list.appUuid, list.filter, list.search),
    skip: list.appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.pageRecipients;
  const recipients = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);
  const now = useNow();

  const loadMore = async () => {
    const pageInfo = connection?.pageInfo;
    if (!pageInfo?.hasNextPage || !pageInfo.endCursor || loadingRef.current) return;
    loadingRef.current = true;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({ variables: { after: pageInfo.endCursor } });
    } catch (err) {
      console.error(err);
      setMoreFailed(true);
    } finally {
      loadingRef.current = false;
      setLoadingMore(false);
    }
  };

  let state: RecipientListState;
  if (connection) state = { status: 'ready', recipients };
  else if (error) state = { status: 'error', message: errorMessage(error), onRetry: () => void refetch() };
  else state = { status: 'loading' };

  const paging: RecipientPaging = {
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loadingMore,
    failed: moreFailed,
    pageKey: connection?.pageInfo.endCursor ?? '',
    onLoadMore: () => void loadMore(),
  };

  return (
    <RecipientList
      list={state}
      paging={paging}
      filter={list.filter}
      onFilterChange={onFilterChange}
      search={search}
      onSearchChange={onSearchChange}
      selectedUuid={selectedUuid}
      onSelect={onSelect}
      now={now}
    />
  );
}
