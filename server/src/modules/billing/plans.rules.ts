/**
 * Billing's name for the plans table: the table itself is platform/plans.ts (pure data at the bottom
 * layer, so that the modules below billing word their limits from it and partners price from it).
 */
export * from '../../platform/plans.ts';
