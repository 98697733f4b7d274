import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { parseCsv } from '../../platform/csv.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { updateFeatureFlags } from '../flags/index.ts';
import { ORDER_CSV_COLUMNS, ORDERS_EXPORT_REFUSED } from './orders.export.ts';
import {
  type OrderStatus,
  PAYMENT_TRANSITIONS,
  type PaymentStatus,
  providerOnlyMove,
  STATUS_TRANSITIONS,
} from './orders.rules.ts';
import { orders } from './orders.tables.ts';

/* The console's order screens: the moves each order offers, its timeline, and the CSV export. */

const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber } }`;
const STATUS = `mutation($input: OrderStatusUpdateInput!) { orderStatusUpdate(input: $input) { status } }`;
const PAYMENT = `mutation($input: OrderPaymentStatusUpdateInput!) { orderPaymentStatusUpdate(input: $input) { paymentStatus } }`;
const BY_TXN = `query($a: ID!, $t: String!) { orderByTransactionNumber(appUuid: $a, transactionNumber: $t) {
  uuid status paymentStatus nextStatuses nextPaymentStatuses timeline { status at } createdAt } }`;
const LIST = `query($a: ID!, $s: String, $st: OrderStatus, $ps: PaymentStatus, $f: Date, $t: Date, $adv: Boolean) {
  orders(appUuid: $a, search: $s, status: $st, paymentStatus: $ps, from: $f, to: $t, advance: $adv, first: 100) {
    totalCount edges { node { transactionNumber } } } }`;
const EXPORT = `query($a: ID!, $s: String, $st: OrderStatus, $ps: PaymentStatus, $f: Date, $t: Date, $adv: Boolean) {
  ordersExportCsv(appUuid: $a, search: $s, status: $st, paymentStatus: $ps, from: $f, to: $t, advance: $adv) }`;

type Order = {
  uuid: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  nextStatuses: OrderStatus[];
  nextPaymentStatuses: PaymentStatus[];
  timeline: { status: OrderStatus; at: string }[];
  createdAt: string;
};

describe.each(testDatabases())('order console on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-20T02:00:00Z'));
  const txns: string[] = [];

  const byTxn = async (txn: string) =>
    (await t.gql<{ orderByTransactionNumber: Order }>(BY_TXN, { a: appUuid, t: txn }, token)).data
      ?.orderByTransactionNumber as Order;
  const move = (uuid: string, status: OrderStatus) => t.gql(STATUS, { input: { uuid, status } }, token);
  const pay = (uuid: string, paymentStatus: PaymentStatus) =>
    t.gql(PAYMENT, { input: { uuid, paymentStatus } }, token);

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    // These tests count orders: they start from an empty history, without the demo store's orders.
    await t.server.database.db.delete(orders).where(eq(orders.appUuid, appUuid));
    const product = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      'mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }',
      { input: { appUuid, name: 'Ensaymada, "Special"', price: 25_050, stockQuantity: 100 } },
      token,
    );
    const variantUuid = product.data?.productCreate.variants[0]?.uuid;
    const customers = ['Liza Reyes', 'Maria Clara', 'Jose Rizal', 'Maria Makiling', '=Andres Bonifacio'];
    for (const [i, customerName] of customers.entries()) {
      clock.advance(6 * 3_600_000); // 08:00 then every 6 hours, Manila: across two days
      const r = await t.gql<{ storeCheckout: { transactionNumber: string } }>(CHECKOUT, {
        input: {
          appUuid,
          items: [{ variantUuid, quantity: i + 1 }],
          customerName,
          mobileNumber: `0917555010${i}`,
          fulfillment: 'pickup',
          paymentMethod: 'bank_transfer',
          ...(i === 1 ? { advanceOrderDate: '2026-11-25' } : {}),
        },
      });
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      txns.push(r.data.storeCheckout.transactionNumber);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers exactly the moves of the status tables, through every status and payment status', async () => {
    const [first, second, third] = await Promise.all(txns.slice(0, 3).map(byTxn));
    if (!first || !second || !third) throw new Error('orders missing');
    const seen = async (txn: string) => {
      const o = await byTxn(txn);
      expect(o.nextStatuses).toEqual(STATUS_TRANSITIONS[o.status]);
      // The payment table's row, but for the moves only the payment provider makes (paid from pending).
      expect(o.nextPaymentStatuses).toEqual(
        PAYMENT_TRANSITIONS[o.paymentStatus].filter((to) => !providerOnlyMove(o.paymentStatus, to)),
      );
      return o;
    };
    await seen(txns[0] ?? '');
    clock.advance(60_000);
    await move(first.uuid, 'for_delivery');
    await pay(first.uuid, 'for_confirmation');
    await seen(txns[0] ?? '');
    clock.advance(60_000);
    await move(first.uuid, 'completed');
    await pay(first.uuid, 'for_reupload');
    await seen(txns[0] ?? '');
    await pay(first.uuid, 'for_confirmation');
    await pay(first.uuid, 'pay_success');
    await seen(txns[0] ?? '');
    clock.advance(60_000);
    await move(first.uuid, 'refunded');
    await pay(first.uuid, 'refund_success');
    const done = await seen(txns[0] ?? '');
    expect(done).toMatchObject({ status: 'refunded', paymentStatus: 'refund_success', nextStatuses: [] });
    expect(done.nextPaymentStatuses).toEqual([]);
    expect(done.timeline.map((e) => e.status)).toEqual(['pending', 'for_delivery', 'completed', 'refunded']);
    expect(done.timeline[0]?.at).toBe(done.createdAt);
    const times = done.timeline.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    await move(second.uuid, 'cancelled');
    const cancelled = await seen(txns[1] ?? '');
    expect(cancelled.timeline.map((e) => e.status)).toEqual(['pending', 'cancelled']);
    const pending = await seen(txns[2] ?? '');
    expect(pending.timeline.map((e) => e.status)).toEqual(['pending']);
    expect(pending.nextStatuses).toEqual(['for_delivery', 'cancelled']);
  });

  it('exports the same orders in the same order as the list, for the same filters', async () => {
    const filters: Record<string, unknown>[] = [
      {},
      { st: 'pending' },
      { st: 'cancelled' },
      { ps: 'refund_success' },
      { s: 'maria' },
      { s: txns[2]?.toLowerCase() },
      { f: '2026-11-21', t: '2026-11-21' },
      { f: '2026-11-21' },
      { t: '2026-11-20' },
      { adv: true },
      { st: 'for_delivery' },
    ];
    for (const v of filters) {
      const list = await t.gql<{
        orders: { totalCount: number; edges: { node: { transactionNumber: string } }[] };
      }>(LIST, { a: appUuid, ...v }, token);
      const csv = await t.gql<{ ordersExportCsv: string }>(EXPORT, { a: appUuid, ...v }, token);
      expect(csv.errors).toBeUndefined();
      const [header, ...rows] = parseCsv(csv.data?.ordersExportCsv ?? '');
      expect(header).toEqual([...ORDER_CSV_COLUMNS]);
      const listed = list.data?.orders.edges.map((e) => e.node.transactionNumber) ?? [];
      expect(
        rows.map((r) => r[0]),
        JSON.stringify(v),
      ).toEqual(listed);
      expect(rows).toHaveLength(list.data?.orders.totalCount ?? -1);
    }
    const all = parseCsv(
      (await t.gql<{ ordersExportCsv: string }>(EXPORT, { a: appUuid }, token)).data?.ordersExportCsv ?? '',
    );
    expect(all).toHaveLength(6);
    // The oldest order: placed 2026-11-20 16:00 Manila, refunded, one unit.
    expect(all.at(-1)).toEqual([
      txns[0],
      '2026-11-20 04:00 pm',
      'Liza Reyes',
      '0917 555 0100',
      'Refunded',
      'Refunded',
      'Ensaymada, "Special" x1',
      '250.50',
      '0.00',
      '0.00',
      '250.50',
    ]);
    expect(all[1]?.[2]).toBe("'=Andres Bonifacio");
    expect(all[2]?.[6]).toBe('Ensaymada, "Special" x4');
    expect(
      parseCsv(
        (await t.gql<{ ordersExportCsv: string }>(EXPORT, { a: appUuid, adv: true }, token)).data
          ?.ordersExportCsv ?? '',
      ).map((r) => r[0]),
    ).toEqual(['Transaction Number', txns[1]]);
  });

  it('refuses the export where the store is not ordersExportable, and to another merchant', async () => {
    const db = t.server.database.db;
    await updateFeatureFlags(db, appUuid, { ordersExportable: false });
    const refused = await t.gql(EXPORT, { a: appUuid }, token);
    expect(refused.errors?.[0]?.message).toBe(ORDERS_EXPORT_REFUSED);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.ordersExportCsv ?? null).toBeNull();
    await updateFeatureFlags(db, appUuid, { ordersExportable: true });

    await createUser(t.server.database, { email: 'rival@export.ph', password: 'Rival#2026', role: 'client' });
    const rival = await t.signIn('rival@export.ph', 'Rival#2026');
    const theirs = await t.gql(EXPORT, { a: appUuid }, rival);
    expect(theirs.errors?.[0]?.message).toBe('App not found');
    expect(theirs.data?.ordersExportCsv ?? null).toBeNull();
    const order = await byTxn(txns[2] ?? '');
    const asRival = await t.gql(
      'query($u: ID!) { order(uuid: $u) { nextStatuses timeline { status } } }',
      { u: order.uuid },
      rival,
    );
    expect(asRival.errors?.[0]?.message).toBe('Order not found');
  });
});
