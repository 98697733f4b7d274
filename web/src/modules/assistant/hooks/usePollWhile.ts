import { useEffect } from 'react';
import { RUN_POLL_MS } from '../evaluationQuality';

/** Polls a query (its startPolling / stopPolling) while `active`, every RUN_POLL_MS; stops when not. */
export function usePollWhile(
  active: boolean,
  query: { startPolling: (interval: number) => void; stopPolling: () => void },
) {
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!active) return;
    startPolling(RUN_POLL_MS);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);
}
