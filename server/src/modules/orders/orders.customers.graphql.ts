/** A customer's orders, counts and totals, added by the orders domain to the customers' Customer type. */
import { builder } from '../../graphql/builder.ts';
import { CustomerType } from '../customers/index.ts';
import { customerOrders, customerStatsLoader, lastOrderLoader } from './orders.customers.ts';
import { OrderType } from './orders.graphql.ts';

const totalCountOf = (conn: unknown) => (conn as { totalCount: () => Promise<number> }).totalCount();

builder.objectFields(CustomerType, (t) => ({
  ordersCount: t.int({
    description: 'Every order they placed, cancelled and refunded ones included.',
    resolve: async (c, _a, ctx) => (await customerStatsLoader(ctx).load(c.uuid)).ordersCount,
  }),
  totalSpent: t.int({
    description: 'Centavos: the sum of the totals of their orders that are not cancelled or refunded.',
    resolve: async (c, _a, ctx) => (await customerStatsLoader(ctx).load(c.uuid)).totalSpent,
  }),
  lastOrder: t.field({
    type: OrderType,
    nullable: true,
    resolve: (c, _a, ctx) => lastOrderLoader(ctx).load(c.uuid),
  }),
  orders: t.connection(
    {
      type: OrderType,
      description: 'Their orders, newest first (keyset pages of 20 by default, at most 100).',
      resolve: (c, args, ctx) => customerOrders(ctx, c, args),
    },
    {
      name: 'CustomerOrderConnection',
      fields: (f) => ({ totalCount: f.int({ resolve: totalCountOf }) }),
    },
    { name: 'CustomerOrderEdge' },
  ),
}));
