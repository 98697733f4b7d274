import type { Session } from '../../graphql/context.ts';
import type { SessionEnd } from '../../platform/live-sessions.ts';

/**
 * A short-lived cache of the sessions bearer tokens open (token log row + user), so that a signed-in
 * request does not read them again on every call (docs/decisions.md, issue 18).
 *
 * - An entry lives SESSION_CACHE_MS (2 s) at most. The token's signature, expiry and cut-off are
 *   checked on every request all the same; only the database's answer (not revoked, the user row) is reused.
 * - A revocation in this process (sign-out, password reset) and a change to the user row (profile,
 *   confirmations, lock) forget the entries at once, after the change commits.
 * - Another process forgets them when the `sessions` signal arrives (milliseconds, over Redis with
 *   several processes); if that signal is lost, the entry still ends within 2 s, well inside the live
 *   sockets' 30-second re-check.
 * - An entry is used only for the database it was read from (tests run several servers in one process).
 * - A lookup that started before a forget does not store its (maybe stale) answer afterwards.
 * - Concurrent requests with one token (a page's parallel queries on a cold cache) share one lookup,
 *   unless something was forgotten since it began.
 */
export const SESSION_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  session: Session;
  /** The database the row was read from. */
  source: object;
  until: number;
}

const entries = new Map<string, Entry>();
/** Bumped by every forget: a lookup begun under an older generation does not store its answer. */
let generation = 0;

function cachedSession(source: object, jti: string): Session | null {
  const entry = entries.get(jti);
  if (!entry) return null;
  if (entry.source !== source || entry.until <= performance.now()) {
    entries.delete(jti);
    return null;
  }
  return entry.session;
}

/** Keeps the session a lookup found, unless something was forgotten since the lookup began. */
function rememberSession(source: object, session: Session, since: number): void {
  if (since !== generation) return;
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(session.jti, { session, source, until: performance.now() + SESSION_CACHE_MS });
}

const inFlight = new Map<string, { source: object; since: number; answer: Promise<Session | null> }>();

/** The session of a token: from the cache, else from one lookup shared by every request asking meanwhile. */
export function sharedSession(
  source: object,
  jti: string,
  lookup: () => Promise<Session | null>,
): Promise<Session | null> {
  const cached = cachedSession(source, jti);
  if (cached) return Promise.resolve(cached);
  const running = inFlight.get(jti);
  if (running && running.source === source && running.since === generation) return running.answer;
  const since = generation;
  const answer: Promise<Session | null> = lookup()
    .then((session) => {
      if (session) rememberSession(source, session, since);
      return session;
    })
    .finally(() => {
      if (inFlight.get(jti)?.answer === answer) inFlight.delete(jti);
    });
  inFlight.set(jti, { source, since, answer });
  return answer;
}

/** Forgets a token's session, or every session of a user (revoked, or the user row changed). */
export function forgetSessions(end: SessionEnd): void {
  generation += 1;
  if ('jti' in end) {
    entries.delete(end.jti);
    return;
  }
  for (const [jti, entry] of entries) if (entry.session.user.uuid === end.userUuid) entries.delete(jti);
}
