import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { schemaChecked } from '../../../../lib/testing/schema';
import { APP_UUID, renderWithApollo } from '../../../apps/testing/render';
import { AppMdrQuery } from '../../graphql/mdr';
import { MdrSettingsSection } from './MdrSettingsSection';

const appMock = (over: Record<string, unknown> = {}) =>
  schemaChecked({
    request: { query: AppMdrQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: APP_UUID,
          bundleKey: 'ecommerce-b2c-bundle',
          myRole: 'admin',
          mdrApplied: false,
          mainStore: false,
          ...over,
        },
      },
    },
  });

describe('MdrSettingsSection', () => {
  it('reopens the MDR dialog while the fee is not confirmed', async () => {
    renderWithApollo(<MdrSettingsSection appUuid={APP_UUID} />, [appMock()]);
    expect(await screen.findByRole('region', { name: 'Payment fee (MDR)' })).toHaveTextContent(
      /Not confirmed yet/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Review payment fee' }));
    expect(screen.getByRole('dialog', { name: 'Payment fee (MDR)' })).toBeInTheDocument();
  });

  it('says the fee is in the prices once applied', async () => {
    renderWithApollo(<MdrSettingsSection appUuid={APP_UUID} />, [appMock({ mdrApplied: true })]);
    expect(await screen.findByText('2.5% MDR is already applied to all product prices')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review payment fee' })).toBeNull();
  });

  it('is absent for a main store', async () => {
    renderWithApollo(<MdrSettingsSection appUuid={APP_UUID} />, [appMock({ mainStore: true })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Payment fee (MDR)' })).toBeNull();
  });
});
