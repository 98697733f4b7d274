import { describe, expect, it } from 'vitest';
import { doneSteps, nextStep, resumeUrl, type SetupApp, stepUrl } from './progress';

const app = (over: Partial<SetupApp> = {}): SetupApp => ({
  uuid: 'app-1',
  bundleKey: 'ecommerce-b2c-bundle',
  activePage: null,
  appearance: { customized: false },
  hasDefaultPaymentMethod: false,
  ...over,
});

describe('guided setup progress', () => {
  it('resumes at the first step not done', () => {
    expect(nextStep(app())).toBe('connect-your-facebook');
    expect(nextStep(app({ activePage: { uuid: 'page-1' } }))).toBe('customize-mini-app');
    expect(nextStep(app({ activePage: { uuid: 'page-1' }, appearance: { customized: true } }))).toBe(
      'connect-payment-method',
    );
    // A step done out of order does not hide an earlier one.
    expect(nextStep(app({ hasDefaultPaymentMethod: true }))).toBe('connect-your-facebook');
  });

  it('sends a store that finished every step to its dashboard', () => {
    const done = app({
      activePage: { uuid: 'page-1' },
      appearance: { customized: true },
      hasDefaultPaymentMethod: true,
    });
    expect(nextStep(done)).toBeNull();
    expect(Object.values(doneSteps(done)).every(Boolean)).toBe(true);
    expect(resumeUrl(done, '/apps/ecommerce-b2c/app-1/overview')).toBe('/apps/ecommerce-b2c/app-1/overview');
  });

  it('builds each step’s address from the spec’s routes', () => {
    const connected = app({ activePage: { uuid: 'page-1' } });
    expect(stepUrl('connect-your-facebook', connected)).toBe(
      '/diy/ecommerce-b2c-bundle/apps/app-1/connect-your-facebook',
    );
    expect(stepUrl('customize-mini-app', connected)).toBe(
      '/diy/ecommerce-b2c-bundle/apps/app-1/pages/page-1/customize-mini-app',
    );
    expect(stepUrl('customize-mini-app', app())).toBeNull();
    expect(stepUrl('connect-payment-method', connected)).toBe(
      '/diy/ecommerce-b2c-bundle/apps/app-1/connect-payment-method',
    );
    expect(stepUrl('choose-service-bundle', connected)).toBe('/diy/choose-service-bundle?appUuid=app-1');
    expect(resumeUrl(app(), '/x')).toBe('/diy/ecommerce-b2c-bundle/apps/app-1/connect-your-facebook');
  });
});
