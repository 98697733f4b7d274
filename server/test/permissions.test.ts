import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTypeRefusal,
  EDITORS,
  MANAGERS,
  MUTATIONS,
  QUERIES,
  type Rule,
  STORE_MEMBERS,
  STORE_OWNERS,
  UPLOADS,
} from '../src/graphql/permissions.ts';
import { ACCOUNT_TYPES, type AccountType } from '../src/modules/accounts/accounts.rules.ts';
import { createUser } from '../src/modules/accounts/accounts.service.ts';
import { newUuid } from '../src/platform/ids.ts';
import { startTestServer, type TestServer, testDatabases } from './harness.ts';
import { baselineVariables, documentFor, operationFields } from './schema-walk.ts';

const OPERATIONS = { query: QUERIES, mutation: MUTATIONS } as const;

describe('the permission table', () => {
  it.each(['query', 'mutation'] as const)(
    'has a rule for every %s of the schema, and for none that does not exist',
    (op) => {
      const names = operationFields(op)
        .map((m) => m.name)
        .sort();
      expect(Object.keys(OPERATIONS[op]).sort()).toEqual(names);
    },
  );

  it('names the store roles of every store-scoped change: managers for settings and team, editors for the catalog', () => {
    expect(MUTATIONS.memberInvite?.roles).toEqual(MANAGERS);
    expect(MUTATIONS.cartSettingUpdate?.roles).toEqual(MANAGERS);
    expect(MUTATIONS.productCreate?.roles).toEqual(EDITORS);
    expect(UPLOADS.photoUpload?.roles).toEqual(EDITORS);
    expect(MUTATIONS.orderStatusUpdate?.roles).toBeUndefined();
  });

  it('opens to strangers only the sign-in, sign-up, recovery, emailed-link and storefront mutations', () => {
    const open = Object.entries(MUTATIONS)
      .filter(([, rule]) => rule.who === 'anyone')
      .map(([name]) => name)
      .sort();
    expect(open).toEqual(
      [
        'accountUnlock',
        'destroyAuthToken',
        'emailConfirm',
        'emailRecipientConfirm',
        'invitationAccept',
        'passwordReset',
        'passwordResetRequest',
        'signIn',
        'signUp',
        'storeCheckout',
        'storeOrderDepositSlip',
        'storeOrderPaymentRetry',
        'storefrontTrack',
      ].sort(),
    );
  });

  it('lets every account type that owns stores create one, and no store manager or affiliate manager', () => {
    expect(MUTATIONS.appCreate?.who).toEqual(STORE_OWNERS);
    expect(STORE_OWNERS).not.toContain('store_manager');
    expect(STORE_OWNERS).not.toContain('affiliate_manager');
    expect(STORE_OWNERS).toContain('client');
  });
});

type Caller = AccountType | 'anonymous';
/** None of the test's accounts is an operator (OPERATOR_EMAILS is empty; the demo merchant is not among them). */
const allowed = (rule: Rule | undefined, caller: Caller): boolean => {
  const who = rule?.who;
  if (who === 'anyone') return true;
  if (caller === 'anonymous' || who === 'operator') return false;
  return who === 'signed-in' || (who ?? []).includes(caller);
};
const refusal = (rule: Rule | undefined, caller: AccountType): string =>
  rule?.who === 'operator' ? 'Only operators can see background jobs' : accountTypeRefusal(caller);

describe.each(testDatabases())('every operation against every account type on %s', (kind) => {
  let t: TestServer;
  const tokens = new Map<Caller, string | undefined>();
  let appUuid: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    appUuid = await t.firstAppUuid(await t.signIn());
    tokens.set('anonymous', undefined);
    for (const role of ACCOUNT_TYPES) {
      const email = `${role.replace('_', '-')}@types.test`;
      await createUser(t.server.context, { email, password: 'Types@1234', role });
      tokens.set(role, await t.signIn(email, 'Types@1234', role));
    }
  });
  afterAll(() => t.close());

  it.each(['query', 'mutation'] as const)(
    'refuses the wrong account types every %s before it runs, and lets the right ones through',
    async (op) => {
      const ids = { id: (name: string) => (name === 'appUuid' ? appUuid : newUuid()) };
      const wrong: string[] = [];
      for (const field of operationFields(op)) {
        const rule = OPERATIONS[op][field.name];
        const query = documentFor(op, field);
        const variables = baselineVariables(field.args, ids);
        const answers = await Promise.all(
          [...tokens].map(async ([caller, token]) => ({ caller, r: await t.gql(query, variables, token) })),
        );
        for (const { caller, r } of answers) {
          const error = r.errors?.[0];
          const code = error?.extensions?.code;
          const refusedByType =
            caller !== 'anonymous'
              ? code === 'FORBIDDEN' && error?.message === refusal(rule, caller)
              : code === 'UNAUTHENTICATED';
          if (allowed(rule, caller) === refusedByType) {
            wrong.push(`${field.name} as ${caller}: ${JSON.stringify(r.errors ?? r.data)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('refuses appCreate to a store manager, writing nothing, and allows it to a merchant', async () => {
    const create = (token: string | undefined) =>
      t.gql<{ appCreate: { uuid: string } }>(
        'mutation($input: AppCreateInput!) { appCreate(input: $input) { uuid } }',
        { input: { name: 'Manager Store', bundleKey: 'ecommerce-b2c-bundle' } },
        token,
      );
    const manager = tokens.get('store_manager');
    const refused = await create(manager);
    expect(refused.errors?.[0]).toMatchObject({
      message: "Store manager accounts can't do this. Sign in with an account that can.",
      extensions: { code: 'FORBIDDEN' },
    });
    const list = await t.gql<{ apps: { edges: unknown[] } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      manager,
    );
    expect(list.data?.apps.edges).toEqual([]);
    expect((await create(tokens.get('client'))).data?.appCreate.uuid).toBeTruthy();
  });

  it('keeps store mutations to the account types that work in stores', () => {
    for (const name of ['productCreate', 'orderStatusUpdate', 'inboxMessageSend', 'memberInvite']) {
      expect(MUTATIONS[name]?.who, name).toEqual(STORE_MEMBERS);
    }
  });
});
