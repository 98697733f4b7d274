import { errorMessage, fieldErrors } from '../errors';

/**
 * What a form's submit handler answers when the server refused: the messages the server put on
 * the form's fields (`extensions.fields`) and, when none of them is the form's, the message for
 * the form's error alert (or, in a form without one, for the view's alert banner).
 */
export interface FormFailure<F extends string> {
  message?: string;
  fields?: Partial<Record<F, string>>;
}

/** Reads the server's field messages (`extensions.fields`) onto a form's own fields. */
export type ServerFieldMapper<F extends string> = (
  fromServer: Readonly<Record<string, string>>,
) => Partial<Record<F, string>>;

/**
 * Reads a failed request for a form with these fields (named like the server's, or mapped from
 * them): field messages go under their fields; the error's message (the server's text, or the
 * generic one) goes to the alert only when no field took a message, so nothing is said twice.
 */
export function formFailure<F extends string>(
  error: unknown,
  fields: readonly F[] | ServerFieldMapper<F>,
): FormFailure<F> {
  const fromServer = fieldErrors(error);
  const mapped = typeof fields === 'function' ? fields(fromServer) : pickFields(fromServer, fields);
  return Object.values(mapped).some(Boolean) ? { fields: mapped } : { message: errorMessage(error) };
}

function pickFields<F extends string>(
  fromServer: Readonly<Record<string, string>>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const mapped: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = fromServer[field];
    if (message) mapped[field] = message;
  }
  return mapped;
}
