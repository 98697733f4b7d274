/**
 * Suki's fees as the merchant sees them (document 3 §3 App fee fields; issue 17): who shoulders them,
 * what the running period has accumulated, the total so far, and each order's transaction fee.
 */
import { sql } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import { AppType } from '../apps/index.ts';
import { OrderType } from '../orders/index.ts';
import { accumulatedFees } from './billing.fees.ts';
import { billings } from './billing.tables.ts';
import { TRANSACTION_FEE } from './invoice.rules.ts';

builder.objectFields(AppType, (t) => ({
  shoulderConvenienceFee: t.boolean({
    description:
      "The merchant pays Suki's Php10 transaction fee on the monthly bill; customers are never charged it (always true).",
    resolve: () => true,
  }),
  shoulderProcessingFee: t.boolean({
    description:
      'The payment fee (MDR) is in the product prices, never added at checkout (consumer rules; always true).',
    resolve: () => true,
  }),
  accumulatedOrdersCount: t.int({
    description: 'Orders completed in the running billing period.',
    resolve: async (app, _a, ctx) =>
      (await accumulatedFees(ctx.db, app, ctx.clock.now())).accumulatedOrdersCount,
  }),
  accumulatedConvenienceFee: t.int({
    description: "The running period's transaction fees so far (centavos), on the next bill.",
    resolve: async (app, _a, ctx) =>
      (await accumulatedFees(ctx.db, app, ctx.clock.now())).accumulatedConvenienceFee,
  }),
  totalConvenienceFee: t.int({
    description: 'Every transaction fee so far (centavos): those billed, and the running period’s.',
    resolve: async (app, _a, ctx) => {
      const [billed] = await ctx.db
        .select({ total: sql<number>`coalesce(sum(${billings.transactionFees}), 0)::int` })
        .from(billings)
        .where(sql`${billings.appUuid} = ${app.uuid}`);
      const running = await accumulatedFees(ctx.db, app, ctx.clock.now());
      return (billed?.total ?? 0) + running.accumulatedConvenienceFee;
    },
  }),
}));

builder.objectFields(OrderType, (t) => ({
  transactionFee: t.int({
    description:
      "Suki's fee for this order on the store's monthly bill (centavos): Php10 once completed, else 0. Never charged to the customer.",
    resolve: (order) => (order.status === 'completed' ? TRANSACTION_FEE : 0),
  }),
}));
