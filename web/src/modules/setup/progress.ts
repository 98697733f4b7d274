/**
 * Guided setup (/diy, document 2 §2.2): four steps, where a merchant is, and where each step lives.
 * Progress is read from the store itself (its page, its look, its payment method), so a reload, another
 * device or a week away resumes at the same place and nothing entered is lost.
 */
import { topUrl } from '../../bundles';

export const SETUP_STEPS = [
  { key: 'choose-service-bundle', label: 'Choose service bundle' },
  { key: 'connect-your-facebook', label: 'Connect your Facebook page' },
  { key: 'customize-mini-app', label: 'Customize your in-app store' },
  { key: 'connect-payment-method', label: 'Connect a payment method' },
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number]['key'];

/** What the steps need to know about the store. */
export interface SetupApp {
  uuid: string;
  bundleKey: string;
  activePage: { uuid: string } | null;
  appearance: { customized: boolean };
  hasDefaultPaymentMethod: boolean;
}

/** Which steps are done. */
export function doneSteps(app: SetupApp): Record<SetupStep, boolean> {
  return {
    'choose-service-bundle': true,
    'connect-your-facebook': app.activePage !== null,
    'customize-mini-app': app.appearance.customized,
    'connect-payment-method': app.hasDefaultPaymentMethod,
  };
}

/** The first step not done yet, or null when setup is complete. */
export function nextStep(app: SetupApp): SetupStep | null {
  const done = doneSteps(app);
  return SETUP_STEPS.find((step) => !done[step.key])?.key ?? null;
}

/**
 * The address of a step for this store, or null when it cannot be opened yet (customizing needs the
 * connected page, whose id is in its address).
 */
export function stepUrl(step: SetupStep, app: SetupApp): string | null {
  const base = { serviceBundleUuid: app.bundleKey, appUuid: app.uuid };
  switch (step) {
    case 'choose-service-bundle':
      return topUrl('choose-service-bundle', {}, { appUuid: app.uuid });
    case 'connect-your-facebook':
      return topUrl('connect-your-facebook', base);
    case 'customize-mini-app':
      return app.activePage ? topUrl('customize-mini-app', { ...base, pageUuid: app.activePage.uuid }) : null;
    case 'connect-payment-method':
      return topUrl('connect-payment-method', base);
  }
}

/** Where the step redirecter sends a merchant: the first step not done, or the store once all are. */
export function resumeUrl(app: SetupApp, storeUrl: string): string {
  const step = nextStep(app);
  return (step && stepUrl(step, app)) ?? storeUrl;
}
