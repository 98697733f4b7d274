import { invalid, isValidEmail, required, unique } from '../../lib/validation';

const NAME = 'Email';

/**
 * The problem with an address typed into the Email tab, or null: required, a valid e-mail, not already
 * a recipient (ignoring case; the server answers the same "Email has already been taken").
 */
export function recipientEmailProblem(value: string, existing: readonly { email: string }[]): string | null {
  const email = value.trim();
  if (email === '') return required(NAME);
  if (!isValidEmail(email)) return invalid(NAME);
  const lower = email.toLowerCase();
  if (existing.some((recipient) => recipient.email.toLowerCase() === lower)) return unique(NAME);
  return null;
}

/** Unverified first (they need attention), then by address. */
export function sortRecipients<T extends { email: string; verified: boolean }>(
  recipients: readonly T[],
): T[] {
  return [...recipients].sort((a, b) =>
    a.verified === b.verified ? a.email.localeCompare(b.email) : a.verified ? 1 : -1,
  );
}
