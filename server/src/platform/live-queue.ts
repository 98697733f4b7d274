/**
 * One live subscriber's stream of items (platform/pubsub.ts), lean on the fan-out's hot path (issue 18):
 * an item pushed while the subscriber waits settles that wait directly, one promise per item handed
 * over. Shaped like a Repeater: `run` starts on the first `next()`, pushes items as they come and
 * cleans up once `stopped` resolves (the consumer's `return()`, which waits for it); an error `run`
 * throws is the next `next()`'s. A subscriber more than QUEUE_MAX items behind misses the newest (a
 * Repeater threw past 1,024 pending pushes, which the fan-out swallowed: the same).
 */
export const QUEUE_MAX = 1024;

export function liveQueue<T>(
  run: (push: (item: T) => void, stopped: Promise<void>) => Promise<void>,
): AsyncIterableIterator<T> {
  const items: T[] = [];
  let waiting: { resolve(r: IteratorResult<T>): void; reject(err: unknown): void } | null = null;
  let state: 'idle' | 'running' | 'done' = 'idle';
  let failure: { error: unknown } | null = null;
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  let ran: Promise<void> = Promise.resolve();
  const finish = () => {
    if (state === 'done') return;
    state = 'done';
    stop();
    const w = waiting;
    waiting = null;
    w?.resolve({ done: true, value: undefined });
  };
  const push = (item: T) => {
    if (state !== 'running') return;
    const w = waiting;
    if (w) {
      waiting = null;
      w.resolve({ done: false, value: item });
    } else if (items.length < QUEUE_MAX) items.push(item);
  };
  const fail = (error: unknown) => {
    if (state === 'done') return;
    const w = waiting;
    waiting = null;
    state = 'done';
    stop();
    if (w) w.reject(error);
    else failure = { error };
  };
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (state === 'idle') {
        state = 'running';
        ran = run(push, stopped).then(finish, fail);
      }
      if (items.length > 0) return Promise.resolve({ done: false, value: items.shift() as T });
      if (failure) {
        const { error } = failure;
        failure = null;
        return Promise.reject(error);
      }
      if (state === 'done') return Promise.resolve({ done: true, value: undefined });
      return new Promise<IteratorResult<T>>((resolve, reject) => {
        waiting = { resolve, reject };
      });
    },
    async return() {
      items.length = 0;
      failure = null;
      finish();
      await ran;
      return { done: true, value: undefined };
    },
    async throw(err?: unknown) {
      await iterator.return?.();
      throw err;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
