import DataLoader from 'dataloader';
import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  GraphQLError,
  Kind,
} from 'graphql';
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

/**
 * What a subscriber's result of a live event depends on besides the event: the operation (its text and
 * name), its variables but the root field's `after` (the resume point only picks which events are sent),
 * and who asks (the user and the kind of login). Subscribers with the same key get the same result.
 */
function resultKey(args: ExecutionArgs): string {
  const { document, operationName, variableValues, contextValue } = args;
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  const root = operation?.kind === Kind.OPERATION_DEFINITION ? operation.selectionSet.selections[0] : null;
  const after = root?.kind === Kind.FIELD ? root.arguments?.find((a) => a.name.value === 'after') : null;
  const resume = after?.value.kind === Kind.VARIABLE ? after.value.name.value : null;
  const variables = Object.entries(variableValues ?? {}).filter(([name]) => name !== resume);
  const session = (contextValue as Partial<Context> | undefined)?.session;
  return JSON.stringify([
    documentKey(document),
    operationName ?? null,
    variables,
    session ? [session.user.uuid, session.loginType] : null,
  ]);
}

/** A document by its text (parsed documents keep it), else by identity. */
const documentIds = new WeakMap<DocumentNode, string>();
let documentCount = 0;
const documentKey = (document: DocumentNode): string => {
  let id = document.loc?.source.body ?? documentIds.get(document);
  if (id === undefined) {
    id = `#${++documentCount}`;
    documentIds.set(document, id);
  }
  return id;
};

/** Live events resolved by this process since it started (tests read it; a metrics endpoint could). */
export const liveResults = { executed: 0 };

/**
 * Issue 18, one execution per event: a subscription whose events carry a shared map (`SHARED`, a live
 * event as it reached this process) resolves each event once per result key (`resultKey`) for all its
 * subscribers here, and each of them sends that result. The source stream (the field's `subscribe`,
 * with its access check) stays each subscriber's own, and so does a replayed event (its own map).
 * graphql-js's own `createSourceEventStream` and `execute` run it, as Yoga's executor would (the
 * plugins still see every subscriber's result: masking, the cursor, the count).
 */
async function sharedSubscribe(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const events = source[Symbol.asyncIterator]();
  const key = `result:${resultKey(args)}`;
  const resolve = (payload: unknown) => {
    liveResults.executed += 1;
    return Promise.resolve(execute({ ...args, rootValue: payload })) as Promise<ExecutionResult>;
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const r = await events.next();
      if (r.done) return r;
      const payload = r.value as object;
      return { done: false, value: await once(payload, key, () => resolve(payload)) };
    },
    return: async () => {
      await events.return?.();
      return { done: true, value: undefined };
    },
    throw: async (err?: unknown) => {
      await events.return?.();
      throw err;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

const withCursor = new WeakMap<object, { cursor: string; result: ExecutionResult }>();

/**
 * The live channel's plugin: each event's cursor on its result (see `live`), and, unless
 * `LIVE_LOADS=per-subscriber`, one execution per event for all its subscribers alike (`sharedSubscribe`).
 */
export function useLiveCursor(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      if (!perSubscriber) setSubscribeFn(sharedSubscribe as Parameters<typeof setSubscribeFn>[0]);
      return {
        onSubscribeResult({ args }) {
          return {
            onNext({ result, setResult }) {
              const note = current.get(args.contextValue as object);
              if (!note || note.cursor === '0') return;
              // A result shared by an event's subscribers (sharedSubscribe) gets its cursor once.
              const done = withCursor.get(result);
              if (done?.cursor === note.cursor && !note.gap) return setResult(done.result);
              const extensions = { ...(result.extensions ?? {}), cursor: note.cursor };
              if (note.gap) return setResult({ data: null, extensions: { ...extensions, gap: true } });
              const next = { ...result, extensions };
              withCursor.set(result, { cursor: note.cursor, result: next });
              setResult(next);
            },
          };
        },
      };
    },
  };
}
