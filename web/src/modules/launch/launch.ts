/** Document 3 §8, verbatim: why Launch is disabled without a default payment method. */
export const LAUNCH_TOOLTIP = 'Please connect a payment method before launching yourstore.';

/** Document 3 §4: the dialog appears when the app has an active page and has not launched. */
export function showsLaunchDialog(
  app: { activePage: unknown; launchedAt: unknown } | null | undefined,
): boolean {
  return Boolean(app?.activePage) && !app?.launchedAt;
}

/** Launch is pressable only with the terms agreed, a default payment method, and no request running. */
export function canLaunch(state: {
  termsAgreed: boolean;
  hasDefaultPaymentMethod: boolean;
  busy: boolean;
}): boolean {
  return state.termsAgreed && state.hasDefaultPaymentMethod && !state.busy;
}
