/** A piece of a mail's text: plain text, a link into this console, or a link elsewhere. */
export type MailPart =
  | { kind: 'text'; text: string }
  | { kind: 'internal'; to: string; text: string }
  | { kind: 'external'; href: string; text: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Splits a plain-text mail into text and links. Links to `origin` (this console) become in-app
 * paths, so the developer mailbox follows them without reloading; other http(s) links stay as
 * they are. Sentence punctuation right after a link stays text.
 */
export function mailParts(text: string, origin: string): MailPart[] {
  const parts: MailPart[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (value === '') return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const link = raw.slice(0, raw.length - trailing.length);
    pushText(text.slice(last, start));
    let url: URL | null = null;
    try {
      url = new URL(link);
    } catch {
      url = null;
    }
    if (url === null) pushText(link);
    else if (url.origin === origin)
      parts.push({ kind: 'internal', to: `${url.pathname}${url.search}${url.hash}`, text: link });
    else parts.push({ kind: 'external', href: url.href, text: link });
    pushText(trailing);
    last = start + raw.length;
  }
  pushText(text.slice(last));
  return parts;
}
