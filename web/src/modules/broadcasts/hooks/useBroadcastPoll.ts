import { useEffect, useRef, useState } from 'react';
import type { BroadcastFieldsFragment } from '../../../generated/graphql';
import { pollInterval, RECEIPTS_TAIL_MS } from '../broadcastRules';

/**
 * How often to read a broadcast again: every 2 s while it is being sent, and for a while after it
 * ends here (delivery and read receipts come in after the last send); then not at all.
 */
export function useBroadcastPoll(broadcast: Pick<BroadcastFieldsFragment, 'status' | 'finishedAt'> | null) {
  const status = broadcast?.status ?? null;
  const was = useRef(status);
  const [endedHere, setEndedHere] = useState<number | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (was.current === 'SENDING' && status !== 'SENDING' && status !== null) setEndedHere(Date.now());
    was.current = status;
  }, [status]);
  const interval = broadcast ? pollInterval(broadcast, Date.now(), endedHere) : 0;
  // Once sending has ended, look again when the tail is over, so polling stops.
  useEffect(() => {
    if (!broadcast || broadcast.status === 'SENDING' || interval === 0) return;
    const timer = setTimeout(() => setTick((t) => t + 1), RECEIPTS_TAIL_MS);
    return () => clearTimeout(timer);
  }, [broadcast, interval]);
  return interval;
}
