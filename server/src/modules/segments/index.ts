/**
 * Customer segments: saved rules over a store's customers (last order, orders, total spent, what they
 * bought, where, their last Messenger message), a live preview as the rules change, and their members
 * for broadcasts and exports.
 */
import './segments.graphql.ts';

export { CustomerSegmentType } from './segments.graphql.ts';
export type { SegmentRule } from './segments.rules.ts';
export { customersOfRules, segmentAudience, segmentOrThrow } from './segments.service.ts';
export type { CustomerSegmentRow } from './segments.tables.ts';
