import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CURSOR, GAP, type LiveItem, SHARED } from '../platform/pubsub.ts';
import type { Context } from './context.ts';

/**
 * Each live event's cursor goes out as `extensions.cursor` of its `next` message (the payload types
 * stay as they are); the gap marker goes out as `data: null` with `extensions.gap`. A subscription's
 * source is wrapped by `live`, which notes the cursor of the event being resolved on its context; the
 * plugin reads it back when the result is sent.
 */
const current = new WeakMap<object, { cursor: string; gap: boolean; shared: Map<string, unknown> | null }>();

export function live<T>(
  ctx: object,
  source: AsyncIterableIterator<LiveItem<T>>,
): AsyncIterableIterator<LiveItem<T>> {
  const iterator: AsyncIterableIterator<LiveItem<T>> = {
    async next() {
      const r = await source.next();
      if (!r.done) {
        const note = { cursor: r.value[CURSOR], gap: r.value[GAP] === true, shared: r.value[SHARED] ?? null };
        // A volatile topic's items carry cursor "0": nothing to resume from (the plugin leaves them be).
        current.set(ctx, note);
      }
      return r;
    },
    return: (value?: unknown) => source.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
    throw: (err?: unknown) => source.throw?.(err) ?? Promise.reject(err),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * Called first by a live field's resolve: the gap marker is not resolved (the plugin answers it with
 * `extensions.gap`; this error never reaches the client).
 */
export function notGap(payload: object): void {
  if ((payload as { [GAP]?: true })[GAP]) {
    throw new GraphQLError('Live events were missed: refetch', { extensions: { code: 'LIVE_GAP' } });
  }
}

/** The `after` argument every live subscription takes. */
export const AFTER_DESCRIPTION =
  'The cursor (extensions.cursor) of the last event received: what was published after it is sent first (up to 24 hours or 1,000 events; past that one message with extensions.gap, so refetch).';

/**
 * Issue 18, one load per event: what every subscriber of an event would load alike (the row the
 * event names, a store's members, a count) is loaded once on this process and shared; each subscriber
 * then checks its own access in memory. `LIVE_LOADS=per-subscriber` turns the sharing off, which is
 * the path before issue 18 (each subscriber loading for itself): bench/fanout.ts runs it as its
 * baseline, nothing else sets it.
 */
const perSubscriber = process.env.LIVE_LOADS === 'per-subscriber';

/**
 * The load `key` of the live event `payload`, run once for all the event's subscribers on this process
 * (a replayed event is the subscriber's own). `load` must depend on the event only, never on the
 * subscriber (its user, its roles): the access checks come after, per subscriber.
 */
export function once<T>(payload: object, key: string, load: () => Promise<T>): Promise<T> {
  const shared = (payload as { [SHARED]?: Map<string, unknown> })[SHARED];
  if (!shared || perSubscriber) return load();
  let loading = shared.get(key) as Promise<T> | undefined;
  if (!loading) {
    loading = load();
    shared.set(key, loading);
  }
  return loading;
}

/**
 * A subscription's context whose DataLoaders, while it resolves a live event, are that event's: shared
 * by every subscriber of the event on this process and caching for the event only (the next event
 * reads fresh rows). A loader's batch depends on its name and keys alone (the user goes into the name,
 * as `app.access:{user}` does), so a shared loader hands each subscriber what its own would have.
 */
export function shareLoadsPerEvent(ctx: Context): Context {
  if (perSubscriber) return ctx;
  const own = ctx.loader.bind(ctx);
  ctx.loader = <K, V>(name: string, batch: (keys: readonly K[]) => Promise<readonly (V | Error)[]>) => {
    const shared = current.get(ctx)?.shared;
    if (!shared) return own<K, V>(name, batch);
    const key = `loader:${name}`;
    let loader = shared.get(key) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>(batch);
      shared.set(key, loader);
    }
    return loader;
  };
  return ctx;
}

export function useLiveCursor(): Plugin {
  return {
    onSubscribe() {
      return {
        onSubscribeResult({ args }) {
          return {
            onNext({ result, setResult }) {
              const note = current.get(args.contextValue as object);
              if (!note || note.cursor === '0') return;
              const extensions = { ...(result.extensions ?? {}), cursor: note.cursor };
              setResult(
                note.gap
                  ? { data: null, extensions: { ...extensions, gap: true } }
                  : { ...result, extensions },
              );
            },
          };
        },
      };
    },
  };
}
