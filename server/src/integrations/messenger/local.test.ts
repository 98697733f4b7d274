import { describe, expect, it } from 'vitest';
import { createLocalMessenger, type LocalReceipt } from './local.ts';
import { broadcastMetadata } from './messenger.port.ts';

const page = { fbPageId: '1001', accessToken: 'page-token' };

describe('the local Messenger', () => {
  it("reports a broadcast's delivery to each person, marketing messages too, under their psid", async () => {
    const local = createLocalMessenger({ echoDelayMs: 0 });
    const receipts: LocalReceipt[] = [];
    local.onReceipt(async (receipt) => void receipts.push(receipt));
    const ordinary = await local.send({
      ...page,
      psid: 'psid-ana',
      tag: null,
      part: { kind: 'text', text: 'Payday sale!' },
      metadata: broadcastMetadata('recipient-1'),
    });
    const marketing = await local.sendMarketingMessage({
      ...page,
      token: 'tok-ben',
      psid: 'psid-ben',
      part: { kind: 'text', text: 'Payday sale!' },
      metadata: broadcastMetadata('recipient-2'),
    });
    // An order update or a reply is not a broadcast: no receipts are simulated for it.
    await local.sendMarketingMessage({
      ...page,
      token: 'tok-cy',
      psid: 'psid-cy',
      part: { kind: 'text', text: 'Not a broadcast' },
      metadata: 'suki:message-1',
    });
    await local.idle();
    const deliveries = receipts.filter((r) => r.kind === 'delivery');
    expect(deliveries).toEqual([
      expect.objectContaining({ fbPageId: '1001', psid: 'psid-ana', mids: [ordinary.mid] }),
      expect.objectContaining({ fbPageId: '1001', psid: 'psid-ben', mids: [marketing.mid] }),
    ]);
    expect(local.marketingSends().map((s) => s.token)).toEqual(['tok-ben', 'tok-cy']);
  });
});
