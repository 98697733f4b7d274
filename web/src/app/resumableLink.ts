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
      return this.client.subscribe(payload, {
        next: (result) => {
          const live = result.extensions as { cursor?: unknown; gap?: unknown } | undefined;
          // The highest cursor seen: an event the server's sweep hands out late (seq below one already
          // here) must not move the resume point back, or a reconnect would replay what was seen.
          if (
            resumable &&
            typeof live?.cursor === 'string' &&
            laterCursor(live.cursor, payload.variables.after)
          )
            payload.variables.after = live.cursor;
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

/** Whether `cursor` is past `current` (cursors are increasing integers as strings). */
export const laterCursor = (cursor: string, current: unknown): boolean =>
  typeof current !== 'string' || Number(cursor) > Number(current);
