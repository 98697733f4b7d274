/** C0 control characters but tab, line feed and carriage return: nobody types them, PostgreSQL refuses NUL. */
const isControl = (code: number): boolean => code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;

export function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

/** For text that arrives from outside and cannot be refused (a customer's Messenger message): controls removed. */
export function withoutControls(text: string): string {
  if (!hasControlChars(text)) return text;
  let out = '';
  for (const char of text) if (!isControl(char.charCodeAt(0))) out += char;
  return out;
}

/** An http(s) address (a photo, a button's link); anything else, or no URL at all, is not. */
export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A ref as Suki keeps it (a visit's source, an order's source, an m.me link's ref): trimmed,
 * lowercase, single spaces, at most 60 characters; '' when there is none.
 */
export const refKey = (raw: string): string => raw.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 60);
