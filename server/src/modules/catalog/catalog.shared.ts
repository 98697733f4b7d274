import { badInput, isUniqueViolation } from '../../platform/errors.ts';
import type { Problems } from './catalog.rules.ts';
import { NAME_TAKEN } from './catalog.rules.ts';

/** Input problems become one BAD_USER_INPUT answer with a message per field (DESIGN.md rule 4). */
export function throwIfProblems(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw badInput(problems);
}

export const nameTaken = () => badInput({ name: NAME_TAKEN });

/** A unique-index violation (two saves racing past the name check) is the same answer as the check. */
export async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
