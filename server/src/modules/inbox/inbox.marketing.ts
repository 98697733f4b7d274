/**
 * Marketing messages opt-ins from the `messaging_optins` webhook (Messenger Platform, "messaging_optins
 * Webhook Event Reference", read for Graph API v25.0): `optin.type: notification_messages` with the
 * person's `notification_messages_token`, `token_expiry_timestamp`, `user_token_status`
 * (REFRESHED | NOT_REFRESHED) and, on a stop or a resume, `notification_messages_status`
 * (STOP_NOTIFICATIONS | RESUME_NOTIFICATIONS). The inbox owns the webhook; it announces the change
 * (token sealed) and broadcasts keep the opt-in.
 */
import type { PageRow } from '../apps/index.ts';
import type { InboxEvents } from './inbox.events.ts';
import type { InboxDeps } from './inbox.receive.ts';

export interface MarketingOptIn {
  type?: unknown;
  notification_messages_token?: unknown;
  token_expiry_timestamp?: unknown;
  user_token_status?: unknown;
  notification_messages_status?: unknown;
}

export const isMarketingOptIn = (optin: unknown): optin is MarketingOptIn =>
  typeof optin === 'object' && optin !== null && (optin as MarketingOptIn).type === 'notification_messages';

const TOKEN_MAX = 1000;

/** Meta's expiry: a Unix timestamp (seconds; milliseconds accepted), as a number or a numeric string. */
export function expiryOf(value: unknown): Date | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return null;
  const ms = n < 1e12 ? n * 1000 : n;
  return ms < 8.64e15 ? new Date(ms) : null;
}

const word = (value: unknown) =>
  typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, '_') : '';

/** The status an event leaves the opt-in in: stopped, expired (token not refreshed), or opted in. */
export function optInStatusOf(optin: MarketingOptIn): InboxEvents['inbox.marketingOptInChanged']['status'] {
  if (word(optin.notification_messages_status) === 'STOP_NOTIFICATIONS') return 'stopped';
  if (word(optin.user_token_status) === 'NOT_REFRESHED') return 'expired';
  return 'opted_in';
}

/** Announces the opt-in's change for broadcasts (idempotent downstream: `at` orders retries). */
export async function receiveMarketingOptIn(
  deps: InboxDeps,
  page: PageRow,
  psid: string,
  optin: MarketingOptIn,
  at: Date,
): Promise<void> {
  const token =
    typeof optin.notification_messages_token === 'string' &&
    optin.notification_messages_token.length > 0 &&
    optin.notification_messages_token.length <= TOKEN_MAX
      ? optin.notification_messages_token
      : null;
  const status = optInStatusOf(optin);
  // An opt-in without a token cannot be used: nothing to record unless it stops or ends one.
  if (!token && status === 'opted_in' && word(optin.notification_messages_status) !== 'RESUME_NOTIFICATIONS')
    return;
  await deps.events.publish([
    {
      name: 'inbox.marketingOptInChanged',
      payload: {
        appUuid: page.appUuid,
        pageUuid: page.uuid,
        psid,
        status,
        tokenSealed: token ? deps.sealer.seal(token) : null,
        tokenExpiresAt: expiryOf(optin.token_expiry_timestamp)?.toISOString() ?? null,
        at: at.toISOString(),
      },
    },
  ]);
}
