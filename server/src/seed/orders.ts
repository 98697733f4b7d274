/**
 * The demo store's order history: about 60 orders over the last 30 days in every status and payment
 * status, two advance orders due today, and deposit slips on the ones awaiting confirmation. Eight are
 * from the demo conversations' customers (linked to their Messenger conversation); the rest came
 * through the storefront. Deterministic, so the demo reads the same on every machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../graphql/context.ts';
import type { Storage } from '../integrations/storage/storage.port.ts';
import { products, productVariants } from '../modules/catalog/catalog.tables.ts';
import { linkOrderCustomer } from '../modules/customers/customers.write.ts';
import { pageRecipients } from '../modules/inbox/inbox.tables.ts';
import { newTransactionNumber } from '../modules/orders/orders.input.ts';
import {
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentStatus,
} from '../modules/orders/orders.rules.ts';
import { orderItems, orders } from '../modules/orders/orders.tables.ts';
import { photoKeys, STORED_TYPE } from '../modules/photos/photos.rules.ts';
import { photos } from '../modules/photos/photos.tables.ts';
import { newUuid } from '../platform/ids.ts';
import { manilaDate } from '../platform/manila.ts';
import { DEMO_PHOTOS } from './catalog-products.ts';
import { NCR } from './delivery-areas.ts';
import type { DemoOrder } from './notifications.ts';

const HOUR = 3_600_000;
const ORDERS = 58;

/** Who ordered: the first eight also wrote to the store on Messenger (demo-conversations.ts). */
const CUSTOMERS = [
  { name: 'Ana Reyes', mobile: '9171230001' },
  { name: 'Mark Villanueva', mobile: '9171230002' },
  { name: 'Liza Manalo', mobile: '9171230003' },
  { name: 'Carlo Dizon', mobile: '9171230004' },
  { name: 'Joy Santiago', mobile: '9171230005' },
  { name: 'Bea Lim', mobile: '9171230006' },
  { name: 'Miguel Ramos', mobile: '9171230007' },
  { name: 'Jasmine Torres', mobile: '9171230008' },
  { name: 'Grace Navarro', mobile: '9181230009' },
  { name: 'Noel Bautista', mobile: '9181230010' },
  { name: 'Trisha Mendoza', mobile: '9181230011' },
  { name: 'Ramon Castillo', mobile: '9191230012' },
  { name: 'Cherry Ocampo', mobile: '9191230013' },
  { name: 'Dennis Pascual', mobile: '9201230014' },
  { name: 'Mae Fernandez', mobile: '9201230015' },
  { name: 'Arnel Villareal', mobile: '9211230016' },
  { name: 'Pia Soriano', mobile: '9221230017' },
  { name: 'Jun Mercado', mobile: '9271230018' },
] as const;
const MESSENGER_CUSTOMERS = 8;

/** Metro Manila cities (PSGC) the demo delivers to, with a street each. */
const ADDRESSES = [
  { city: '1381300000', street: '12 Maginhawa Street, Teachers Village East' },
  { city: '1380300000', street: 'Unit 5B, 101 Valero Street, Salcedo Village' },
  { city: '1381200000', street: '48 Dr. Sixto Antonio Avenue, Kapitolyo' },
  { city: '1380100000', street: '7 Rizal Avenue Extension, Grace Park' },
  { city: '1380200000', street: '23 Real Street, Pamplona Tres' },
] as const;

interface Plan {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  method: PaymentMethod;
  hoursAgo: number;
  slip: boolean;
}

/** The i-th order's fate: the newest still pending, then out for delivery, then mostly completed. */
function planOf(i: number): Plan {
  const hoursAgo = 3 + Math.round((i * (30 * 24 - 8)) / ORDERS);
  let method = PAYMENT_METHODS[i % 3] ?? 'cod';
  let status: OrderStatus;
  if (hoursAgo < 4 * 24) status = 'pending';
  else if (hoursAgo < 9 * 24) status = i % 5 === 0 ? 'cancelled' : 'for_delivery';
  else if (i % 13 === 0) status = 'refunded';
  else if (i % 7 === 0) status = 'cancelled';
  else status = 'completed';
  if (status === 'refunded' && method === 'cod') method = 'bank_transfer';
  let paymentStatus: PaymentStatus;
  if (status === 'pending')
    // Unpaid transfers are younger than the demo's 24-hour expiration, or the job would cancel them.
    paymentStatus =
      method === 'cod'
        ? 'pay_pending'
        : i === 2
          ? 'for_reupload'
          : i % 2 || hoursAgo >= 20
            ? 'for_confirmation'
            : 'pay_pending';
  else if (status === 'for_delivery') paymentStatus = method === 'cod' ? 'pay_pending' : 'pay_success';
  else if (status === 'completed') paymentStatus = 'pay_success';
  else if (status === 'refunded') paymentStatus = 'refund_success';
  else paymentStatus = 'pay_pending';
  const slip = paymentStatus === 'for_confirmation' || paymentStatus === 'for_reupload';
  return { status, paymentStatus, method, hoursAgo, slip };
}

/**
 * The deposit slip the demo's customers sent (a plain picture of a bank slip), as an upload of it is
 * stored: main image and thumbnail, rendered once by photos/generate.ts (a seed that rendered them
 * loaded sharp and ran six encodes on a new server's first start).
 */
const SLIP = path.join(DEMO_PHOTOS, 'deposit-slip');
const SLIP_SIZE = { width: 480, height: 300 };

/** Seeds the orders; answers them for the demo notifications (seed/notifications.ts). */
export async function seedDemoOrders(
  ctx: ServiceContext & { storage: Storage },
  appUuid: string,
): Promise<DemoOrder[]> {
  const placed: DemoOrder[] = [];
  const now = ctx.clock.now();
  const variants = await ctx.db
    .select({
      productUuid: products.uuid,
      productName: products.name,
      variantUuid: productVariants.uuid,
      variantName: productVariants.variantName,
      price: productVariants.price,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.uuid, productVariants.productUuid))
    .where(and(eq(products.appUuid, appUuid), eq(products.published, true)))
    .orderBy(asc(products.name), asc(productVariants.position));
  if (variants.length === 0) return placed;
  const recipients = await ctx.db
    .select({ uuid: pageRecipients.uuid, name: pageRecipients.name })
    .from(pageRecipients)
    .where(and(eq(pageRecipients.appUuid, appUuid), eq(pageRecipients.dummy, false)));
  const recipientOf = (name: string) => recipients.find((r) => r.name === name)?.uuid ?? null;

  const today = manilaDate(now);
  const plans = Array.from({ length: ORDERS }, (_, i) => ({ ...planOf(i), advance: null as string | null }));
  // Two advance orders for today, placed earlier in the week.
  plans.push(
    {
      status: 'pending',
      paymentStatus: 'pay_pending',
      method: 'cod',
      hoursAgo: 50,
      slip: false,
      advance: today,
    },
    {
      status: 'pending',
      paymentStatus: 'pay_success',
      method: 'e_wallet',
      hoursAgo: 75,
      slip: false,
      advance: today,
    },
  );
  // Oldest first, so each customer's latest order is the newest row.
  plans.sort((a, b) => b.hoursAgo - a.hoursAgo);

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const slips: { orderUuid: string; at: Date }[] = [];
  for (const [i, plan] of plans.entries()) {
    const who = CUSTOMERS[(i * 7) % CUSTOMERS.length] ?? CUSTOMERS[0];
    const viaMessenger = CUSTOMERS.indexOf(who) < MESSENGER_CUSTOMERS;
    const createdAt = new Date(now.getTime() - plan.hoursAgo * HOUR);
    const lines = Array.from({ length: 1 + (i % 3) }, (_, k) => {
      const v = variants[(i * 5 + k * 11) % variants.length] ?? variants[0];
      if (!v) throw new Error('no variants');
      return { ...v, quantity: 1 + ((i + k) % 3) };
    });
    const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const pickup = i % 4 === 0;
    const deliveryFee = pickup || subtotal >= 1_500_00 ? 0 : 80_00;
    const address = ADDRESSES[i % ADDRESSES.length] ?? ADDRESSES[0];
    const at = (afterHours: number) => new Date(createdAt.getTime() + afterHours * HOUR);
    const uuid = newUuid();
    const customerUuid = await linkOrderCustomer(ctx.db, {
      appUuid,
      pageRecipientUuid: viaMessenger ? recipientOf(who.name) : null,
      simulated: false,
      mobileNumber: who.mobile,
      name: who.name,
      at: createdAt,
    });
    const transactionNumber = newTransactionNumber(createdAt);
    placed.push({ transactionNumber, customerName: who.name, createdAt });
    orderRows.push({
      uuid,
      appUuid,
      transactionNumber,
      status: plan.status,
      paymentStatus: plan.paymentStatus,
      paymentMethod: plan.method,
      customerName: who.name,
      mobileNumber: who.mobile,
      regionCode: pickup ? null : NCR,
      provinceCode: pickup ? null : address.city,
      streetAddress: pickup ? '' : address.street,
      fulfillment: pickup ? 'pickup' : 'delivery',
      remarks: i % 6 === 1 ? 'Please call when you are outside, thank you!' : '',
      subtotal,
      deliveryFee,
      tax: 0,
      total: subtotal + deliveryFee,
      advanceOrderDate: plan.advance,
      pageRecipientUuid: viaMessenger ? recipientOf(who.name) : null,
      customerUuid,
      createdAt,
      updatedAt: createdAt,
      forDeliveryAt: ['for_delivery', 'completed', 'refunded'].includes(plan.status) ? at(20) : null,
      completedAt: ['completed', 'refunded'].includes(plan.status) ? at(60) : null,
      cancelledAt: plan.status === 'cancelled' ? at(8) : null,
      refundedAt: plan.status === 'refunded' ? at(96) : null,
      paymentStatusUpdatedAt: plan.paymentStatus === 'pay_pending' ? null : at(2),
    });
    itemRows.push(
      ...lines.map((l, position) => ({
        uuid: newUuid(),
        orderUuid: uuid,
        productUuid: l.productUuid,
        variantUuid: l.variantUuid,
        productName: l.productName,
        variantName: l.variantName,
        unitPrice: l.price,
        quantity: l.quantity,
        lineTotal: l.price * l.quantity,
        position,
      })),
    );
    if (plan.slip) slips.push({ orderUuid: uuid, at: at(1) });
  }
  // Two statements for every order and line (a first start on the embedded database pays per statement).
  await ctx.db.insert(orders).values(orderRows);
  if (itemRows.length) await ctx.db.insert(orderItems).values(itemRows);
  if (!slips.length) return placed;
  const main = fs.readFileSync(`${SLIP}.webp`);
  const thumbnail = fs.readFileSync(`${SLIP}.thumb.webp`);
  const slipRows: (typeof photos.$inferInsert)[] = [];
  for (const { orderUuid, at } of slips) {
    const uuid = newUuid();
    const keys = photoKeys(appUuid, uuid, 'deposit_slip');
    await ctx.storage.put(keys.key, main, STORED_TYPE);
    await ctx.storage.put(keys.thumbnailKey, thumbnail, STORED_TYPE);
    slipRows.push({
      uuid,
      appUuid,
      kind: 'deposit_slip',
      orderUuid,
      ...keys,
      contentType: STORED_TYPE,
      bytes: main.length,
      ...SLIP_SIZE,
      createdAt: at,
    });
  }
  await ctx.db.insert(photos).values(slipRows);
  return placed;
}
