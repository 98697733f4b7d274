/**
 * Walks the whole schema as a careless client and as an attacker would: every query and mutation with
 * wrong types, missing fields, empty and 100 kB strings, NUL and other control characters, emoji,
 * negative and huge numbers, unknown ids and another merchant's ids. Every answer must be a
 * well-formed GraphQL result or error with a code: no internal error, no 5xx, and the server still
 * answers /healthz afterwards. A new query or mutation is covered without anyone adding it here.
 */
import { type GraphQLField, isNonNullType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/accounts/accounts.service.ts';
import { newUuid } from '../src/platform/ids.ts';
import { type GqlResult, startTestServer, type TestServer, testDatabases } from './harness.ts';
import {
  baselineVariables,
  documentFor,
  type Ids,
  type Json,
  leaves,
  operationFields,
  withLeaf,
} from './schema-walk.ts';

const HUGE = 'a'.repeat(100_000);
const STRINGS: Json[] = [
  '',
  HUGE,
  'nul\u0000byte',
  'bell\u0007and\u001bescape',
  '😀🇵🇭 Salamat po! 🛒',
  '   ',
];
const NUMBERS: Json[] = [-1, 0, 2_147_483_647, -2_147_483_648, 1e20, 1.5];
const WRONG_TYPE: Json[] = [42, 'text', true, { nested: 'object' }, ['list']];

type Leaf = ReturnType<typeof leaves>[number];

interface Case {
  field: GraphQLField<unknown, unknown>;
  kind: 'query' | 'mutation';
  variables: Record<string, Json>;
  label: string;
}

/** Every variant of one field's call: its baseline, then each hostile change. */
function casesFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, ids: Ids): Case[] {
  const cases: Case[] = [];
  // A variant that changes nothing (every date of a field without dates is its baseline again) is a
  // request already sent: sent once.
  const sent = new Set<string>();
  const add = (variables: Record<string, Json>, label: string) => {
    const key = JSON.stringify(variables);
    if (sent.has(key)) return;
    sent.add(key);
    cases.push({ field, kind, variables, label });
  };
  const baseline = baselineVariables(field.args, ids, true);
  add(baselineVariables(field.args, ids), 'baseline (required only)');
  add(baseline, 'baseline (every field)');
  const all = field.args.flatMap((arg) =>
    arg.name in baseline ? leaves(arg.type, baseline[arg.name] ?? null, [arg.name]) : [],
  );
  for (const arg of field.args) {
    for (const wrong of WRONG_TYPE)
      add({ ...baseline, [arg.name]: wrong }, `${arg.name} = ${JSON.stringify(wrong)}`);
    if (isNonNullType(arg.type)) add(withLeaf(baseline, [arg.name], undefined), `${arg.name} missing`);
  }
  for (const leaf of all) {
    if (leaf.path.length > 1) add(withLeaf(baseline, leaf.path, undefined), `${leaf.path.join('.')} missing`);
    if (leaf.type === 'ID' || /uuid$/i.test(leaf.name)) {
      for (const id of ['not-a-uuid', newUuid(), ids.victim?.(leaf.name) ?? newUuid()]) {
        add(withLeaf(baseline, leaf.path, id), `${leaf.path.join('.')} = ${id}`);
      }
    }
  }
  // Text leaves, not the ids and tokens that pick a store or a link (those have their own cases).
  const isText = (l: Leaf) => l.type === 'String' && !/(uuid|token)$/i.test(l.name);
  const isNumber = (l: Leaf) => l.type === 'Int' || l.type === 'Float';
  const isDate = (l: Leaf) => l.type === 'Date' || l.type === 'DateTime';
  const setAll = (pick: (l: Leaf) => boolean, value: Json) =>
    all.filter(pick).reduce((vars, l) => withLeaf(vars, l.path, value), baseline);
  for (const value of STRINGS) add(setAll(isText, value), `every text = ${String(value).slice(0, 20)}`);
  for (const leaf of all.filter(isText))
    add(withLeaf(baseline, leaf.path, 'nul\u0000'), `${leaf.path.join('.')} = NUL`);
  for (const value of NUMBERS) add(setAll(isNumber, value), `every number = ${value}`);
  for (const date of ['2024-02-30', '0000-00-00', '99999-01-01', 'yesterday']) {
    add(setAll(isDate, date), `every date = ${date}`);
  }
  return cases;
}

describe.each(testDatabases())('the schema under fuzzing on %s', (kind) => {
  let t: TestServer;
  let ownToken: string;
  let strangerToken: string;
  const victim: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestServer(kind);
    ownToken = await t.signIn();
    const app = await t.firstAppUuid(ownToken);
    const products = await t.gql<{
      products: { edges: { node: { uuid: string; variants: { uuid: string }[] } }[] };
    }>(
      'query($a: String!) { products(appUuid: $a, first: 1) { edges { node { uuid variants { uuid } } } } }',
      { a: app },
      ownToken,
    );
    const orders = await t.gql<{
      orders: { edges: { node: { uuid: string; transactionNumber: string } }[] };
    }>(
      'query($a: String!) { orders(appUuid: $a, first: 1) { edges { node { uuid transactionNumber } } } }',
      { a: app },
      ownToken,
    );
    Object.assign(victim, {
      appUuid: app,
      productUuid: products.data?.products.edges[0]?.node.uuid ?? newUuid(),
      variantUuid: products.data?.products.edges[0]?.node.variants[0]?.uuid ?? newUuid(),
      orderUuid: orders.data?.orders.edges[0]?.node.uuid ?? newUuid(),
    });
    await createUser(t.server.context, {
      email: 'stranger@fuzz.test',
      password: 'Fuzz@12345',
      role: 'client',
    });
    strangerToken = await t.signIn('stranger@fuzz.test', 'Fuzz@12345');
  });
  afterAll(() => t.close());

  const victimId = (name: string) =>
    victim[name] ??
    (/product/i.test(name)
      ? victim.productUuid
      : /variant/i.test(name)
        ? victim.variantUuid
        : /order/i.test(name)
          ? victim.orderUuid
          : victim.appUuid) ??
    newUuid();

  /** Sends each case, and returns what was wrong with each answer (nothing, when all is well). */
  async function run(cases: Case[], token: string | undefined): Promise<string[]> {
    const problems: string[] = [];
    const send = async (c: Case) => {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: documentFor(c.kind, c.field), variables: c.variables }),
      });
      const text = await res.text();
      const where = `${c.kind} ${c.field.name} [${c.label}]`;
      if (res.status >= 500) return problems.push(`${where}: HTTP ${res.status} ${text.slice(0, 300)}`);
      let body: GqlResult;
      try {
        body = JSON.parse(text) as GqlResult;
      } catch {
        return problems.push(`${where}: not JSON (${res.status}) ${text.slice(0, 200)}`);
      }
      if (!body.errors && body.data === undefined) problems.push(`${where}: neither data nor errors`);
      for (const error of body.errors ?? []) {
        const code = error.extensions?.code;
        if (typeof error.message !== 'string' || !error.message || typeof code !== 'string') {
          problems.push(`${where}: malformed error ${JSON.stringify(error).slice(0, 300)}`);
        } else if (code === 'INTERNAL_SERVER_ERROR') {
          problems.push(`${where}: internal error`);
        }
      }
    };
    // A few at a time (each sender takes the next case as soon as its answer is in): fast, yet well
    // within the server's own load limits.
    let next = 0;
    const sender = async () => {
      while (next < cases.length) await send(cases[next++] as Case);
    };
    await Promise.all(Array.from({ length: 4 }, sender));
    return problems;
  }

  const ownIds: Ids = {
    id: (name) => (name === 'appUuid' ? (victim.appUuid ?? '') : newUuid()),
    victim: victimId,
  };
  const strangerIds: Ids = { id: (name) => victimId(name), victim: victimId };

  it.each(['query', 'mutation'] as const)(
    'answers every %s field well-formed, as the store owner',
    async (op) => {
      const cases = operationFields(op).flatMap((f) => casesFor(op, f, ownIds));
      expect(await run(cases, ownToken)).toEqual([]);
    },
  );

  it.each(['query', 'mutation'] as const)(
    'answers every %s field well-formed, to a stranger and to another merchant',
    async (op) => {
      const cases = operationFields(op).flatMap((f) => casesFor(op, f, strangerIds).slice(0, 8));
      expect(await run(cases, undefined)).toEqual([]);
      expect(await run(cases, strangerToken)).toEqual([]);
    },
  );

  it('never lets another merchant read or change a store through its ids', async () => {
    const leaked: string[] = [];
    for (const op of ['query', 'mutation'] as const) {
      for (const field of operationFields(op)) {
        const takesApp =
          field.args.some((a) => /uuid$/i.test(a.name)) || field.args.some((a) => a.name === 'input');
        if (!takesApp) continue;
        const variables = baselineVariables(field.args, strangerIds, true);
        const r = await t.gql(documentFor(op, field), variables, strangerToken);
        const data = r.data?.[field.name];
        if (!r.errors && data !== null && !PUBLIC.has(field.name))
          leaked.push(`${op} ${field.name}: ${JSON.stringify(data).slice(0, 200)}`);
      }
    }
    expect(leaked).toEqual([]);
  });

  it('still answers /healthz and the owner still signs in', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    expect(await t.signIn()).toBeTruthy();
  });
});

/** Fields a stranger may call with a store's ids: the storefront and the public account flows. */
const PUBLIC = new Set([
  'storefront',
  'storeProducts',
  'storeProduct',
  'storeOrder',
  'storeDeliveryQuote',
  'storeDeliveryPlaces',
  'storeCheckout',
  'storeOrderDepositSlip',
  'invitation',
  'whiteLabelContent',
  'psgcProvinces',
  'psgcCities',
  'userSettingUpdate',
  'accountSecurityUpdate',
]);
