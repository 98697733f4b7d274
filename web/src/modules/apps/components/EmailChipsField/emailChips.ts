import { isValidEmail } from '../../../../lib/validation';

export interface EmailCommit {
  /** The chips after adding every valid, new address. */
  emails: string[];
  /** What stays in the input: the parts that are not valid addresses, for the user to fix. */
  remaining: string;
  /** True when some typed part was refused. */
  invalid: boolean;
}

/**
 * Adds what was typed ('a@x.ph, b@y.ph') to the chips: split on commas, semicolons and spaces,
 * trimmed, valid addresses appended unless already there (ignoring case), the rest kept as text.
 */
export function commitEmailText(current: readonly string[], text: string): EmailCommit {
  const emails = [...current];
  const seen = new Set(current.map((email) => email.toLowerCase()));
  const refused: string[] = [];
  for (const part of text.split(/[,;\s]+/)) {
    const email = part.trim();
    if (email === '') continue;
    if (!isValidEmail(email)) {
      refused.push(email);
      continue;
    }
    if (seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    emails.push(email);
  }
  return { emails, remaining: refused.join(', '), invalid: refused.length > 0 };
}
