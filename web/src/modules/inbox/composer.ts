import type {
  InboxMessageSendInput,
  InboxProductFieldsFragment,
  PlatformOrigin,
} from '../../generated/graphql';
import type { InboxMessageNode } from './conversation';
import { MAX_PHOTOS_MESSAGE, MAX_PRODUCTS_MESSAGE, PHOTO_URL_INVALID } from './messages';

/** Pure rules of the reply composer: what may be sent, and the pending message shown at once. */

/** Products (a carousel) and photos per reply (contract: at most 10 each). */
export const MAX_ATTACHMENTS = 10;

export type PickedProduct = InboxProductFieldsFragment;

export interface Draft {
  text: string;
  products: readonly PickedProduct[];
  photoUrls: readonly string[];
}

/** Send is enabled when there is text (not only spaces) or something attached. */
export function canSend(draft: Draft): boolean {
  return draft.text.trim() !== '' || draft.products.length > 0 || draft.photoUrls.length > 0;
}

/** The mutation input; empty parts are left out. */
export function sendInput(pageRecipientUuid: string, draft: Draft): InboxMessageSendInput {
  const text = draft.text.trim();
  return {
    pageRecipientUuid,
    ...(text === '' ? {} : { message: text }),
    ...(draft.products.length > 0 ? { productUuids: draft.products.map((p) => p.uuid) } : {}),
    ...(draft.photoUrls.length > 0 ? { photoUrls: [...draft.photoUrls] } : {}),
  };
}

/** Adds or removes a product from the picker's selection; adding past the limit says why not. */
export function toggleProduct(
  picked: readonly PickedProduct[],
  product: PickedProduct,
): { picked: PickedProduct[]; error: string | null } {
  if (picked.some((p) => p.uuid === product.uuid)) {
    return { picked: picked.filter((p) => p.uuid !== product.uuid), error: null };
  }
  if (picked.length >= MAX_ATTACHMENTS) return { picked: [...picked], error: MAX_PRODUCTS_MESSAGE };
  return { picked: [...picked, product], error: null };
}

/** An http(s) address, as the server accepts for photos. */
export function isPhotoUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Adds a photo address (once), or says why it cannot be added. */
export function addPhotoUrl(
  photoUrls: readonly string[],
  value: string,
): { photoUrls: string[]; error: string | null } {
  const url = value.trim();
  if (!isPhotoUrl(url)) return { photoUrls: [...photoUrls], error: PHOTO_URL_INVALID };
  if (photoUrls.includes(url)) return { photoUrls: [...photoUrls], error: null };
  if (photoUrls.length >= MAX_ATTACHMENTS) return { photoUrls: [...photoUrls], error: MAX_PHOTOS_MESSAGE };
  return { photoUrls: [...photoUrls, url], error: null };
}

/** An InboxMessage with the __typename of every object, as the cache writes it. */
export type CachedMessage = InboxMessageNode & { __typename: 'InboxMessage' };

/**
 * The merchant's message as shown while it is sent (pending: "Sending..."), the optimistic answer
 * of inboxMessageSend. The server's answer replaces it; a failure removes it.
 */
export function pendingMessage(options: {
  uuid: string;
  pageRecipientUuid: string;
  platformOrigin: PlatformOrigin;
  draft: Draft;
  now: Date;
}): CachedMessage {
  const { uuid, pageRecipientUuid, platformOrigin, draft, now } = options;
  const text = draft.text.trim();
  const products = draft.products.map((p) => ({
    __typename: 'InboxProduct' as const,
    uuid: p.uuid,
    name: p.name,
    price: p.price,
    featuredPhoto: p.featuredPhoto,
  }));
  const galleryPhotos = draft.photoUrls.map((photoUrl) => ({
    __typename: 'GalleryPhoto' as const,
    photoUrl,
  }));
  const pageRecipient = { __typename: 'PageRecipient' as const, uuid: pageRecipientUuid };
  return {
    __typename: 'InboxMessage',
    uuid,
    baseGlobalId: uuid,
    message: text === '' ? null : text,
    platformOrigin,
    createdAt: now.toISOString(),
    sender: 'merchant',
    state: 'new',
    pending: true,
    sendError: null,
    humanAgentTag: false,
    isButtonTemplate: false,
    buttonTemplate: null,
    noTemplate: true,
    template: null,
    isCarouselTemplate: false,
    products,
    galleryPhotos,
    sentiment: null,
    generatedResponse: null,
    agentBreakdown: [],
    pageRecipient,
  };
}
