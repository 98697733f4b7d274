import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { RawSocket } from '../../test/ws-protocol.ts';
import { createLogger } from '../platform/logger.ts';
import type { Session } from './context.ts';
import { attachGraphQLWs, SESSION_ENDED } from './ws.ts';
import { createGraphQL } from './yoga.ts';

/** Tokens of two users: user A signed in twice (two jtis), user B once. */
const SESSIONS: Record<string, { user: string; jti: string; ttlMs?: number }> = {
  a1: { user: 'user-a', jti: 'jti-a1' },
  a2: { user: 'user-a', jti: 'jti-a2' },
  b1: { user: 'user-b', jti: 'jti-b1' },
  short: { user: 'user-c', jti: 'jti-short', ttlMs: 300 },
};
const started = Date.now();
let shortExpiry: number | undefined;

describe('ending live sessions on this process', () => {
  const log = createLogger('silent');
  const server = http.createServer();
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const live = attachGraphQLWs(wss, {
    yoga: createGraphQL({ production: false, log }),
    log,
    limits: { subscriptionsPerSocket: 5, socketsPerUser: 5 },
    now: () => new Date(),
    authenticate: async (token) => {
      const s = SESSIONS[token];
      // A short token expires 300 ms after it is first shown (not after the file loaded).
      if (s?.ttlMs) shortExpiry ??= Date.now() + s.ttlMs;
      const expiresAt = new Date(s?.ttlMs ? (shortExpiry ?? 0) : started + 3600_000);
      return s && expiresAt.getTime() > Date.now()
        ? ({ user: { uuid: s.user }, jti: s.jti, loginType: 'email', expiresAt } as unknown as Session)
        : null;
    },
    makeContext: () => {
      throw new Error('not used: these sockets subscribe to nothing');
    },
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await live.dispose();
    server.close();
  });

  it('closes the sockets of one revoked token with 4403, then every socket of a user, and no one else', async () => {
    const [a1, a1again, a2, b1] = await Promise.all(
      ['a1', 'a1', 'a2', 'b1'].map((token) => RawSocket.acked(url, token)),
    );
    expect(live.stats().sockets).toBe(4);
    expect(live.endSessions({ jti: 'jti-a1' })).toBe(2);
    expect(await a1?.closed).toEqual({ code: 4403, reason: SESSION_ENDED });
    expect(await a1again?.closed).toEqual({ code: 4403, reason: SESSION_ENDED });
    expect([a2?.open, b1?.open]).toEqual([true, true]);
    expect(live.endSessions({ userUuid: 'user-a' })).toBe(1);
    expect((await a2?.closed)?.code).toBe(4403);
    expect(b1?.open).toBe(true);
    await b1?.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.stats().sockets).toBe(0);
  });

  it('closes a socket with 4403 when its token expires, whatever it is doing', async () => {
    const socket = await RawSocket.acked(url, 'short');
    expect(await socket?.closed).toEqual({ code: 4403, reason: 'Expired access token' });
  });
});

describe('a server going away for a restart', () => {
  it('closes every live socket with 1012 so its clients reconnect elsewhere', async () => {
    const log = createLogger('silent');
    const server = http.createServer();
    const wss = new WebSocketServer({ server, path: '/graphql' });
    const live = attachGraphQLWs(wss, {
      yoga: createGraphQL({ production: false, log }),
      log,
      limits: { subscriptionsPerSocket: 5, socketsPerUser: 5 },
      now: () => new Date(),
      authenticate: async () =>
        ({
          user: { uuid: 'u' },
          jti: 'j',
          loginType: 'email',
          expiresAt: new Date(Date.now() + 60_000),
        }) as unknown as Session,
      makeContext: () => {
        throw new Error('not used');
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const socket = await RawSocket.acked(url, 'any');
    await live.dispose();
    expect(await socket?.closed).toEqual({ code: 1012, reason: 'Service restart' });
    server.close();
  });
});
