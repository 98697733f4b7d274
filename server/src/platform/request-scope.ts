import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from './logger.ts';

/** The request being served, for code that has no context argument (error masking, logging). */
export interface RequestScope {
  requestId: string;
  log: Logger;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
