import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTypeRefusal, MUTATION_RULES, STORE_MEMBERS, STORE_OWNERS } from '../src/graphql/access.ts';
import { ACCOUNT_TYPES, type AccountType } from '../src/modules/accounts/accounts.rules.ts';
import { createUser } from '../src/modules/accounts/accounts.service.ts';
import { newUuid } from '../src/platform/ids.ts';
import { startTestServer, type TestServer, testDatabases } from './harness.ts';
import { baselineVariables, documentFor, operationFields } from './schema-walk.ts';

const mutations = operationFields('mutation');

describe('the mutation access table', () => {
  it('has a rule for every mutation of the schema, and none for a mutation that does not exist', () => {
    const names = mutations.map((m) => m.name).sort();
    expect(Object.keys(MUTATION_RULES).sort()).toEqual(names);
  });

  it('opens to strangers only the sign-in, sign-up, recovery, emailed-link and storefront mutations', () => {
    const open = Object.entries(MUTATION_RULES)
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
      ].sort(),
    );
  });

  it('lets every account type that owns stores create one, and no store manager or affiliate manager', () => {
    expect(MUTATION_RULES.appCreate?.who).toEqual(STORE_OWNERS);
    expect(STORE_OWNERS).not.toContain('store_manager');
    expect(STORE_OWNERS).not.toContain('affiliate_manager');
    expect(STORE_OWNERS).toContain('client');
  });
});

type Caller = AccountType | 'anonymous';
/** None of the test's accounts is an operator (OPERATOR_EMAILS is empty; the demo merchant is not among them). */
const allowed = (name: string, caller: Caller): boolean => {
  const who = MUTATION_RULES[name]?.who;
  if (who === 'anyone') return true;
  if (caller === 'anonymous' || who === 'operator') return false;
  return who === 'signed-in' || (who ?? []).includes(caller);
};
const refusal = (name: string, caller: AccountType): string =>
  MUTATION_RULES[name]?.who === 'operator'
    ? 'Only operators can see background jobs'
    : accountTypeRefusal(caller);

describe.each(testDatabases())('every mutation against every account type on %s', (kind) => {
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

  it('refuses the wrong account types before anything runs, and lets the right ones through', async () => {
    const ids = { id: (name: string) => (name === 'appUuid' ? appUuid : newUuid()) };
    const wrong: string[] = [];
    for (const field of mutations) {
      const query = documentFor('mutation', field);
      const variables = baselineVariables(field.args, ids);
      const answers = await Promise.all(
        [...tokens].map(async ([caller, token]) => ({ caller, r: await t.gql(query, variables, token) })),
      );
      for (const { caller, r } of answers) {
        const error = r.errors?.[0];
        const code = error?.extensions?.code;
        const refusedByType =
          caller !== 'anonymous'
            ? code === 'FORBIDDEN' && error?.message === refusal(field.name, caller)
            : code === 'UNAUTHENTICATED';
        if (allowed(field.name, caller) === refusedByType) {
          wrong.push(`${field.name} as ${caller}: ${JSON.stringify(r.errors ?? r.data)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

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
      expect(MUTATION_RULES[name]?.who, name).toEqual(STORE_MEMBERS);
    }
  });
});
