import { describe, expect, it } from 'vitest';
import { type TimelineEntry, timelineLines } from './orderTimeline';

const status = (s: TimelineEntry['status'], at: string): TimelineEntry => ({
  kind: 'status',
  status: s,
  note: null,
  outcome: null,
  at,
});
const messenger = (note: string, outcome: TimelineEntry['outcome'], at: string): TimelineEntry => ({
  kind: 'messenger',
  status: null,
  note,
  outcome,
  at,
});

describe('the order timeline', () => {
  it('reads statuses in words and shows Messenger updates in the server’s words, unreached ones as warnings', () => {
    const lines = timelineLines(
      [
        status('pending', '2026-11-21T02:00:00Z'),
        messenger('Update sent on Messenger', 'sent', '2026-11-21T02:00:00Z'),
        status('for_delivery', '2026-11-23T02:00:00Z'),
        messenger(
          'Update sent on Messenger (utility template order_update)',
          'sent_template',
          '2026-11-23T02:00:00Z',
        ),
        status('cancelled', '2026-11-24T02:00:00Z'),
        messenger(
          'The customer could not be reached on Messenger: reasons.',
          'not_reached',
          '2026-11-24T02:00:00Z',
        ),
        messenger('Messenger refused the update: no.', 'refused', '2026-11-24T03:00:00Z'),
      ],
      { autoConfirmedAt: '2026-11-23T02:00:00Z', expiredAt: null },
    );
    expect(lines.map((l) => [l.text, l.tone])).toEqual([
      ['Placed', 'status'],
      ['Update sent on Messenger', 'messenger'],
      ['For Delivery (confirmed automatically after 10 days)', 'status'],
      ['Update sent on Messenger (utility template order_update)', 'messenger'],
      ['Cancelled', 'status'],
      ['The customer could not be reached on Messenger: reasons.', 'warning'],
      ['Messenger refused the update: no.', 'warning'],
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
  });
});
