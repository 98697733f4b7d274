import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { GENERIC_SERVER_ERROR } from './constants';

/*
 * Reading server failures (DESIGN.md rule 4): an expected failure is a GraphQL error whose
 * message is the user-facing text and whose extensions carry a `code` and, for input errors,
 * `fields: { fieldName: message }`. Anything else reaches the user as the generic message.
 */

/** The part of a GraphQL error the console reads. */
export interface GraphQLErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

const GRAPHQL_PREFIX = 'GraphQL error: ';

/** Removes the leading 'GraphQL error: ' that older clients put on messages (document 1 §8). */
export function stripGraphQLPrefix(message: string): string {
  let out = message;
  while (out.startsWith(GRAPHQL_PREFIX)) out = out.slice(GRAPHQL_PREFIX.length);
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toErrorLike(value: unknown): GraphQLErrorLike | null {
  if (!isRecord(value) || typeof value.message !== 'string') return null;
  const extensions = value.extensions;
  return isRecord(extensions) ? { message: value.message, extensions } : { message: value.message };
}

function toErrorList(value: unknown): GraphQLErrorLike[] {
  if (!Array.isArray(value)) return [];
  return value.map(toErrorLike).filter((e): e is GraphQLErrorLike => e !== null);
}

function errorsInBody(bodyText: string): GraphQLErrorLike[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    return isRecord(body) ? toErrorList(body.errors) : [];
  } catch {
    return [];
  }
}

/**
 * The GraphQL errors carried by any failure the client can see: Apollo Client 4's
 * CombinedGraphQLErrors (and CombinedProtocolErrors), a ServerError whose body holds a GraphQL
 * response (non-2xx answers), a plain `{ errors }` result, Apollo 3's `{ graphQLErrors }`,
 * or a single GraphQLError-like object with extensions. Network failures yield [].
 */
export function graphQLErrors(err: unknown): GraphQLErrorLike[] {
  if (CombinedGraphQLErrors.is(err)) return toErrorList(err.errors);
  if (ServerError.is(err)) return errorsInBody(err.bodyText);
  if (!isRecord(err)) return [];
  if (Array.isArray(err.errors)) return toErrorList(err.errors);
  if (Array.isArray(err.graphQLErrors)) return toErrorList(err.graphQLErrors);
  if (isRecord(err.extensions)) {
    const single = toErrorLike(err);
    return single === null ? [] : [single];
  }
  return [];
}

function codeOf(error: GraphQLErrorLike): string | null {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** The `extensions.code` of the first GraphQL error, or null. */
export function errorCode(err: unknown): string | null {
  const first = graphQLErrors(err)[0];
  return first === undefined ? null : codeOf(first);
}

/**
 * The message to show for a failure: the first GraphQL error's message without the
 * 'GraphQL error: ' prefix. Internal server errors, empty messages, network and unknown
 * failures read "Something went wrong please try again later".
 */
export function errorMessage(err: unknown): string {
  const first = graphQLErrors(err)[0];
  if (first !== undefined) {
    if (codeOf(first) === 'INTERNAL_SERVER_ERROR') return GENERIC_SERVER_ERROR;
    const message = stripGraphQLPrefix(first.message).trim();
    return message === '' ? GENERIC_SERVER_ERROR : message;
  }
  if (err instanceof Error && err.message.startsWith(GRAPHQL_PREFIX)) {
    const message = stripGraphQLPrefix(err.message).trim();
    if (message !== '') return message;
  }
  return GENERIC_SERVER_ERROR;
}

/**
 * Field messages from input errors (`extensions.fields`), merged over all GraphQL errors;
 * the first message for a field wins. Non-string entries are ignored.
 */
export function fieldErrors(err: unknown): Record<string, string> {
  const found = new Map<string, string>();
  for (const error of graphQLErrors(err)) {
    const fields = error.extensions?.fields;
    if (!isRecord(fields)) continue;
    for (const [field, message] of Object.entries(fields)) {
      if (typeof message === 'string' && !found.has(field)) found.set(field, stripGraphQLPrefix(message));
    }
  }
  return Object.fromEntries(found);
}

/** True when the server refused the session: any error coded UNAUTHENTICATED, or an HTTP 401. */
export function isUnauthenticated(err: unknown): boolean {
  if (ServerError.is(err) && err.statusCode === 401) return true;
  return graphQLErrors(err).some((error) => codeOf(error) === 'UNAUTHENTICATED');
}
