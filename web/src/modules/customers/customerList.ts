import type { CustomerListFieldsFragment } from '../../generated/graphql';

export const SEARCH_LABEL = 'Search name or mobile number';

export const NO_CUSTOMERS =
  'No customers yet. Everyone who orders from your store or messages your Page shows up here.';
export const NO_MATCH = 'No customer matches this search.';

export const emptyCustomersMessage = (search: string): string => (search.trim() ? NO_MATCH : NO_CUSTOMERS);

export const MESSAGE_PREVIEW_LENGTH = 60;

/** One line of the latest message: trimmed to 60 characters, "You: " for the page's, "Photo" for photos only. */
export function messagePreview(
  message: CustomerListFieldsFragment['lastMessage'],
  max = MESSAGE_PREVIEW_LENGTH,
): string {
  if (!message) return '';
  const text = (message.text ?? '').replace(/\s+/g, ' ').trim();
  const body =
    text || (message.photos > 1 ? `${message.photos} photos` : message.photos === 1 ? 'Photo' : '');
  const line = message.fromCustomer ? body : `You: ${body}`;
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The avatar's letters: "Liza Reyes" -> "LR". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}
