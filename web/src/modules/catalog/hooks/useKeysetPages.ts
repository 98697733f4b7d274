import { useCallback, useState } from 'react';

/**
 * Previous / next over keyset pages: the cursors of the pages already seen, so Previous goes back
 * without OFFSET. Changing the page size or the search starts again from the first page.
 */
export function useKeysetPages(initialSize = 20) {
  const [size, setSizeState] = useState(initialSize);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const reset = useCallback(() => setCursors([null]), []);
  return {
    size,
    after,
    page: cursors.length,
    hasPrevious: cursors.length > 1,
    setSize: (next: number) => {
      setSizeState(next);
      reset();
    },
    next: (endCursor: string | null | undefined) => {
      if (endCursor) setCursors((seen) => [...seen, endCursor]);
    },
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
    reset,
  };
}
