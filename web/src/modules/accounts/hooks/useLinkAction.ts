import { useEffect, useRef, useState } from 'react';

/** The outcome of following an emailed link (unlock, email confirmation). */
export type LinkActionState<T> =
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs per key at most once per page load: the links' tokens are single-use, so a remount
 * (React's strict mode, going back and forth) must reuse the first answer, not spend the token twice.
 */
const runs = new Map<string, Promise<unknown>>();

/** Forgets earlier runs (tests). */
export function resetLinkActions(): void {
  runs.clear();
}

/** Runs `action` once for `key` when the page opens and reports its outcome. */
export function useLinkAction<T>(key: string, action: () => Promise<T>): LinkActionState<T> {
  const [state, setState] = useState<LinkActionState<T>>({ status: 'loading' });
  // The action is fixed per key: a new closure on each render must not run it again.
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    let run = runs.get(key) as Promise<T> | undefined;
    if (run === undefined) {
      run = latest.current();
      runs.set(key, run);
    }
    run.then(
      (data) => {
        if (live) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
