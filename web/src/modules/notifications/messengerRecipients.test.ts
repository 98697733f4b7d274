import { describe, expect, it } from 'vitest';
import { optedInLabel, reachLabel, sortMessengerRecipients, templateUses } from './messengerRecipients';

const recipient = (uuid: string, name: string, optedInAt: string) => ({ uuid, name, optedInAt });

describe('Messenger recipients', () => {
  it('lists the latest opt-in first, equal times by name', () => {
    const sorted = sortMessengerRecipients([
      recipient('a', 'Nena', '2026-03-01T00:00:00Z'),
      recipient('b', 'Lito', '2026-03-04T00:00:00Z'),
      recipient('c', 'Ana', '2026-03-04T00:00:00Z'),
    ]);
    expect(sorted.map((r) => r.uuid)).toEqual(['c', 'b', 'a']);
  });

  it('says when they opted in, in Manila time', () => {
    expect(optedInLabel('2026-03-04T04:00:00Z')).toBe('Opted in 2026-03-04 12:00 pm');
    expect(optedInLabel('not a date')).toBe('Opted in');
  });

  it('says whether notifications reach them: not reachable since when and why, else when last reached', () => {
    const now = new Date('2026-03-05T00:00:00Z');
    const base = {
      reachableUntil: '2026-03-05T04:00:00Z',
      lastReachedAt: null,
      unreachableSince: null,
      unreachableReason: null,
    };
    expect(reachLabel(base, now)).toEqual({ text: 'Not notified yet', warning: false });
    expect(reachLabel({ ...base, lastReachedAt: '2026-03-04T04:00:00Z' }, now)).toEqual({
      text: 'Last reached 2026-03-04 12:00 pm',
      warning: false,
    });
    expect(
      reachLabel(
        { ...base, reachableUntil: '2026-03-04T04:00:00Z', lastReachedAt: '2026-03-04T03:00:00Z' },
        now,
      ).text,
    ).toBe(
      'Last reached 2026-03-04 11:00 am · More than 24 hours since they last wrote to the page: only an approved store_notification template reaches them',
    );
    expect(
      reachLabel(
        {
          ...base,
          lastReachedAt: '2026-03-03T04:00:00Z',
          unreachableSince: '2026-03-04T04:00:00Z',
          unreachableReason: 'more than 24 hours since their last message',
        },
        now,
      ),
    ).toEqual({
      text: 'Not reachable on Messenger since 2026-03-04 12:00 pm: more than 24 hours since their last message',
      warning: true,
    });
  });

  it("tells what order updates and admin notifications do after 24 hours from the page's templates", () => {
    const uses = templateUses({
      templatesSyncedAt: '2026-03-04T04:00:00Z',
      templatesSyncError: null,
      orderUpdateTemplate: { name: 'order_update', language: 'en' },
      storeNotificationTemplate: null,
    });
    expect(uses).toEqual([
      {
        label: 'Order updates after 24 hours',
        text: 'Sent with the approved template order_update (en)',
        ready: true,
      },
      {
        label: 'Notifications to page admins after 24 hours',
        text: 'No approved store_notification template: not sent until the admin writes to the page again',
        ready: false,
      },
    ]);
  });
});
