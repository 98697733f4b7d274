import { formatDateTime } from '../../lib/format';

/** User-facing messages of the Messenger recipients (contract messages.md, document 1 §8 pattern). */
export const REMOVE_RECIPIENT_QUESTION = 'Do you want to remove this recipient?';
export const RECIPIENT_REMOVED = 'Recipient Successfully removed!';
export const OPT_IN_LINK_COPIED = 'Opt-in link copied';
export const OPT_IN_LINK_COPY_FAILED = 'Could not copy the link: select it and copy it yourself.';

export interface MessengerRecipient {
  uuid: string;
  name: string;
  psid: string;
  optedInAt: string;
}

/** Latest opt-in first, then by name. */
export function sortMessengerRecipients<T extends MessengerRecipient>(recipients: readonly T[]): T[] {
  return [...recipients].sort(
    (a, b) => Date.parse(b.optedInAt) - Date.parse(a.optedInAt) || a.name.localeCompare(b.name),
  );
}

/** 'Opted in 2026-03-04 12:00 pm' in Manila time. */
export function optedInLabel(optedInAt: string): string {
  const when = formatDateTime(optedInAt);
  return when === '' ? 'Opted in' : `Opted in ${when}`;
}
