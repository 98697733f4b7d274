import { randomUUID } from 'node:crypto';
import type { EchoEvent, Messenger } from './messenger.port.ts';

/**
 * The embedded default: no Meta app. A page's send is "delivered" to the chatbot test tool's
 * simulated customer, and echoed back shortly after, as Messenger would, so the console shows
 * Sending... and then settles.
 */
export function createLocalMessenger(options: { echoDelayMs?: number } = {}): Messenger & {
  onEcho(handler: (echo: EchoEvent) => Promise<void>): void;
  idle(): Promise<void>;
} {
  let handler: ((echo: EchoEvent) => Promise<void>) | undefined;
  const inflight = new Set<Promise<void>>();
  const delay = options.echoDelayMs ?? 400;
  return {
    kind: 'local',
    onEcho(h) {
      handler = h;
    },
    async idle() {
      await Promise.allSettled([...inflight]);
    },
    async send(request) {
      const mid = `local.${randomUUID()}`;
      const text = request.part.kind === 'text' ? request.part.text : null;
      const echo = new Promise<void>((resolve) => setTimeout(resolve, delay))
        .then(() =>
          handler?.({
            fbPageId: request.fbPageId,
            psid: request.psid,
            mid,
            metadata: request.metadata,
            text,
            timestamp: Date.now(),
          }),
        )
        .catch(() => undefined)
        .finally(() => inflight.delete(echo));
      inflight.add(echo);
      return { mid };
    },
    async profile() {
      return null;
    },
  };
}
