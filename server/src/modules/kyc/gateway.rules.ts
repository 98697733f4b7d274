/**
 * The payment-gateway reminder (document 3 §4, §9): a temporary e-wallet gateway ends 30 days after its
 * start; the merchant is pushed to verify the store for the payment provider (Xendit), whose card and
 * e-wallet activation takes up to 14 days. Three states by Manila day: the start day, the countdown,
 * and from the day after the end. Pure: days are YYYY-MM-DD.
 */
import { addDays } from '../../platform/manila.ts';

export const GATEWAY_WINDOW_DAYS = 30;
export type GatewayStage = 'start' | 'countdown' | 'ended';

export interface GatewaySchedule {
  start_date: string;
  end_date: string;
  /** Days left until the end (0 on the end day and after). */
  remaining_days: number;
  show_reminder: boolean;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const gatewayEnd = (start: string): string => addDays(start, GATEWAY_WINDOW_DAYS);

/** The stage on `today`, or null before the start (and never once the store is verified). */
export function gatewayStage(start: string, today: string, verified: boolean): GatewayStage | null {
  if (verified || today < start) return null;
  if (today === start) return 'start';
  return today <= gatewayEnd(start) ? 'countdown' : 'ended';
}

/** document 3 §3 App.mayaDeactivationScheduledDates. */
export function gatewaySchedule(start: string, today: string, verified: boolean): GatewaySchedule {
  const end = gatewayEnd(start);
  return {
    start_date: start,
    end_date: end,
    remaining_days: Math.max(0, daysBetween(today, end)),
    show_reminder: gatewayStage(start, today, verified) !== null,
  };
}

/** The button names the provider: enable on the first and last states, activate in between (§4). */
export const gatewayButton = (stage: GatewayStage): string =>
  stage === 'countdown' ? 'Activate Xendit Now' : 'Enable Xendit Now';

/** What the reminder (and its notification) says at each stage. */
export function gatewayMessage(stage: GatewayStage, remainingDays: number): string {
  if (stage === 'start')
    return 'Your temporary e-wallet gateway ends in 30 days. To keep accepting card and e-wallet payments, verify your store for Xendit now: activation takes up to 14 days.';
  if (stage === 'countdown')
    return `${remainingDays} day${remainingDays === 1 ? '' : 's'} left on your temporary e-wallet gateway. Verify your store for Xendit to keep accepting card and e-wallet payments.`;
  return 'Your temporary e-wallet gateway is no longer available. Verify your store for Xendit to accept card and e-wallet payments again.';
}
