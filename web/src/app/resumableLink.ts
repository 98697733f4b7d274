import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from '@apollo/client/utilities';
import type { Client } from 'graphql-ws';
import { Observable } from 'rxjs';

/**
 * Subscriptions over graphql-ws that resume where they left off. Every live event arrives with its
 * cursor (`extensions.cursor`); the link keeps the last one in the subscription's own variables, so
 * when graphql-ws resubscribes after a reconnect it asks for what came `after` it, and the server
 * sends what was missed before going on live. A `gap` (too much was missed) is not passed on: the
 * console refetches what is on screen instead. Adapted from Apollo's GraphQLWsLink.
 * The resume point reaches a little back (ResumePoint), and what comes again is dropped.
 */
export class ResumableWsLink extends ApolloLink {
  constructor(
    private readonly client: Client,
    private readonly onGap: () => void,
  ) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((observer) => {
      const { query, variables, operationName, extensions } = operation;
      const resumable = query.definitions.some(
        (d) =>
          d.kind === 'OperationDefinition' &&
          d.variableDefinitions?.some((v) => v.variable.name.value === 'after'),
      );
      // graphql-ws sends this same object again on every resubscribe: the cursor written here rides along.
      const payload = { query: print(query), operationName, extensions, variables: { ...variables } };
      const point = new ResumePoint();
      return this.client.subscribe(payload, {
        next: (result) => {
          const live = result.extensions as { cursor?: unknown; gap?: unknown } | undefined;
          if (resumable && typeof live?.cursor === 'string') {
            // Sent again after a resume (see ResumePoint): already passed on, so dropped.
            if (!point.take(live.cursor)) return;
            payload.variables.after = point.after();
          }
          if (live?.gap === true) {
            this.onGap();
            return;
          }
          observer.next(result as ApolloLink.Result);
        },
        complete: () => observer.complete(),
        error: (err) => {
          if (err instanceof Error) return observer.error(err);
          if (err && typeof err === 'object' && 'code' in err && 'reason' in err) {
            return observer.error(
              new Error(`Socket closed with event ${String(err.code)} ${String(err.reason)}`),
            );
          }
          return observer.error(
            new CombinedGraphQLErrors({ errors: Array.isArray(err) ? err : [err as never] }),
          );
        },
      });
    });
  }
}

/** Waits before the n-th reconnect: 1 s, 2 s, 4 s... up to 30 s, each between half and all of it. */
export function jitteredWait(retries: number, random: () => number = Math.random): Promise<void> {
  const ceiling = Math.min(30_000, 1000 * 2 ** retries);
  return new Promise((resolve) => setTimeout(resolve, ceiling * (0.5 + random() / 2)));
}

/** How far back a resume asks again: long past a sweep's 1.5 s grace and Redis's milliseconds. */
export const RESUME_OVERLAP_MS = 15_000;
const SEEN_KEPT = 5_000;

/**
 * Where a subscription resumes. Not simply after the highest cursor: a server process that committed
 * an event and died before announcing it leaves that event below cursors its client already has. So a
 * resume asks for what came after the lowest cursor of the last RESUME_OVERLAP_MS (a real event of the
 * channel, so the server can still find it), else after the highest; the events that come again are
 * recognised by their cursor and dropped.
 */
export class ResumePoint {
  private readonly seen = new Set<string>();
  private recent: { cursor: number; at: number }[] = [];
  private highest: string | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** Records an event's cursor; false when it came before (the event is to be dropped). */
  take(cursor: string): boolean {
    if (this.seen.has(cursor)) return false;
    this.seen.add(cursor);
    if (this.seen.size > SEEN_KEPT) this.seen.delete(this.seen.values().next().value as string);
    if (this.highest === null || Number(cursor) > Number(this.highest)) this.highest = cursor;
    this.recent.push({ cursor: Number(cursor), at: this.now() });
    return true;
  }

  /** The cursor to resume after (null before any event). */
  after(): string | null {
    const since = this.now() - RESUME_OVERLAP_MS;
    this.recent = this.recent.filter((r) => r.at > since);
    if (this.recent.length === 0) return this.highest;
    return String(Math.min(...this.recent.map((r) => r.cursor)));
  }
}
