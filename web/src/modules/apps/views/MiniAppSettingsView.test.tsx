import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appSetupMock, catalogueMock, categoryDescriptionMock, unverifiedMocks } from '../testing/mocks';
import { APP_BASE, renderScreen } from '../testing/render';
import MiniAppSettingsView from './MiniAppSettingsView';

const PATH = `${APP_BASE}/settings/mini-app-settings`;
const PATTERN = '/apps/:key/:appUUID/settings/mini-app-settings';
const APP = {
  supportEmailList: 'help@nena.ph,orders@nena.ph',
  supportContactNumber: '9171234567',
  businessDescription: 'Home-cooked Filipino food.',
  categoryTree: [
    { primaryCategory: 'Caterers', selected: true, secondaryCategories: ['Filipino', 'Japanese'] },
    { primaryCategory: 'Audio', selected: false, secondaryCategories: [] },
  ],
};

describe('MiniAppSettingsView (In-App Store Settings)', () => {
  it('summarises support contacts (marking unverified ones) and the category choice', async () => {
    renderScreen(<MiniAppSettingsView />, {
      mocks: [appSetupMock({ myRole: 'owner', ...APP }), ...unverifiedMocks(['orders@nena.ph'], [])],
      path: PATH,
      pattern: PATTERN,
    });
    const support = await screen.findByRole('region', { name: 'Support contact details' });
    expect(within(support).getByText('help@nena.ph')).toBeInTheDocument();
    expect(await within(support).findByText('orders@nena.ph · Unverified')).toBeInTheDocument();
    expect(within(support).getByText('+63 917 123 4567')).toBeInTheDocument();
    const category = screen.getByRole('region', { name: 'Business category and description' });
    expect(
      within(category).getByText('Selected: 1 Primary Category, 2 Secondary Categories'),
    ).toBeInTheDocument();
    expect(within(category).getByText(/Filipino, Japanese/)).toBeInTheDocument();
    expect(within(category).getByText('Home-cooked Filipino food.')).toBeInTheDocument();
    expect(screen.getByText(/arrive here with later releases/)).toBeInTheDocument();
  });

  it('opens the Support Contact Details and Merchant Category dialogs from Edit', async () => {
    const user = userEvent.setup();
    renderScreen(<MiniAppSettingsView />, {
      mocks: [
        appSetupMock({ myRole: 'admin', ...APP }),
        ...unverifiedMocks([], []),
        catalogueMock(),
        categoryDescriptionMock(APP.categoryTree, APP.businessDescription),
      ],
      path: PATH,
      pattern: PATTERN,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit support contact details' }));
    const support = await screen.findByRole('dialog', { name: 'Support Contact Details' });
    await user.click(within(support).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit business category and description' }));
    const form = await screen.findByRole('dialog', { name: 'Merchant Category and Description' });
    expect(
      await within(form).findByText('Selected: 1 Primary Category, 2 Secondary Categories'),
    ).toBeInTheDocument();
  });

  it('shows a store manager the settings without Edit', async () => {
    renderScreen(<MiniAppSettingsView />, {
      mocks: [appSetupMock({ myRole: 'store_manager', ...APP })],
      path: PATH,
      pattern: PATTERN,
    });
    expect(
      await screen.findByText('Only the store owner and admins can change these settings.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
