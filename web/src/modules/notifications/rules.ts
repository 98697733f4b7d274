/** Small pure rules of the notification drawer and its desktop notifications. */

/** A customer's initials for the avatar when there is no profile picture: 'Juan dela Cruz' → 'JC'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The customer an item shows (avatar and name), or null: limit notices never show one (document 1 §2). */
export function customerOf(notification: {
  limitNotice: boolean;
  pageRecipient: { name: string; profilePic: string | null } | null;
}): { name: string; profilePic: string | null } | null {
  if (notification.limitNotice) return null;
  const recipient = notification.pageRecipient;
  if (!recipient || recipient.name.trim() === '') return null;
  return recipient;
}

export interface BrowserNotice {
  uuid: string;
  message: string;
  appName: string;
  pageRecipientName: string | null;
}

/** A desktop notification's title (the store) and body (the customer, unless the message names them). */
export function desktopNoticeContent(notice: BrowserNotice): { title: string; body: string } {
  const name = notice.pageRecipientName?.trim();
  const body = name && !notice.message.includes(name) ? `${name}: ${notice.message}` : notice.message;
  return { title: notice.appName || 'Suki', body };
}
