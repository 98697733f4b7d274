import type { DocumentNode } from 'graphql';
import {
  type AnyDocument,
  GraphQLClient,
  GraphQLRequestError,
  type Operation,
  type Variables,
} from './client';

/*
 * Mocked answers for component tests, in the shape of Apollo's MockedResponse (request: query and
 * variables or a matcher; result or error; delay; maxUsageCount), so the tests of the lean pages read
 * like the console's. An operation no mock answers fails like a request the server refused.
 */

export interface MockedAnswer {
  request: {
    query: DocumentNode;
    // biome-ignore lint/suspicious/noExplicitAny: Apollo's matcher takes any variables
    variables?: Variables | ((variables: any) => boolean);
  };
  // biome-ignore lint/suspicious/noExplicitAny: a result or a function making one, as in Apollo's mocks
  result?: any;
  error?: Error;
  /** Milliseconds before the answer (Apollo's delay function is called with the operation's variables). */
  // biome-ignore lint/suspicious/noExplicitAny: Apollo's DelayFunction
  delay?: number | ((...args: any[]) => number);
  maxUsageCount?: number;
}

const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
};

const nameOf = (document: DocumentNode | AnyDocument): string | undefined =>
  (document as unknown as { definitions?: { name?: { value?: string } }[] }).definitions?.[0]?.name?.value;

/** A client whose requests are answered by `mocks` (each used once unless maxUsageCount says more). */
export function mockClient(mocks: readonly MockedAnswer[]): GraphQLClient {
  const uses = new Map<MockedAnswer, number>();
  const transport = async ({ document, variables }: Operation) => {
    const mock = mocks.find((m) => {
      if ((uses.get(m) ?? 0) >= (m.maxUsageCount ?? 1)) return false;
      if (m.request.query !== document && nameOf(m.request.query) !== nameOf(document)) return false;
      const expected = m.request.variables;
      if (typeof expected === 'function') return expected(variables);
      return same(expected ?? {}, variables);
    });
    if (!mock)
      throw new Error(`No more mocked responses for ${nameOf(document)} ${JSON.stringify(variables)}`);
    uses.set(mock, (uses.get(mock) ?? 0) + 1);
    const delay = typeof mock.delay === 'function' ? mock.delay(variables) : (mock.delay ?? 0);
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (mock.error) throw mock.error;
    const result: unknown = typeof mock.result === 'function' ? mock.result(variables) : mock.result;
    const body = (result ?? {}) as { data?: unknown; errors?: GraphQLRequestError['errors'] };
    if (body.errors?.length)
      throw new GraphQLRequestError(body.errors[0]?.message ?? 'error', body.errors, 200);
    return body.data;
  };
  return new GraphQLClient(transport);
}
