import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserNotificationCreateSubscription } from '../graphql/notifications';
import { APP_UUID, countMock, liveMock, notification, pageMock } from '../testing/fixtures';
import { renderCenter } from '../testing/harness';
import { DESKTOP_ASKED_KEY } from './useDesktopNotifications';

interface Shown {
  title: string;
  options: NotificationOptions | undefined;
  instance: FakeNotification;
}

let shown: Shown[] = [];

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async (): Promise<NotificationPermission> => {
    FakeNotification.permission = 'granted';
    return 'granted';
  });
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, options, instance: this });
  }
}

function browserMock(delay: number) {
  return {
    request: { query: BrowserNotificationCreateSubscription, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        browserNotificationCreate: {
          __typename: 'BrowserNotification',
          uuid: 'b-1',
          message: 'placed order SDS-9',
          appName: 'Sari-Sari ni Nena',
          bundleKey: 'ecommerce-b2c-bundle',
          pageRecipientName: 'Juan dela Cruz',
        },
      },
    },
    delay,
  };
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

const enableButton = () => screen.queryByRole('button', { name: 'Enable desktop notifications' });

beforeEach(() => {
  shown = [];
  FakeNotification.permission = 'default';
  FakeNotification.requestPermission.mockClear();
  window.localStorage.clear();
  vi.stubGlobal('Notification', FakeNotification);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setHidden(false);
});

describe('desktop notifications', () => {
  it('asks for permission only when the user chooses to, once', async () => {
    const user = userEvent.setup();
    renderCenter([pageMock([notification()]), countMock(0), liveMock(null), browserMock(1_000_000)]);
    await waitFor(() => expect(enableButton()).toBeInTheDocument());
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();

    await user.click(enableButton() as HTMLElement);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(enableButton()).not.toBeInTheDocument());
    expect(window.localStorage.getItem(DESKTOP_ASKED_KEY)).toBe('1');
  });

  it('does not offer to ask again after the user was asked, even if they dismissed the prompt', async () => {
    window.localStorage.setItem(DESKTOP_ASKED_KEY, '1');
    renderCenter([
      pageMock([notification({ uuid: 'x1', message: 'Some order' })]),
      countMock(0),
      liveMock(null),
    ]);
    await screen.findByRole('button', { name: /Some order/ });
    expect(enableButton()).not.toBeInTheDocument();
  });

  it('offers nothing in browsers without the Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    renderCenter([
      pageMock([notification({ uuid: 'x2', message: 'Other order' })]),
      countMock(0),
      liveMock(null),
    ]);
    await screen.findByRole('button', { name: /Other order/ });
    expect(enableButton()).not.toBeInTheDocument();
  });

  it('shows a desktop notification while the console is in the background; a click opens the drawer', async () => {
    FakeNotification.permission = 'granted';
    setHidden(true);
    renderCenter(
      [
        pageMock([notification({ uuid: 'y', message: 'Listed order' })]),
        countMock(0),
        liveMock(null),
        browserMock(30),
      ],
      {
        startOpen: false,
      },
    );
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]?.title).toBe('Sari-Sari ni Nena');
    expect(shown[0]?.options).toMatchObject({ body: 'Juan dela Cruz: placed order SDS-9', tag: 'b-1' });
    expect(screen.queryByRole('button', { name: /Listed order/ })).not.toBeInTheDocument();

    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    act(() => shown[0]?.instance.onclick?.());
    expect(focus).toHaveBeenCalled();
    expect(shown[0]?.instance.close).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: /Listed order/ })).toBeInTheDocument();
  });

  it('shows nothing on the desktop while the console is in front', async () => {
    FakeNotification.permission = 'granted';
    setHidden(false);
    renderCenter([countMock(0), liveMock(null), browserMock(30)], { startOpen: false });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(shown).toHaveLength(0);
  });
});
