import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import type { Logger } from './logger.ts';

/** The request being served, for code that has no context argument (error masking, logging). */
export interface RequestScope {
  requestId: string;
  log: Logger;
  /** SQL statements this request has sent so far (reported in its Server-Timing header). */
  queries: number;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Drizzle's query logger: counts each statement into the request that sent it, so a response can say
 * how many it cost (`Server-Timing: db;desc="N queries"`) and a test can hold a screen to its budget.
 */
export const queryCounter: DrizzleLogger = {
  logQuery() {
    const scope = requestScope.getStore();
    if (scope) scope.queries += 1;
  },
};
