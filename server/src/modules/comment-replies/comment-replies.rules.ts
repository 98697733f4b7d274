/**
 * Comment Auto-Reply as data: the limits of a rule, how a pasted post link becomes the post's id, how
 * a comment matches a rule (keywords as whole words, case and accents ignored) and which rule answers
 * (a post's own rule before an all-posts rule, then the oldest), and the form's problems in words.
 */

export const NAME_MAX = 80;
/** Graph allows 8,000 characters in a comment; a public answer longer than this helps nobody. */
export const PUBLIC_REPLY_MAX = 1000;
/** Messenger's text (and button template text) limit. */
export const PRIVATE_REPLY_MAX = 640;
/** Messenger cuts a button's title past 20 characters. */
export const BUTTON_TITLE_MAX = 20;
export const KEYWORDS_MAX = 30;
export const KEYWORD_MAX = 60;
export const MAX_RULES_LISTED = 200;
/** Meta allows one private reply per comment, within 7 days of the comment. */
export const PRIVATE_REPLY_DAYS = 7;
const DAY = 86_400_000;

export type ReplyButtonTarget = 'store' | 'product';

export interface CommentReplyInput {
  name: string;
  /** A post id, a `{page-id}_{post-id}` id or a pasted facebook.com link; empty: every post. */
  post?: string | null;
  keywords?: readonly string[] | null;
  publicReply?: string | null;
  privateReply?: string | null;
  buttonTitle?: string | null;
  buttonTarget?: ReplyButtonTarget | null;
  buttonProductUuid?: string | null;
  active?: boolean | null;
}

/** A rule as matching needs it. */
export interface MatchableRule {
  uuid: string;
  postId: string | null;
  keywords: readonly string[];
  active: boolean;
  createdAt: Date;
}

/** Lowercase, accents removed, every run of anything but letters and digits one space. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether the comment holds any of the keywords as whole words (no keywords: every comment). */
export function matchesKeywords(message: string, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return true;
  const text = ` ${normalize(message)} `;
  return keywords.some((k) => {
    const word = normalize(k);
    return word.length > 0 && text.includes(` ${word} `);
  });
}

/** The post part of a Graph post id: `{page-id}_{post-id}` → `{post-id}`. */
export const postPartOf = (postId: string): string => postId.split('_').at(-1) ?? postId;

/**
 * The rule that answers a comment on `postId`: active, for this post or every post, keywords
 * matching; a post's own rule before an all-posts rule, then the oldest.
 */
export function pickRule<R extends MatchableRule>(rules: readonly R[], postId: string, message: string) {
  const post = postPartOf(postId);
  const fits = rules.filter(
    (r) => r.active && (r.postId === null || r.postId === post) && matchesKeywords(message, r.keywords),
  );
  const rank = (r: R) => (r.postId === null ? 1 : 0);
  return (
    [...fits].sort(
      (a, b) =>
        rank(a) - rank(b) || a.createdAt.getTime() - b.createdAt.getTime() || a.uuid.localeCompare(b.uuid),
    )[0] ?? null
  );
}

const POST_ID = /^\d{1,25}$/;
const PAGE_POST_ID = /^\d{1,25}_(\d{1,25})$/;

/**
 * The post's id from what a merchant pastes: the id, `{page-id}_{post-id}`, or a facebook.com link
 * (…/posts/{id}, …/videos/{id}, …/photos/…/{id}, permalink.php?story_fbid={id}, ?fbid={id}).
 * undefined: not something we can read; null: empty (every post).
 */
export function postIdFrom(value: string | null | undefined): string | null | undefined {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (POST_ID.test(text)) return text;
  const pair = PAGE_POST_ID.exec(text);
  if (pair) return pair[1];
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (!/(^|\.)(facebook\.com|fb\.com|fb\.watch)$/i.test(url.hostname)) return undefined;
  for (const key of ['story_fbid', 'fbid', 'v']) {
    const id = url.searchParams.get(key);
    if (id && POST_ID.test(id)) return id;
    if (id && PAGE_POST_ID.test(id)) return PAGE_POST_ID.exec(id)?.[1];
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.findIndex((p) => ['posts', 'videos', 'photos', 'reel', 'permalink'].includes(p));
  if (at >= 0) {
    const id = parts
      .slice(at + 1)
      .reverse()
      .find((p) => POST_ID.test(p) || PAGE_POST_ID.test(p));
    if (id) return PAGE_POST_ID.exec(id)?.[1] ?? id;
  }
  return undefined;
}

export const POST_UNREADABLE =
  "This link doesn't show the post's number: paste the post id (like 1234567890_9876543210) from Meta Business Suite, or a link ending in /posts/ and digits";

/** The form's problems, by field, in plain words; empty when it may be saved. */
export function ruleProblems(input: CommentReplyInput, isId: (id: string) => boolean) {
  const problems: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) problems.name = 'Name is required';
  else if (name.length > NAME_MAX) problems.name = `Name should not exceed ${NAME_MAX} characters`;
  if (postIdFrom(input.post) === undefined) problems.post = POST_UNREADABLE;
  const keywords = input.keywords ?? [];
  if (keywords.length > KEYWORDS_MAX) problems.keywords = `A rule has at most ${KEYWORDS_MAX} keywords`;
  else if (keywords.some((k) => k.trim().length > KEYWORD_MAX))
    problems.keywords = `A keyword should not exceed ${KEYWORD_MAX} characters`;
  else if (keywords.some((k) => k.trim() && !normalize(k)))
    problems.keywords = 'A keyword needs at least one letter or digit';
  const publicReply = input.publicReply?.trim() ?? '';
  const privateReply = input.privateReply?.trim() ?? '';
  if (publicReply.length > PUBLIC_REPLY_MAX)
    problems.publicReply = `Public reply should not exceed ${PUBLIC_REPLY_MAX} characters`;
  if (privateReply.length > PRIVATE_REPLY_MAX)
    problems.privateReply = `Private reply should not exceed ${PRIVATE_REPLY_MAX} characters`;
  if (!publicReply && !privateReply) problems.publicReply = 'Write a public reply, a private reply, or both';
  const title = input.buttonTitle?.trim() ?? '';
  if (title) {
    if (!privateReply) problems.buttonTitle = 'A button goes with the private reply: write one first';
    else if (title.length > BUTTON_TITLE_MAX)
      problems.buttonTitle = `Button label should not exceed ${BUTTON_TITLE_MAX} characters`;
    else if (input.buttonTarget === 'product' && !(input.buttonProductUuid && isId(input.buttonProductUuid)))
      problems.buttonProductUuid = 'Choose the product the button opens';
  }
  return problems;
}

/** Cleaned keywords: trimmed, no empties, no repeats (by their normalized form). */
export function keywordsOf(keywords: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  return (keywords ?? [])
    .map((k) => k.trim())
    .filter((k) => {
      const n = normalize(k);
      if (!n || seen.has(n)) return false;
      seen.add(n);
      return true;
    });
}

/** A private reply may still be sent for a comment made at `commentedAt`. */
export const privateReplyAllowed = (commentedAt: Date, now: Date): boolean =>
  now.getTime() - commentedAt.getTime() <= PRIVATE_REPLY_DAYS * DAY;

/** A rule's ref (its button's ?ref=): short, lowercase, its own. */
export const refOf = (uuid: string) => `cr-${uuid.replaceAll('-', '').slice(0, 10)}`;

export type ReplyStatus = 'none' | 'queued' | 'sending' | 'sent' | 'failed' | 'unconfirmed' | 'skipped';
export const REPLY_STATUS_LABELS: Record<ReplyStatus, string> = {
  none: 'Not part of the rule',
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Not sent',
  unconfirmed: 'Not confirmed',
  skipped: 'Skipped',
};
