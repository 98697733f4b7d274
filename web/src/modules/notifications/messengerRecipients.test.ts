import { describe, expect, it } from 'vitest';
import { optedInLabel, sortMessengerRecipients } from './messengerRecipients';

const recipient = (uuid: string, name: string, optedInAt: string) => ({
  uuid,
  name,
  psid: `psid-${uuid}`,
  optedInAt,
});

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
});
