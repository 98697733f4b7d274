import { createHash, randomBytes } from 'node:crypto';

/**
 * One-time tokens for emailed links (confirmation, reset, unlock, invitations): 256 random bits in the
 * link, only their SHA-256 at rest, so a database leak does not leak usable links.
 */
export const hashToken = (raw: string): string => createHash('sha256').update(raw).digest('hex');

export function newSecureToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashToken(raw) };
}
