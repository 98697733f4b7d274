import { describe, expect, it } from 'vitest';
import {
  DELETED_SEGMENT,
  draftOf,
  inputOf,
  POLL_MS,
  planLines,
  pollInterval,
  reachable,
  resultFigures,
  sendProgress,
  sendQuestion,
} from './broadcastRules';
import { broadcast, PLAN } from './testing/fixtures';

describe('broadcast rules', () => {
  it('asks before sending to how many, and names who will not get it', () => {
    expect(sendQuestion(PLAN)).toEqual({
      title: 'Send to 5 customers now?',
      message:
        'It goes out on Messenger from your page now. Not sent to: 3 customers outside the 24-hour window and 1 customer not on Messenger.',
      detail: '2 customers leave the window within 4 hours.',
    });
    expect(sendQuestion({ ...PLAN, inWindow: 1, leavingSoon: 0, outOfWindow: 0, notOnMessenger: 0 })).toEqual(
      {
        title: 'Send to 1 customer now?',
        message: 'It goes out on Messenger from your page now, to everyone in this audience.',
      },
    );
  });

  it('counts opted-in people outside the window only where marketing messages are available', () => {
    const paid = { ...PLAN, marketingMessages: 4, marketingMessagesAvailable: true };
    expect(sendQuestion(paid).title).toBe('Send to 9 customers now?');
    expect(sendQuestion(paid).message).toContain(
      '4 customers outside the window get it as a marketing message, which Meta charges your page for.',
    );
    expect(planLines(paid).map((l) => l.key)).toEqual([
      'inWindow',
      'leavingSoon',
      'marketingMessages',
      'outOfWindow',
      'notOnMessenger',
    ]);
    const off = { ...PLAN, marketingMessages: 4, marketingMessagesAvailable: false };
    expect(reachable(off)).toBe(5);
    expect(planLines(off).map((l) => l.key)).not.toContain('marketingMessages');
  });

  it('lists how many went as marketing messages in the results, only when some did', () => {
    const labels = (b: ReturnType<typeof broadcast>) => resultFigures(b).map((f) => f.label);
    expect(labels(broadcast({ status: 'SENT' }))).not.toContain('Marketing messages');
    const paid = resultFigures(broadcast({ status: 'SENT', queuedCount: 5, marketingCount: 2 }));
    expect(paid.find((f) => f.label === 'Marketing messages')).toEqual({
      label: 'Marketing messages',
      value: '2',
      note: 'Outside the window, opted in: paid per message',
    });
  });

  it('polls while sending and for 30 s after it ends, then stops', () => {
    const now = Date.parse('2026-11-26T04:00:00Z');
    expect(pollInterval({ status: 'SENDING', finishedAt: null }, now, null)).toBe(POLL_MS);
    expect(pollInterval({ status: 'DRAFT', finishedAt: null }, now, null)).toBe(0);
    expect(pollInterval({ status: 'SENT', finishedAt: '2026-11-26T03:59:50Z' }, now, null)).toBe(POLL_MS);
    expect(pollInterval({ status: 'SENT', finishedAt: '2026-11-26T03:00:00Z' }, now, null)).toBe(0);
    // Seen ending here: the server's clock may differ from the browser's.
    expect(pollInterval({ status: 'CANCELLED', finishedAt: '2026-11-26T03:00:00Z' }, now, now - 5_000)).toBe(
      POLL_MS,
    );
  });

  it('counts the progress of a send over those queued', () => {
    const b = broadcast({ status: 'SENDING', queuedCount: 8 });
    expect(sendProgress({ ...b, results: { ...b.results, sent: 3, failed: 1 } })).toBe(50);
  });

  it("sends a product only for a product button, and a draft's values back as they were", () => {
    const draft = {
      ...draftOf(null),
      name: 'Sale',
      message: 'Hi',
      imageUrl: '  ',
      buttons: [
        { key: 'a', title: 'Shop', target: 'STORE' as const, product: { uuid: 'p-1', name: 'Blouse' } },
        { key: 'b', title: 'See it', target: 'PRODUCT' as const, product: { uuid: 'p-1', name: 'Blouse' } },
      ],
    };
    expect(inputOf(draft)).toEqual({
      name: 'Sale',
      message: 'Hi',
      imageUrl: null,
      buttons: [
        { title: 'Shop', target: 'STORE', productUuid: null },
        { title: 'See it', target: 'PRODUCT', productUuid: 'p-1' },
      ],
      segmentUuid: null,
    });
  });

  it("keeps a draft's deleted segment chosen (named as gone) instead of turning it into everyone", () => {
    const gone = broadcast({ segmentUuid: 'seg-1', segment: null });
    expect(draftOf(gone).segment).toEqual({ uuid: 'seg-1', name: DELETED_SEGMENT });
    expect(inputOf(draftOf(gone)).segmentUuid).toBe('seg-1');
    expect(draftOf(broadcast()).segment).toBeNull();
  });
});
