import { describe, expect, it } from 'vitest';
import { sendApiMessage } from '../../integrations/messenger/graph.ts';
import { clipTemplate, isEmptyMessage, productCarousel, replyWindow, sendPolicy } from './inbox.rules.ts';
import { validSignature } from './inbox.webhook.ts';

const at = (iso: string) => new Date(iso);

describe('Messenger reply windows', () => {
  const last = at('2026-11-20T00:00:00Z');
  it('is open for 24 hours, human-agent up to 7 days, then closed', () => {
    expect(replyWindow(last, at('2026-11-21T00:00:00Z'))).toBe('open');
    expect(replyWindow(last, at('2026-11-21T00:00:01Z'))).toBe('human_agent');
    expect(replyWindow(last, at('2026-11-27T00:00:00Z'))).toBe('human_agent');
    expect(replyWindow(last, at('2026-11-27T00:00:01Z'))).toBe('closed');
    expect(replyWindow(null, last)).toBe('closed');
  });
  it("tags only a person's reply with HUMAN_AGENT, never the assistant's", () => {
    expect(sendPolicy('open', 'assistant')).toEqual({ ok: true, humanAgentTag: false });
    expect(sendPolicy('human_agent', 'human')).toEqual({ ok: true, humanAgentTag: true });
    expect(sendPolicy('human_agent', 'assistant').ok).toBe(false);
    expect(sendPolicy('closed', 'human')).toEqual({
      ok: false,
      reason:
        'This customer last messaged more than 7 days ago. Messenger allows no reply until they write again.',
    });
  });
});

describe('messages', () => {
  it('drops only a message with no text, products, photos and the no-template flag', () => {
    expect(isEmptyMessage({ message: '  ', products: [], galleryPhotos: [], noTemplate: true })).toBe(true);
    expect(isEmptyMessage({ message: null, products: [], galleryPhotos: [], noTemplate: false })).toBe(false);
    expect(
      isEmptyMessage({ message: null, products: [], galleryPhotos: ['https://x/y.jpg'], noTemplate: true }),
    ).toBe(false);
    expect(isEmptyMessage({ message: 'hi', products: [], galleryPhotos: [], noTemplate: true })).toBe(false);
  });

  it('clips a carousel to 10 elements, 3 buttons each and 80-character titles', () => {
    const button = { type: 'postback', title: 'Buy', payload: 'BUY' };
    const items = Array.from({ length: 12 }, (_, i) => ({
      title: `${'x'.repeat(90)}${i}`,
      buttons: [button, button, button, button],
    }));
    const clipped = clipTemplate({ items });
    expect(clipped.items).toHaveLength(10);
    expect(clipped.items.every((i) => i.title.length === 80 && i.buttons.length === 3)).toBe(true);
  });

  it('speaks the Send API format for a button template, at most 3 buttons', () => {
    const button = { type: 'postback', title: 'Track my order', payload: 'TRACK' };
    expect(
      sendApiMessage(
        { kind: 'buttons', template: { text: 'What next?', buttons: [button, button, button, button] } },
        'm',
      ),
    ).toEqual({
      attachment: {
        type: 'template',
        payload: {
          template_type: 'button',
          text: 'What next?',
          buttons: [1, 2, 3].map(() => ({ type: 'postback', title: 'Track my order', payload: 'TRACK' })),
        },
      },
      metadata: 'm',
    });
  });

  it('speaks the Send API format for text, carousel and image', () => {
    expect(sendApiMessage({ kind: 'text', text: 'Hi' }, 'suki:1')).toEqual({
      text: 'Hi',
      metadata: 'suki:1',
    });
    expect(sendApiMessage({ kind: 'image', url: 'https://x/y.jpg' }, 'm')).toEqual({
      attachment: { type: 'image', payload: { url: 'https://x/y.jpg', is_reusable: true } },
      metadata: 'm',
    });
    const carousel = sendApiMessage(
      {
        kind: 'template',
        template: {
          items: [
            {
              title: 'Tee',
              subtitle: '₱350.00',
              image_url: 'https://x/t.jpg',
              buttons: [{ type: 'web_url', title: 'View', url: 'https://s/p' }],
            },
          ],
        },
      },
      'm',
    );
    expect(carousel).toEqual({
      attachment: {
        type: 'template',
        payload: {
          template_type: 'generic',
          elements: [
            {
              title: 'Tee',
              subtitle: '₱350.00',
              image_url: 'https://x/t.jpg',
              buttons: [{ type: 'web_url', title: 'View', url: 'https://s/p' }],
            },
          ],
        },
      },
      metadata: 'm',
    });
  });
});

describe('webhook signature', () => {
  const body = Buffer.from('{"object":"page"}');
  const good = 'sha256=9a1f6e0b4b2f0d6f8a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f';
  it('accepts only the HMAC-SHA256 of the raw body with the app secret', async () => {
    const { createHmac } = await import('node:crypto');
    const sig = `sha256=${createHmac('sha256', 'secret').update(body).digest('hex')}`;
    expect(validSignature(body, sig, 'secret')).toBe(true);
    expect(validSignature(Buffer.from('{"object":"page" }'), sig, 'secret')).toBe(false);
    expect(validSignature(body, sig, 'other')).toBe(false);
    expect(validSignature(body, good, 'secret')).toBe(false);
    expect(validSignature(body, undefined, 'secret')).toBe(false);
    expect(validSignature(body, 'sha1=abc', 'secret')).toBe(false);
  });
});

describe('product carousel', () => {
  it('gives Messenger full photo addresses, whether stored here (/uploads/…) or elsewhere', () => {
    const carousel = productCarousel(
      [
        { uuid: 'p1', name: 'Tee', price: 34_900, featuredPhoto: '/uploads/photos/app/p1.webp' },
        { uuid: 'p2', name: 'Mug', price: 19_900, featuredPhoto: 'https://cdn.example.ph/mug.webp' },
        { uuid: 'p3', name: 'Hat', price: 45_000, featuredPhoto: null },
      ],
      'https://shop.suki.ph/store/app',
      'r-1',
    );
    expect(carousel.items?.map((i) => i.image_url)).toEqual([
      'https://shop.suki.ph/uploads/photos/app/p1.webp',
      'https://cdn.example.ph/mug.webp',
      null,
    ]);
    expect(carousel.items?.[0]).toMatchObject({ title: 'Tee', subtitle: '₱349.00' });
    // View opens the product, for this conversation's customer (their orders link to the chat).
    expect(carousel.items?.[1]?.buttons?.[0]).toEqual({
      type: 'web_url',
      title: 'View',
      url: 'https://shop.suki.ph/store/app/products/p2?recipient=r-1',
    });
  });
});
