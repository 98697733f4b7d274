/**
 * Broadcasts: a message to a segment's customers on Messenger, only to those inside the 24-hour
 * window, sent by a durable, paced, resumable job, with Messenger's receipts and the orders it brought.
 */
import './broadcasts.graphql.ts';
import './broadcasts.optins.graphql.ts';

export { registerBroadcastListeners } from './broadcasts.receipts.ts';
export { defineBroadcastJobs } from './broadcasts.send.ts';
export type { BroadcastRow } from './broadcasts.tables.ts';
