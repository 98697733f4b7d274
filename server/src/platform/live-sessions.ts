import type { Logger } from './logger.ts';
import type { PubSub } from './pubsub.ts';

/**
 * Revoking access ends live access (issue 24): a signed-out token, a password reset, a member removed
 * from a store. The signal reaches every process (over Redis when several run); each closes the live
 * sockets it holds for that token or user (graphql/ws.ts). A lost signal is caught by the sockets'
 * own periodic re-check of their session.
 */
export type SessionEnd = { jti: string } | { userUuid: string };

export const SESSIONS_CHANNEL = 'sessions';

export async function announceSessionEnd(
  deps: { pubsub: PubSub; log: Logger },
  end: SessionEnd,
): Promise<void> {
  try {
    await deps.pubsub.signal(SESSIONS_CHANNEL, JSON.stringify(end));
  } catch (err) {
    deps.log.warn({ err }, 'session end not announced; live sockets will notice on their next check');
  }
}

export function parseSessionEnd(message: string): SessionEnd | null {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    if (typeof value.jti === 'string') return { jti: value.jti };
    if (typeof value.userUuid === 'string') return { userUuid: value.userUuid };
  } catch {
    /* not ours */
  }
  return null;
}
