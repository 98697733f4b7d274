import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createCache } from '../../../app/apollo';
import { AlertBanner } from '../../../shell/alert/AlertBanner';
import { AlertProvider } from '../../../shell/alert/AlertContext';
import { TopBar } from '../../../shell/TopBar';
import { useUnreadNotificationsCount } from '../hooks/useUnreadNotificationsCount';
import { usePaymentReminder } from '../paymentReminder';
import type { NotificationApp } from '../target';
import { NotificationCenter } from '../views/NotificationCenter';
import { APP, NOW } from './fixtures';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

function ReminderProbe({ appUuid }: { appUuid: string }) {
  return <output aria-label="Payment reminder">{usePaymentReminder(appUuid) ? 'shown' : 'hidden'}</output>;
}

/** The top bar (its bell badge reads the unread count) beside the notification centre, as the shell has them. */
function MiniShell({ app, startOpen }: { app: NotificationApp; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const unread = useUnreadNotificationsCount(app.appUUID);
  return (
    <>
      <TopBar
        title="Sari-Sari ni Nena"
        logoTo={null}
        app={{
          storeHref: '#',
          launched: true,
          inboxUnread: 0,
          inboxBusy: false,
          onNotifications: () => setOpen(true),
          notificationsUnread: unread,
        }}
      />
      <NotificationCenter
        open={open}
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
        app={app}
        now={() => NOW}
      />
      <ReminderProbe appUuid={app.appUUID} />
    </>
  );
}

export function renderCenter(
  mocks: MockLink.MockedResponse[],
  { app = APP, startOpen = true }: { app?: NotificationApp; startOpen?: boolean } = {},
) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <AlertProvider>
        <MemoryRouter initialEntries={[`/apps/${app.key}/${app.appUUID}/overview`]}>
          <MiniShell app={app} startOpen={startOpen} />
          <LocationProbe />
          <AlertBanner />
        </MemoryRouter>
      </AlertProvider>
    </MockedProvider>,
  );
}
