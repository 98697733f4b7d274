import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { createLogger, type Logger } from '../src/platform/logger.ts';

export interface Frame {
  type: string;
  id?: string;
  payload?: unknown;
}

/**
 * A graphql-transport-ws socket spoken frame by frame, so a test can send what a real client would
 * not (a bad document, a duplicate id, garbage) and see exactly what the server answers.
 */
export class RawSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    ws.on('error', () => undefined);
  }

  /** Opens a socket and sends connection_init; resolves once it is open (the ack may or may not follow). */
  static async open(httpUrl: string, token: string | null, init = true): Promise<RawSocket> {
    const ws = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const socket = new RawSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    if (init)
      socket.send({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} });
    return socket;
  }

  /** Opens a socket and waits for connection_ack. */
  static async acked(httpUrl: string, token: string): Promise<RawSocket> {
    const socket = await RawSocket.open(httpUrl, token);
    await socket.frame((f) => f.type === 'connection_ack');
    return socket;
  }

  send(frame: Frame | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  subscribe(id: string, query: string, variables: Record<string, unknown> = {}): void {
    this.send({ type: 'subscribe', id, payload: { query, variables } });
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** The first frame (already received or to come) matching `match`; rejects on close or timeout. */
  async frame(match: (f: Frame) => boolean, timeoutMs = 5_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      if (this.ws.readyState === WebSocket.CLOSED) {
        const { code, reason } = await this.closed;
        throw new Error(`socket closed ${code} ${reason}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame in ${timeoutMs} ms: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Closes the socket and resolves once it is closed. */
  async close(): Promise<void> {
    this.ws.close();
    await this.closed;
  }
}

/** A logger whose JSON lines a test can read. */
export function capturedLog(): { log: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger('warn', sink), lines };
}

/** Polls `read` until it returns `want` (or the time is up), returning the last value read. */
export async function until<T>(read: () => T, want: T, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (value !== want && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = read();
  }
  return value;
}
