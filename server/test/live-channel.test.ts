import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPIRED_TOKEN,
  SOCKET_LIMIT_CLOSE_CODE,
  tooManySockets,
  tooManySubscriptions,
} from '../src/graphql/ws.ts';
import { ownedStore, startTestServer, type TestServer, testDatabases } from './harness.ts';
import { capturedLog, type Frame, RawSocket } from './ws-protocol.ts';

const APP_CREATED = 'subscription { appCreated { name } }';
const createApp = (t: TestServer, token: string, name: string) =>
  t.gql(`mutation { appCreate(input: { name: "${name}", bundleKey: "b2b-bundle" }) { uuid } }`, {}, token);

const errorOf = (id: string) => (f: Frame) => f.type === 'error' && f.id === id;
const nextOf = (id: string) => (f: Frame) => f.type === 'next' && f.id === id;
const firstError = (f: Frame) => (f.payload as Array<{ message: string; extensions?: { code?: string } }>)[0];

describe.each(testDatabases())('one client cannot hurt the others on %s', (kind) => {
  let t: TestServer;
  let token: string;
  const { log, lines } = capturedLog();
  beforeAll(async () => {
    t = await startTestServer(kind, { log, config: { maxSubscriptionsPerSocket: 5, maxSocketsPerUser: 3 } });
    token = await t.signIn();
  });
  afterAll(() => t.close());

  it('answers a syntax or validation error in one subscribe for that id only; the socket and its other subscriptions go on', async () => {
    const socket = await RawSocket.acked(t.url, token);
    socket.subscribe('live', APP_CREATED);
    socket.subscribe('syntax', 'subscription { appCreated { name }');
    socket.subscribe('unknown', 'subscription { noSuchField }');
    socket.subscribe('variables', 'subscription($a: ID!) { notificationCreate(appUuid: $a) { uuid } }');
    const syntax = firstError(await socket.frame(errorOf('syntax')));
    expect(syntax?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(syntax?.message).toMatch(/^Syntax Error/);
    expect(firstError(await socket.frame(errorOf('unknown')))).toEqual({
      message: 'Cannot query field "noSuchField" on type "Subscription".',
      locations: [{ line: 1, column: 16 }],
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    // A variable missing is an execution error: a `next` carrying it, then `complete` (the protocol's way).
    expect((await socket.frame(nextOf('variables'))).payload).toMatchObject({
      errors: [{ message: 'A is required', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    await socket.frame((f) => f.type === 'complete' && f.id === 'variables');
    expect(socket.open).toBe(true);
    // The first subscription was not touched: it still receives.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await createApp(t, token, 'Still live');
    expect((await socket.frame(nextOf('live'))).payload).toMatchObject({
      data: { appCreated: { name: 'Still live' } },
    });
    expect(socket.open).toBe(true);
    await socket.close();
  });

  it('closes with the protocol codes: 4409 for a duplicate id, 4400 for a bad message, 4401 before init, 4403 without a session', async () => {
    const duplicate = await RawSocket.acked(t.url, token);
    duplicate.subscribe('same', APP_CREATED);
    duplicate.subscribe('same', APP_CREATED);
    expect((await duplicate.closed).code).toBe(4409);

    const garbage = await RawSocket.acked(t.url, token);
    garbage.send('{"type":"subscribe","id":7}');
    expect((await garbage.closed).code).toBe(4400);

    const early = await RawSocket.open(t.url, token, false);
    early.subscribe('early', APP_CREATED);
    expect((await early.closed).code).toBe(4401);

    expect((await (await RawSocket.open(t.url, null)).closed).code).toBe(4403);
    expect((await (await RawSocket.open(t.url, 'not-a-token')).closed).code).toBe(4403);
  });

  it('survives a fuzz of malformed frames: each hostile socket is closed with its code, a bystander keeps receiving', async () => {
    const bystander = await RawSocket.acked(t.url, token);
    bystander.subscribe('live', APP_CREATED);
    const hostile: Array<[string | Buffer | Frame[], number]> = [
      ['{', 4400],
      ['{"type":"bogus"}', 4400],
      ['{"type":"subscribe","id":"x"}', 4400],
      ['{"type":"subscribe","id":"x","payload":{"query":42}}', 4400],
      ['null', 4400],
      [[{ type: 'connection_init' }], 4429],
      ['x'.repeat(1_100_000), 1009],
      [Buffer.from([0xff, 0xfe, 0xfd]), 1007],
    ];
    for (const [frame, code] of hostile) {
      const socket = await RawSocket.acked(t.url, token);
      if (Array.isArray(frame)) for (const f of frame) socket.send(f);
      else if (Buffer.isBuffer(frame)) socket.ws.send(frame, { binary: false });
      else socket.send(frame);
      expect((await socket.closed).code, String(frame).slice(0, 40)).toBe(code);
    }
    // Completing an id nobody subscribed is ignored.
    bystander.send({ type: 'complete', id: 'never' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await createApp(t, token, 'After the fuzz');
    expect((await bystander.frame(nextOf('live'))).payload).toMatchObject({
      data: { appCreated: { name: 'After the fuzz' } },
    });
    expect(bystander.open).toBe(true);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    await bystander.close();
  });

  it('ends the socket with 4403 when its token is revoked before a subscribe, and keeps serving others', async () => {
    const other = await t.signIn();
    const revoked = await t.signIn();
    const bystander = await RawSocket.acked(t.url, other);
    bystander.subscribe('live', APP_CREATED);
    const socket = await RawSocket.acked(t.url, revoked);
    await t.gql(
      'mutation($t: String!) { destroyAuthToken(input: { token: $t }) { generatedTokenLog { uuid } } }',
      { t: revoked },
      revoked,
    );
    if (socket.open) socket.subscribe('after', APP_CREATED);
    const closed = await socket.closed;
    expect(closed.code).toBe(4403);
    if (closed.reason === EXPIRED_TOKEN) expect(socket.frames.some(nextOf('after'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await createApp(t, other, 'Bystander sees it');
    expect((await bystander.frame(nextOf('live'))).payload).toMatchObject({
      data: { appCreated: { name: 'Bystander sees it' } },
    });
    await bystander.close();
  });

  it('refuses a subscription past the per-socket cap with an error naming the limit, counted in the log', async () => {
    const socket = await RawSocket.acked(t.url, token);
    for (const id of ['a', 'b', 'c', 'x', 'y']) socket.subscribe(id, APP_CREATED);
    socket.subscribe('d', APP_CREATED);
    const refused = firstError(await socket.frame(errorOf('d')));
    expect(refused).toMatchObject({
      message: tooManySubscriptions(5),
      extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: 5 },
    });
    expect(tooManySubscriptions(5)).toBe('Too many subscriptions on one connection: at most 5 at once');
    const warn = lines.filter((l) => l.msg === 'subscription refused: too many on one socket');
    expect(warn.at(-1)).toMatchObject({ level: 40, limit: 5 });
    expect(warn.at(-1)?.refusedSubscriptions).toBe(warn.length);
    // Completing one frees its place.
    socket.send({ type: 'complete', id: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.subscribe('e', APP_CREATED);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.frames.some(errorOf('e'))).toBe(false);
    await createApp(t, token, 'Capped');
    for (const id of ['b', 'c', 'x', 'y', 'e']) await socket.frame(nextOf(id));
    expect(socket.frames.some(nextOf('a'))).toBe(false);
    expect(socket.open).toBe(true);
    await socket.close();
  });

  it('closes a socket past the per-user cap with 4429 and a reason naming the limit, counted in the log', async () => {
    const user = await t.signIn();
    const open = [
      await RawSocket.acked(t.url, user),
      await RawSocket.acked(t.url, user),
      await RawSocket.acked(t.url, user),
    ];
    const fourth = await RawSocket.open(t.url, user);
    expect(await fourth.closed).toEqual({ code: SOCKET_LIMIT_CLOSE_CODE, reason: tooManySockets(3) });
    expect(SOCKET_LIMIT_CLOSE_CODE).toBe(4429);
    const warn = lines.filter((l) => l.msg === 'websocket refused: too many sockets for one user');
    expect(warn.at(-1)).toMatchObject({ level: 40, limit: 3, refusedSockets: warn.length });
    // Another user is not affected, and closing one socket lets the user open another.
    const someoneElse = await RawSocket.acked(t.url, await (await ownedStore(t)).signIn());
    expect(someoneElse.open).toBe(true);
    await open[0]?.close();
    const again = await RawSocket.acked(t.url, user);
    expect(again.open).toBe(true);
    for (const s of [again, someoneElse, ...open]) await s.close();
  });
});
