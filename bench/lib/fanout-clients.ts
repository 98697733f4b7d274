/**
 * bench/fanout's client processes: each opens its share of the graphql-ws sockets, all subscribed to
 * notificationCreate with the console's selection, and notes when each socket hears each notification.
 * The bench (bench/fanout.ts) drives them with `ClientProcess`; this file, forked with
 * FANOUT_ROLE=client, is the process.
 */
import { fork } from 'node:child_process';

/** The console's selection (web: NotificationItem). */
const SUBSCRIPTION = `subscription($a: ID!) { notificationCreate(appUuid: $a) {
  uuid category message readAt createdAt limitNotice notificationableType
  notificationable { uuid transactionNumber } pageRecipient { name profilePic } } }`;

const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------------------------------------------
// Client process: opens its share of the sockets, notes when each hears each notification.
// ---------------------------------------------------------------------------------------------------
type ToClient =
  | { type: 'open'; urls: string[]; token: string; appUuid: string; count: number }
  | { type: 'collect'; uuid: string; t0: number; deadline: number }
  | { type: 'close' };
type FromClient =
  | { type: 'opened'; failed: number }
  | { type: 'collected'; uuid: string; latencies: number[]; missing: number };

export async function clientProcess(): Promise<void> {
  const { createClient } = await import('graphql-ws');
  const { default: WebSocket } = await import('ws');
  const heard: Array<Map<string, number>> = [];
  const clients: Array<ReturnType<typeof createClient>> = [];
  const send = (m: FromClient) => process.send?.(m);
  process.on('message', async (m: ToClient) => {
    if (m.type === 'open') {
      let failed = 0;
      const open = (i: number) =>
        new Promise<void>((resolve) => {
          const mine = new Map<string, number>();
          heard.push(mine);
          const client = createClient({
            url: `${(m.urls[i % m.urls.length] ?? '').replace(/^http/, 'ws')}/graphql`,
            webSocketImpl: WebSocket,
            connectionParams: { authorization: `Bearer ${m.token}` },
            retryAttempts: 0,
            lazy: false,
            on: { connected: () => resolve() },
          });
          client.on('closed', () => resolve());
          clients.push(client);
          client.subscribe<{ notificationCreate: { uuid: string } | null }>(
            { query: SUBSCRIPTION, variables: { a: m.appUuid } },
            {
              next: (v) => {
                const uuid = v.data?.notificationCreate?.uuid;
                if (uuid) mine.set(uuid, now());
              },
              error: () => {
                failed += 1;
              },
              complete: () => undefined,
            },
          );
        });
      // A few hundred handshakes at a time: the server authenticates each.
      for (let i = 0; i < m.count; i += 200)
        await Promise.all(Array.from({ length: Math.min(200, m.count - i) }, (_, k) => open(i + k)));
      send({ type: 'opened', failed });
    } else if (m.type === 'collect') {
      while (now() < m.deadline && !heard.every((h) => h.has(m.uuid)))
        await new Promise((resolve) => setTimeout(resolve, 5));
      const latencies = heard.flatMap((h) => {
        const at = h.get(m.uuid);
        return at === undefined ? [] : [at - m.t0];
      });
      send({ type: 'collected', uuid: m.uuid, latencies, missing: heard.length - latencies.length });
    } else if (m.type === 'close') {
      await Promise.all(clients.map((c) => c.dispose()));
      process.exit(0);
    }
  });
}

export class ClientProcess {
  private readonly child = fork(new URL(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, FANOUT_ROLE: 'client' },
  });
  private readonly waiting: Array<(m: FromClient) => void> = [];
  constructor() {
    this.child.on('message', (m: FromClient) => this.waiting.shift()?.(m));
  }
  private ask<T extends FromClient>(m: ToClient): Promise<T> {
    return new Promise((resolve) => {
      this.waiting.push((r) => resolve(r as T));
      this.child.send(m);
    });
  }
  open = (m: Extract<ToClient, { type: 'open' }>) => this.ask<Extract<FromClient, { type: 'opened' }>>(m);
  collect = (m: Extract<ToClient, { type: 'collect' }>) =>
    this.ask<Extract<FromClient, { type: 'collected' }>>(m);
  close = async () => {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'close' } satisfies ToClient);
    await exited;
  };
}

if (process.env.FANOUT_ROLE === 'client') await clientProcess();
