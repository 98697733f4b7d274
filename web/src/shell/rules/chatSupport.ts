/** The chat-support widget shows only on paths containing /login, /diy, /apps or /affiliate (document 1 §2). */
const CHAT_SUPPORT_SEGMENTS = ['/login', '/diy', '/apps', '/affiliate'] as const;

export function showsChatSupport(pathname: string): boolean {
  return CHAT_SUPPORT_SEGMENTS.some((segment) => pathname.includes(segment));
}
