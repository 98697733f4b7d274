import { describe, expect, it } from 'vitest';
import { addPhotoUrl, canSend, isPhotoUrl, pendingMessage, sendInput, toggleProduct } from './composer';
import { isEmptyMessage } from './conversation';
import { MAX_PHOTOS_MESSAGE, MAX_PRODUCTS_MESSAGE, PHOTO_URL_INVALID } from './messages';
import { NOW, PRODUCTS } from './testing/fixtures';

const draft = (text: string, products = [] as (typeof PRODUCTS.adobo)[], photoUrls = [] as string[]) => ({
  text,
  products,
  photoUrls,
});

describe('composer rules', () => {
  it('cannot send blank text with nothing attached', () => {
    expect(canSend(draft(''))).toBe(false);
    expect(canSend(draft('   \n '))).toBe(false);
    expect(canSend(draft(' Hi '))).toBe(true);
    expect(canSend(draft('', [PRODUCTS.adobo]))).toBe(true);
    expect(canSend(draft('', [], ['https://img/a.jpg']))).toBe(true);
  });

  it('sends trimmed text and only the parts there are', () => {
    expect(sendInput('r1', draft('  Salamat po!  '))).toEqual({
      pageRecipientUuid: 'r1',
      message: 'Salamat po!',
    });
    expect(sendInput('r1', draft(' ', [PRODUCTS.adobo, PRODUCTS.leche], ['https://img/a.jpg']))).toEqual({
      pageRecipientUuid: 'r1',
      productUuids: ['p-adobo', 'p-leche'],
      photoUrls: ['https://img/a.jpg'],
    });
  });

  it('toggles products up to 10', () => {
    const one = toggleProduct([], PRODUCTS.adobo);
    expect(one).toEqual({ picked: [PRODUCTS.adobo], error: null });
    expect(toggleProduct(one.picked, PRODUCTS.adobo).picked).toEqual([]);
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...PRODUCTS.adobo, uuid: `p${i}` }));
    expect(toggleProduct(ten, PRODUCTS.leche)).toEqual({ picked: ten, error: MAX_PRODUCTS_MESSAGE });
  });

  it('accepts http(s) photo addresses once, up to 10', () => {
    expect(isPhotoUrl('https://cdn.shop.ph/a.jpg')).toBe(true);
    expect(isPhotoUrl('ftp://cdn.shop.ph/a.jpg')).toBe(false);
    expect(isPhotoUrl('not a url')).toBe(false);
    expect(addPhotoUrl([], ' https://a.ph/1.jpg ')).toEqual({
      photoUrls: ['https://a.ph/1.jpg'],
      error: null,
    });
    expect(addPhotoUrl(['https://a.ph/1.jpg'], 'https://a.ph/1.jpg').photoUrls).toHaveLength(1);
    expect(addPhotoUrl([], 'javascript:alert(1)').error).toBe(PHOTO_URL_INVALID);
    const ten = Array.from({ length: 10 }, (_, i) => `https://a.ph/${i}.jpg`);
    expect(addPhotoUrl(ten, 'https://a.ph/new.jpg')).toEqual({ photoUrls: ten, error: MAX_PHOTOS_MESSAGE });
  });

  it('builds the pending merchant message shown while sending', () => {
    const pending = pendingMessage({
      uuid: 'optimistic-1',
      pageRecipientUuid: 'r1',
      platformOrigin: 'messenger',
      draft: draft(' Heto po ', [PRODUCTS.adobo], ['https://a.ph/1.jpg']),
      now: NOW,
    });
    expect(pending).toMatchObject({
      __typename: 'InboxMessage',
      uuid: 'optimistic-1',
      message: 'Heto po',
      sender: 'merchant',
      pending: true,
      createdAt: NOW.toISOString(),
      pageRecipient: { __typename: 'PageRecipient', uuid: 'r1' },
    });
    expect(pending.products).toEqual([PRODUCTS.adobo]);
    expect(pending.galleryPhotos).toEqual([{ __typename: 'GalleryPhoto', photoUrl: 'https://a.ph/1.jpg' }]);
    expect(isEmptyMessage(pending)).toBe(false);
  });
});
