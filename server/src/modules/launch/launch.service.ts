/**
 * Launching a store (document 3 §4): it needs an active page, a default payment method and the terms
 * agreed; then the store status machine moves it to active_store and launchedAt is set. Launching a
 * launched store changes nothing (idempotent).
 */
import type { Context } from '../../graphql/context.ts';
import { badInput, conflict } from '../../platform/errors.ts';
import { type AppRow, activePageOf, appOrThrow, markLaunched } from '../apps/index.ts';
import { hasDefaultPaymentMethod } from '../billing/index.ts';
import { launchRefusal, pageUrlProblem, USER_AGENT_MAX } from './launch.rules.ts';

export interface LaunchInput {
  appUuid: string;
  termsAgreed?: boolean | null;
  /** A mini-app's launch: the page it ran on and the browser (document 3 §4). */
  pageUrl?: string | null;
  userAgent?: string | null;
}

export async function launchApp(ctx: Context, input: LaunchInput): Promise<AppRow> {
  const app = await appOrThrow(ctx, input.appUuid);
  const urlProblem = pageUrlProblem(input.pageUrl);
  if (urlProblem) throw badInput({ pageUrl: urlProblem });
  if ((input.userAgent ?? '').length > USER_AGENT_MAX)
    throw badInput({ userAgent: `User Agent should not exceed ${USER_AGENT_MAX} characters` });
  // Launching twice changes nothing: the second call answers the launched store.
  if (app.launchedAt) return app;
  const refusal = launchRefusal({
    hasActivePage: (await activePageOf(ctx.db, app.uuid)) !== null,
    hasDefaultPaymentMethod: await hasDefaultPaymentMethod(ctx.db, app.uuid),
    termsAgreed: input.termsAgreed === true,
  });
  if (refusal) throw conflict(refusal);
  const { app: launched, launched: now } = await markLaunched(ctx, app.uuid);
  if (now)
    ctx.log.info(
      { appUuid: app.uuid, pageUrl: input.pageUrl ?? null, userAgent: input.userAgent ?? null },
      'store launched',
    );
  return launched;
}
