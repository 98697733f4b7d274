/**
 * Where the floating chat-support button shows (document 2 §2.3: paths containing /login, /diy,
 * /apps, /affiliate). Inside a store (/apps/{key}/{appUuid}/...) it would float over the lists'
 * columns, so there support is the user menu's "Chat with us" instead (docs/decisions.md): the
 * button stays on sign-in, guided setup, the apps list and the affiliate pages.
 */
const CHAT_SUPPORT_SEGMENTS = ['/login', '/diy', '/affiliate'] as const;

export function showsChatSupport(pathname: string): boolean {
  if (/^\/apps\/?$/.test(pathname)) return true;
  if (/^\/apps\/[^/]+\/[^/]+/.test(pathname)) return false;
  return CHAT_SUPPORT_SEGMENTS.some((segment) => pathname.includes(segment));
}
