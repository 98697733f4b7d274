import { type ApolloLink, gql } from '@apollo/client';
import type { Client, Sink } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';
import { jitteredWait, ResumableWsLink, ResumePoint } from './resumableLink';

/** A graphql-ws client double that records the payload it was given (the same object it resends). */
function fakeClient() {
  const calls: Array<{ payload: { variables: Record<string, unknown> }; sink: Sink }> = [];
  const client = {
    subscribe: (payload: { variables: Record<string, unknown> }, sink: Sink) => {
      calls.push({ payload, sink });
      return () => undefined;
    },
  } as unknown as Client;
  return { client, calls };
}

const LIVE = gql`
  subscription Live($appUuid: ID!, $after: String) {
    notificationCreate(appUuid: $appUuid, after: $after) {
      uuid
    }
  }
`;

function run(link: ApolloLink, query = LIVE) {
  const seen: unknown[] = [];
  const operation = { query, variables: { appUuid: 'a1' }, operationName: 'Live', extensions: {} };
  link.request(operation as never, () => null as never).subscribe({ next: (r) => seen.push(r) });
  return seen;
}

describe('ResumableWsLink', () => {
  it('keeps the resume point in the payload graphql-ws resends on reconnect, a little back', () => {
    const { client, calls } = fakeClient();
    const seen = run(new ResumableWsLink(client, () => undefined));
    const { payload, sink } = calls[0] ?? { payload: { variables: {} }, sink: null as never };
    expect(payload.variables).toEqual({ appUuid: 'a1' });
    sink.next({ data: { notificationCreate: { uuid: 'n1' } }, extensions: { cursor: '41' } });
    sink.next({ data: { notificationCreate: { uuid: 'n2' } }, extensions: { cursor: '42' } });
    // Both are recent: a resume asks again for what came after the first of them.
    expect(payload.variables).toEqual({ appUuid: 'a1', after: '41' });
    expect(seen).toHaveLength(2);
  });

  it('drops what comes again after a resume, so an event a dying server never announced still arrives once', () => {
    const { client, calls } = fakeClient();
    const seen = run(new ResumableWsLink(client, () => undefined));
    const { payload, sink } = calls[0] ?? { payload: { variables: {} }, sink: null as never };
    for (const cursor of ['45', '46', '50'])
      sink.next({ data: { notificationCreate: { uuid: `n${cursor}` } }, extensions: { cursor } });
    expect(payload.variables.after).toBe('45');
    // After the resume the server sends 46, 48 (never announced before) and 50 again.
    for (const cursor of ['46', '48', '50'])
      sink.next({ data: { notificationCreate: { uuid: `n${cursor}` } }, extensions: { cursor } });
    expect(seen.map((r) => (r as { extensions: { cursor: string } }).extensions.cursor)).toEqual([
      '45',
      '46',
      '50',
      '48',
    ]);
  });

  it('swallows a gap marker and asks the console to refetch', () => {
    const { client, calls } = fakeClient();
    const onGap = vi.fn();
    const seen = run(new ResumableWsLink(client, onGap));
    calls[0]?.sink.next({ data: null, extensions: { cursor: '90', gap: true } });
    expect(onGap).toHaveBeenCalledOnce();
    expect(seen).toEqual([]);
    expect(calls[0]?.payload.variables.after).toBe('90');
  });

  it('leaves operations without an $after variable as they are', () => {
    const { client, calls } = fakeClient();
    const plain = gql`
      subscription P($uuid: ID!) {
        productImportProgress(uuid: $uuid) {
          processed
        }
      }
    `;
    run(new ResumableWsLink(client, () => undefined), plain);
    calls[0]?.sink.next({ data: { productImportProgress: { processed: 1 } }, extensions: { cursor: '5' } });
    expect(calls[0]?.payload.variables).toEqual({ appUuid: 'a1' });
  });
});

describe('jitteredWait', () => {
  it('waits between half and all of an exponential ceiling, capped at 30 s', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void jitteredWait(3, () => 0).then(done); // ceiling 8 s, at least 4 s
    await vi.advanceTimersByTimeAsync(3999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    const late = vi.fn();
    void jitteredWait(20, () => 1).then(late);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(late).toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('ResumePoint', () => {
  it('resumes after the lowest cursor of the last 15 s, else after the highest', () => {
    let now = 0;
    const point = new ResumePoint(() => now);
    expect(point.after()).toBeNull();
    point.take('10');
    now = 5_000;
    point.take('12');
    expect(point.after()).toBe('10');
    now = 16_000;
    expect(point.after()).toBe('12');
    now = 40_000;
    expect(point.after()).toBe('12');
    expect(point.take('12')).toBe(false);
  });
});
