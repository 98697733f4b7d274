import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { schemaChecked } from '../../../../lib/testing/schema';
import { APP_UUID, renderWithApollo } from '../../../apps/testing/render';
import { AppMdrQuery } from '../../graphql/mdr';
import { isMdrDeferred } from '../../mdr';
import { MdrPrompt } from './MdrPrompt';

const appMock = (over: Record<string, unknown> = {}) =>
  schemaChecked({
    request: { query: AppMdrQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: APP_UUID,
          bundleKey: 'ecommerce-b2c-bundle',
          myRole: 'owner',
          mdrApplied: false,
          mainStore: false,
          ...over,
        },
      },
    },
  });

describe('MdrPrompt', () => {
  beforeEach(() => localStorage.clear());

  it('asks an owner in a banner that opens the MDR dialog', async () => {
    renderWithApollo(<MdrPrompt appUuid={APP_UUID} />, [appMock()]);
    const banner = await screen.findByRole('region', { name: 'Payment fee (MDR)' });
    expect(banner).toHaveTextContent(
      'Is the 2.5% payment fee (MDR) already included in all your product prices?',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('dialog', { name: 'Payment fee (MDR)' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('region', { name: 'Payment fee (MDR)' })).toBeInTheDocument();
  });

  it('Later hides it for this store in this browser', async () => {
    renderWithApollo(<MdrPrompt appUuid={APP_UUID} />, [appMock()]);
    await screen.findByRole('region', { name: 'Payment fee (MDR)' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'Payment fee (MDR)' })).toBeNull();
    expect(isMdrDeferred(APP_UUID)).toBe(true);
  });

  it.each([
    ['MDR already applied', { mdrApplied: true }],
    ['a main store', { mainStore: true }],
    ['an insurance bundle', { bundleKey: 'insurance-bundle' }],
    ['an inquiry bundle', { bundleKey: 'inquiry-bundle' }],
    ['an affiliate bundle', { bundleKey: 'affiliate-bundle' }],
    ['a store manager', { myRole: 'store_manager' }],
  ])('stays closed for %s', async (_what, over) => {
    renderWithApollo(<MdrPrompt appUuid={APP_UUID} />, [appMock(over)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Payment fee (MDR)' })).toBeNull();
  });
});
