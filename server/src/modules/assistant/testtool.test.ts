import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { evaluationRuns } from './assistant.tables.ts';

const DUMMY =
  'query($a: ID!) { dummyRecipient(appUuid: $a, dummyType: test_tool) { uuid baseUuid psid dummy name page { fbPageId } } }';
const SEND_TEST = `mutation($i: ChatbotTestMessageSendInput!) { chatbotTestMessageSend(input: $i) { uuid message sender } }`;
const CONVERSATION = `query($r: ID!) { fetchMessengerMessages(pageRecipientUuid: $r, first: 20) { edges { node {
  uuid message sender pending generatedResponse { uuid completion } } } } }`;

type Node = {
  uuid: string;
  message: string;
  sender: string;
  pending: boolean;
  generatedResponse: { uuid: string; completion: string } | null;
};

describe.each(testDatabases())('chatbot test tool and evaluation on %s (local Messenger)', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
    await t.server.context.jobs.idle();
  });
  afterAll(() => t.close());

  const dummy = async () =>
    (
      await t.gql<{ dummyRecipient: { uuid: string; dummy: boolean; name: string } }>(
        DUMMY,
        { a: appUuid },
        token,
      )
    ).data?.dummyRecipient;
  const conversation = async (r: string) =>
    (
      await t.gql<{ fetchMessengerMessages: { edges: { node: Node }[] } }>(CONVERSATION, { r }, token)
    ).data?.fetchMessengerMessages.edges.map((e) => e.node) ?? [];

  it('gives the same simulated customer every time', async () => {
    const a = await dummy();
    const b = await dummy();
    expect(a).toMatchObject({ dummy: true, name: 'Test Customer' });
    expect(b?.uuid).toBe(a?.uuid);
  });

  it('a test message shows up in the inbox with a suggestion; approving it is delivered to the simulated customer', async () => {
    const r = await dummy();
    const sent = await t.gql<{ chatbotTestMessageSend: Node }>(
      SEND_TEST,
      {
        i: {
          appUuid,
          pageRecipientUuid: r?.uuid,
          platformOrigin: 'messenger',
          message: 'Nasaan na po order ko?',
          orderStatus: 'for_delivery',
          paymentStatus: 'pay_success',
        },
      },
      token,
    );
    expect(sent.data?.chatbotTestMessageSend).toMatchObject({
      message: 'Nasaan na po order ko?',
      sender: 'customer',
    });
    await t.server.context.jobs.idle();
    const [latest] = await conversation(r?.uuid ?? '');
    expect(latest?.generatedResponse?.completion).toMatch(/on its way|papunta|for delivery|delivery/i);
    const inbox = await t.gql<{ pageRecipients: { edges: { node: { uuid: string } }[] } }>(
      'query($a: ID!) { pageRecipients(appUuid: $a, first: 1) { edges { node { uuid } } } }',
      { a: appUuid },
      token,
    );
    expect(inbox.data?.pageRecipients.edges[0]?.node.uuid).toBe(r?.uuid);

    const approved = await t.gql<{ updateGeneratedResponse: { inboxMessage: { uuid: string } } }>(
      'mutation($i: UpdateGeneratedResponseInput!) { updateGeneratedResponse(input: $i) { inboxMessage { uuid } } }',
      { i: { promptUuid: latest?.generatedResponse?.uuid, action: 'accept' } },
      token,
    );
    const replyUuid = approved.data?.updateGeneratedResponse.inboxMessage.uuid;
    expect((await conversation(r?.uuid ?? '')).find((m) => m.uuid === replyUuid)?.pending).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700)); // the local adapter echoes after 400 ms
    expect((await conversation(r?.uuid ?? '')).find((m) => m.uuid === replyUuid)?.pending).toBe(false);
  });

  it('refuses a blank test message and changes nothing', async () => {
    const r = await dummy();
    const before = (await conversation(r?.uuid ?? '')).length;
    const res = await t.gql(
      SEND_TEST,
      { i: { appUuid, pageRecipientUuid: r?.uuid, platformOrigin: 'messenger', message: '   ' } },
      token,
    );
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ message: 'Message is required' });
    expect((await conversation(r?.uuid ?? '')).length).toBe(before);
  });

  it('resets the conversation', async () => {
    const r = await dummy();
    const res = await t.gql<{ dummyRecipientReset: { success: boolean } }>(
      'mutation($i: DummyRecipientResetInput!) { dummyRecipientReset(input: $i) { success } }',
      { i: { appUuid, dummyType: 'test_tool' } },
      token,
    );
    expect(res.data?.dummyRecipientReset.success).toBe(true);
    expect(await conversation(r?.uuid ?? '')).toEqual([]);
  });

  it('seeds a starter dataset that the built-in assistant passes', async () => {
    const run = await evaluate<{ total: number; passed: number }>('merchant', 'total passed');
    expect(run.total).toBe(11);
    expect(run.passed).toBe(11);
    const cases = await t.gql<{ evaluationCases: { edges: { node: { uuid: string } }[] } }>(
      'query($a: ID!) { evaluationCases(appUuid: $a, first: 100) { edges { node { uuid } } } }',
      { a: appUuid },
      token,
    );
    for (const edge of cases.data?.evaluationCases.edges ?? [])
      await t.gql(
        'mutation($i: EvaluationCaseDeleteInput!) { evaluationCaseDelete(input: $i) { uuid } }',
        { i: { uuid: edge.node.uuid } },
        token,
      );
    await t.server.context.db.delete(evaluationRuns);
  });

  it('scores the assistant over a dataset and keeps the history with accuracy per intent', async () => {
    const create = (message: string, expectedIntent: string, expectedProducts: string[] = []) =>
      t.gql<{ evaluationCaseCreate: { uuid: string } }>(
        'mutation($i: EvaluationCaseCreateInput!) { evaluationCaseCreate(input: $i) { uuid message expectedIntent expectedProducts } }',
        { i: { appUuid, message, expectedIntent, expectedProducts } },
        token,
      );
    expect((await create('  ', 'greeting')).errors?.[0]?.extensions?.fields).toEqual({
      message: 'Message is required',
    });
    await create('Hello po!', 'greeting');
    await create('Magkano ang ube halaya?', 'product_inquiry', ['Ube Halaya Jar']);
    const wrong = await create('Thank you so much!', 'complaint');
    const run = await evaluate<{
      total: number;
      passed: number;
      intents: { intent: string; total: number; passed: number }[];
    }>(
      'merchant',
      'total passed accuracy intents { intent total passed accuracy } results { message passed actualIntent }',
    );
    expect(run.total).toBe(3);
    expect(run.passed).toBe(2); // the mislabelled "thank you" case fails
    expect(run.intents.find((i) => i.intent === 'complaint')).toMatchObject({
      total: 1,
      passed: 0,
    });
    const history = await t.gql<{ evaluationRuns: { edges: { node: { total: number } }[] } }>(
      'query($a: ID!) { evaluationRuns(appUuid: $a) { edges { node { total passed } } } }',
      { a: appUuid },
      token,
    );
    expect(history.data?.evaluationRuns.edges).toHaveLength(1);
    const removed = await t.gql<{ evaluationCaseDelete: { uuid: string } }>(
      'mutation($i: EvaluationCaseDeleteInput!) { evaluationCaseDelete(input: $i) { uuid } }',
      { i: { uuid: wrong.data?.evaluationCaseCreate.uuid } },
      token,
    );
    expect(removed.data?.evaluationCaseDelete.uuid).toBe(wrong.data?.evaluationCaseCreate.uuid);
  });

  it('runs the built-in set of 222 messages and reports each language group against the bar', async () => {
    const set = await t.gql<{ evaluationBuiltinCases: { language: string; facts: string[] }[] }>(
      '{ evaluationBuiltinCases { id language message mood intent topic facts } }',
      {},
      token,
    );
    const cases = set.data?.evaluationBuiltinCases ?? [];
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.filter((c) => c.language === 'tl').length).toBe(cases.length / 3);
    const run = await evaluate<{
      dataset: string;
      total: number;
      groups: {
        language: string;
        moodAccuracy: number;
        negativeRecall: number;
        priceOrderFactCorrectness: number;
        unsupportedShare: number;
      }[];
      results: { language: string; expectedMood: string; actualMood: string; missingFacts: string[] }[];
    }>(
      'builtin',
      'dataset total groups { language cases moodAccuracy negativeRecall intentAccuracy factCorrectness priceOrderFactCorrectness unsupportedShare } results { caseUuid language expectedMood actualMood missingFacts unsupported passed }',
    );
    expect(run.dataset).toBe('builtin');
    expect(run.total).toBe(cases.length);
    expect(run.groups.map((g) => g.language)).toEqual(['en', 'tl', 'taglish', 'all']);
    for (const g of run.groups) {
      expect(g.moodAccuracy).toBeGreaterThanOrEqual(0.95);
      expect(g.negativeRecall).toBeGreaterThanOrEqual(0.9);
      expect(g.priceOrderFactCorrectness).toBe(1);
      expect(g.unsupportedShare).toBe(0);
    }
    expect(run.results[0]).toMatchObject({ language: 'en', expectedMood: expect.any(String) });
  });

  it('refuses a run of an empty dataset in plain words, and only for a manager of the store', async () => {
    const empty = await t.gql(
      'mutation($i: EvaluationRunInput!) { evaluationRun(input: $i) { uuid } }',
      { i: { appUuid: '00000000-0000-4000-8000-000000000000' } },
      token,
    );
    expect(empty.errors?.[0]?.message).toMatch(/not found|permission/i);
  });

  /** Starts a run, sees it running, lets the job finish, and reads the finished run. */
  async function evaluate<T>(dataset: 'merchant' | 'builtin', fields: string): Promise<T> {
    const started = await t.gql<{ evaluationRun: { uuid: string; status: string; done: number } }>(
      'mutation($i: EvaluationRunInput!) { evaluationRun(input: $i) { uuid status done } }',
      { i: { appUuid, dataset } },
      token,
    );
    expect(started.errors).toBeUndefined();
    expect(started.data?.evaluationRun).toMatchObject({ status: 'running', done: 0 });
    await t.server.context.jobs.idle();
    const done = await t.gql<{ evaluationRun: T & { status: string; done: number; total: number } }>(
      `query($u: ID!) { evaluationRun(uuid: $u) { status done total ${fields} } }`,
      { u: started.data?.evaluationRun.uuid },
      token,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.evaluationRun.status).toBe('done');
    expect(done.data?.evaluationRun.done).toBe(done.data?.evaluationRun.total);
    return done.data?.evaluationRun as T;
  }
});
