import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaChecked } from '../../../../lib/testing/schema';
import { AlertBanner } from '../../../../shell/alert/AlertBanner';
import { AlertProvider } from '../../../../shell/alert/AlertContext';
import {
  BusinessPromotionReminderQuery,
  UpdateBusinessPromotionReminderMutation,
} from '../../graphql/settings';
import { BusinessPromotionReminder } from './BusinessPromotionReminder';

const app = (on: boolean) => ({ __typename: 'App' as const, uuid: 'app-1', businessPromotionReminder: on });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('BusinessPromotionReminder', () => {
  it("nudges on a Monday, and Don't remind me turns it off for good", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-05-31T01:00:00Z') });
    const user = userEvent.setup();
    render(
      <MockedProvider
        mocks={[
          schemaChecked({
            request: { query: BusinessPromotionReminderQuery, variables: { appUuid: 'app-1' } },
            result: { data: { fetchAppByUuid: { ...app(true), myRole: 'owner' } } },
          }),
          schemaChecked({
            request: {
              query: UpdateBusinessPromotionReminderMutation,
              variables: { appUuid: 'app-1', businessPromotionReminder: false },
            },
            result: { data: { updateBusinessPromotionReminder: app(false) } },
          }),
        ]}
      >
        <AlertProvider>
          <AlertBanner />
          <BusinessPromotionReminder appUuid="app-1" />
        </AlertProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText(/share your store's link on your Facebook Page/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Don't remind me" }));
    expect(await screen.findByText("You won't be reminded on Mondays")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/share your store's link/)).toBeNull());
  });

  it('stays quiet on other days', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-06-01T01:00:00Z') });
    render(
      <MockedProvider mocks={[]}>
        <AlertProvider>
          <BusinessPromotionReminder appUuid="app-1" />
        </AlertProvider>
      </MockedProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
