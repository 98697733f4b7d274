import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaChecked } from '../../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../../apps/testing/render';
import { LaunchAppMutation } from '../../graphql/launch';
import { LAUNCH_TOOLTIP } from '../../launch';
import { LaunchDialogContainer } from './LaunchDialogContainer';

const variables = () => ({
  input: {
    appUuid: APP_UUID,
    termsAgreed: true,
    pageUrl: window.location.href,
    userAgent: navigator.userAgent.slice(0, 500),
  },
});

const launched = {
  __typename: 'App' as const,
  uuid: APP_UUID,
  status: 'Active',
  storeStatus: 'active_store',
  storeStatusLabel: 'Active',
  launchedAt: '2026-11-21T04:00:00.000Z',
  maintenance: false,
  deactivated: false,
};

function renderDialog(
  hasDefaultPaymentMethod: boolean,
  mocks = [] as Parameters<typeof renderScreen>[1]['mocks'],
) {
  return renderScreen(
    <LaunchDialogContainer
      open
      onClose={() => undefined}
      bundleKey="ecommerce-b2c"
      appUUID={APP_UUID}
      storeName="Sari-Sari ni Nena"
      pageName="Nena"
      hasDefaultPaymentMethod={hasDefaultPaymentMethod}
    />,
    { mocks, path: `${APP_BASE}/overview`, pattern: '/apps/:key/:appUUID/*' },
  );
}

describe('LaunchDialog', () => {
  it('keeps Launch disabled with the spec tooltip while no default payment method exists, even with the terms agreed', async () => {
    const user = userEvent.setup();
    renderDialog(false);
    const dialog = screen.getByRole('dialog', { name: 'Launch Sari-Sari ni Nena' });
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    const launch = within(dialog).getByRole('button', { name: 'Launch' });
    expect(launch).toHaveAttribute('aria-disabled', 'true');
    // The soft-disabled button ignores the pointer; the tooltip opens from its wrapper, and on focus.
    await user.hover(launch.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LAUNCH_TOOLTIP);
    expect(LAUNCH_TOOLTIP).toBe('Please connect a payment method before launching yourstore.');
    // Still focusable from the keyboard, and pressing it does nothing (no mutation is mocked: none runs).
    launch.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${APP_BASE}/overview`);
  });

  it('needs the terms agreed, then launches and goes to mini-app-launched-success with a success message', async () => {
    const user = userEvent.setup();
    renderDialog(true, [
      schemaChecked({
        request: { query: LaunchAppMutation, variables: variables() },
        result: { data: { launchApp: launched } },
      }),
    ]);
    const launch = screen.getByRole('button', { name: 'Launch' });
    expect(launch).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(launch).not.toHaveAttribute('aria-disabled');
    await user.click(launch);
    expect(await screen.findByText('Sari-Sari ni Nena is live!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Current path')).toHaveTextContent(
        `${APP_BASE}/mini-app-launched-success`,
      ),
    );
  });

  it("shows the server's message when the launch fails and stays open", async () => {
    const user = userEvent.setup();
    renderDialog(true, [
      schemaChecked({
        request: { query: LaunchAppMutation, variables: variables() },
        result: { errors: [new GraphQLError('Please connect a Facebook page before launching your store')] },
      }),
    ]);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Launch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please connect a Facebook page before launching your store',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${APP_BASE}/overview`);
  });
});
