import { useState } from 'react';
import { errorMessage } from '../errors';

/**
 * "Load more" under a keyset list: `more` fetches the next page into the list (a fetchMore that adds
 * its edges); the hook says while it runs and, in plain words, when it failed.
 */
export function useLoadMore(more: () => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const loadMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      await more();
    } catch (err) {
      setMoreError(errorMessage(err));
    } finally {
      setLoadingMore(false);
    }
  };
  return { loadMore, loadingMore, moreError, clearMoreError: () => setMoreError(null) };
}
