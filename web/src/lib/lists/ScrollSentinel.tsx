import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type RefObject, useEffect, useRef } from 'react';

export interface ScrollSentinelProps {
  /** Called when the end of the list scrolls into view. */
  onReach: () => void;
  /** Off when there is nothing more to load or a page is loading. */
  active: boolean;
  /** The scrolling box the sentinel sits in (the viewport when absent). */
  rootRef?: RefObject<HTMLElement | null>;
}

/**
 * The end of an infinitely scrolled list: an IntersectionObserver calls `onReach` when it comes into
 * view (200 px early). Give it a `key` that changes with each page (the end cursor) so a fresh
 * observer re-checks a sentinel that stayed in view. Without IntersectionObserver it is a Load more button.
 */
export function ScrollSentinel({ onReach, active, rootRef }: ScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reach = useRef(onReach);
  reach.current = onReach;
  const supported = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (!active || !supported || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach.current();
      },
      { root: rootRef?.current ?? null, rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, supported, rootRef]);

  if (!supported) {
    return active ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <Button onClick={onReach}>Load more</Button>
      </Box>
    ) : null;
  }
  return <Box ref={ref} data-testid="scroll-sentinel" aria-hidden sx={{ height: 1 }} />;
}
