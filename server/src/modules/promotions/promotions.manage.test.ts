import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownedStore, testDatabases } from '../../../test/harness.ts';
import { promotions } from './promotions.tables.ts';
import { CREATE, END, HOUR, ONE, promotionsStore } from './promotions.testing.ts';

const UPDATE = `mutation($input: PromotionUpdateInput!) { promotionUpdate(input: $input) { uuid status startsAt } }`;
const DELETE = 'mutation($u: ID!) { promotionDelete(uuid: $u) { uuid } }';
const LIST = `query($a: ID!, $k: [PromotionKind!], $s: PromotionStatus, $q: String) {
  promotions(appUuid: $a, kinds: $k, status: $s, search: $q, first: 10) { totalCount edges { node { title status } } } }`;
const PREVIEW = `query($input: PromotionPreviewInput!) { promotionPreview(input: $input) { subtotal discount total refusal problems { field message } } }`;

/* The merchant's side: a promotion's life, its form, whose it is, and the preview of a draft. */
describe.each(testDatabases())('managing promotions on %s', (kind) => {
  const s = promotionsStore(kind);

  it('runs a promotion through scheduled, active and expired; validates the form; keeps tenancy', async () => {
    const { t, token, appUuid, clock, create, quote, end, ube } = s;
    const tomorrow = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    const sale = await create({ title: 'Payday sale', code: 'SALE15', value: 15, startsAt: tomorrow });
    expect(sale.status).toBe('SCHEDULED');
    const listed = async (status: string) =>
      (
        await t.gql<{ promotions: { totalCount: number; edges: { node: { title: string } }[] } }>(
          LIST,
          { a: appUuid, s: status, q: 'sale15' },
          token,
        )
      ).data?.promotions;
    expect((await listed('SCHEDULED'))?.totalCount).toBe(1);
    const now = await t.gql<{ promotionUpdate: { status: string } }>(
      UPDATE,
      {
        input: {
          uuid: sale.uuid,
          title: 'Payday sale',
          code: 'SALE15',
          valueType: 'PERCENT',
          value: 15,
          scope: 'ORDER',
          startsAt: clock.now().toISOString(),
        },
      },
      token,
    );
    expect(now.data?.promotionUpdate.status).toBe('ACTIVE');
    expect(((await end(sale.uuid)).data as { promotionEnd: { status: string } }).promotionEnd.status).toBe(
      'EXPIRED',
    );
    expect((await end(sale.uuid)).errors?.[0]?.message).toBe('This promo has already ended');
    expect((await listed('EXPIRED'))?.edges.map((e) => e.node.title)).toEqual(['Payday sale']);
    expect(
      (await quote([{ variantUuid: ube, quantity: 1 }], { promoCodes: ['SALE15'] })).codes[0]?.message,
    ).toBe('This code has expired');

    const bad = await t.gql(
      CREATE,
      {
        input: {
          appUuid,
          kind: 'CODE',
          title: ' ',
          code: 'x',
          valueType: 'PERCENT',
          value: 120,
          scope: 'ORDER',
          startsAt: tomorrow,
          endsAt: clock.now().toISOString(),
        },
      },
      token,
    );
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      title: 'Title is required',
      code: 'Code has invalid value: use 3 to 20 letters, digits, - or _',
      value: 'Percentage should be between 1 and 100',
      endsAt: 'End date should be after the start date',
    });
    const taken = await t.gql(
      CREATE,
      {
        input: {
          appUuid,
          kind: 'CODE',
          title: 'Again',
          code: 'sale15',
          valueType: 'PERCENT',
          value: 5,
          scope: 'ORDER',
          startsAt: tomorrow,
        },
      },
      token,
    );
    expect(taken.errors?.[0]?.extensions?.fields).toEqual({ code: 'Code has already been taken' });
    const count = async () =>
      (await t.server.database.db.select().from(promotions).where(eq(promotions.appUuid, appUuid))).length;
    const before = await count();
    expect((await t.gql(DELETE, { u: sale.uuid }, token)).data).toEqual({
      promotionDelete: { uuid: sale.uuid },
    });
    expect(await count()).toBe(before - 1);

    // Another merchant sees none of it and cannot touch it.
    const other = await ownedStore(t, { email: 'promo-other@suki.ph' });
    const otherToken = await other.signIn();
    const theirs = await create({ title: 'Mine', code: 'MINE' });
    expect((await t.gql(ONE, { u: theirs.uuid }, otherToken)).errors?.[0]?.message).toBe(
      'Promotion not found',
    );
    expect((await end(theirs.uuid)).errors).toBeUndefined();
    expect((await t.gql(END, { u: theirs.uuid }, otherToken)).errors?.[0]?.message).toBe(
      'Promotion not found',
    );
    expect((await t.gql(LIST, { a: appUuid }, otherToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('previews what a sample cart would pay with a draft', async () => {
    const { t, token, appUuid, clock, mango } = s;
    const r = await t.gql<{
      promotionPreview: {
        subtotal: number;
        discount: number;
        total: number;
        refusal: string | null;
        problems: unknown[];
      };
    }>(
      PREVIEW,
      {
        input: {
          appUuid,
          kind: 'AUTOMATIC',
          title: 'Tiers',
          valueType: 'PERCENT',
          value: 0,
          scope: 'ORDER',
          condition: 'QUANTITY_TIERS',
          tiers: [
            { minQuantity: 3, percent: 5 },
            { minQuantity: 6, percent: 10 },
          ],
          startsAt: clock.now().toISOString(),
          items: [{ variantUuid: mango, quantity: 6 }],
        },
      },
      token,
    );
    expect(r.data?.promotionPreview).toEqual({
      subtotal: 60_000,
      discount: 6_000,
      total: 54_000,
      refusal: null,
      problems: [],
    });
  });
});
