import { GraphQLError } from 'graphql';

/** Expected failures are answers (DESIGN.md rule 4): message is user-facing, extensions carry a code. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_ERROR';

export class AppError extends GraphQLError {
  constructor(message: string, code: ErrorCode, fields?: Record<string, string>) {
    super(message, { extensions: fields ? { code, fields } : { code } });
  }
}

export const GENERIC_ERROR = 'Something went wrong please try again later';
export const EXPIRED_ACCESS_TOKEN = 'Expired access token';

export const badInput = (fields: Record<string, string>, message?: string): AppError =>
  new AppError(message ?? Object.values(fields)[0] ?? 'Invalid input', 'BAD_USER_INPUT', fields);
export const notFound = (what: string): AppError => new AppError(`${what} not found`, 'NOT_FOUND');
export const unauthenticated = (): AppError => new AppError(EXPIRED_ACCESS_TOKEN, 'UNAUTHENTICATED');
export const forbidden = (message = 'You do not have access to this'): AppError =>
  new AppError(message, 'FORBIDDEN');
export const conflict = (message: string): AppError => new AppError(message, 'CONFLICT');

/** Whether a database error (or one it caused) is a unique-constraint violation (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
