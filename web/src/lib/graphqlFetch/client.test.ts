import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCode, errorMessage, fieldErrors } from '../errors';
import type { AnyDocument } from './client';
import { documentText, GraphQLClient, GraphQLRequestError, httpTransport, operationName } from './client';

const Ping = { __text: 'query Ping($n: Int) {\n  ping(n: $n)\n}' } as unknown as AnyDocument;

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the fetch GraphQL client of the first pages', () => {
  it('posts the printed operation, its name and variables, with the bearer token when there is one', async () => {
    const fetch = answer(200, { data: { ping: 2 } });
    vi.stubGlobal('fetch', fetch);
    expect(await httpTransport('/graphql', () => 'tok')({ document: Ping, variables: { n: 2 } })).toEqual({
      ping: 2,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'Ping',
      query: documentText(Ping),
      variables: { n: 2 },
    });
    const headersOf = (i: RequestInit | undefined) => (i?.headers ?? {}) as Record<string, string>;
    expect(headersOf(init).authorization).toBe('Bearer tok');
    await httpTransport('/graphql')({ document: Ping, variables: {} });
    expect(headersOf(fetch.mock.calls[1]?.[1]).authorization).toBeUndefined();
    expect(operationName(Ping)).toBe('Ping');
  });

  it("throws the server's GraphQL errors so lib/errors reads their code, message and fields", async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, {
        errors: [
          { message: 'Store not found', extensions: { code: 'NOT_FOUND', fields: { appUuid: 'Unknown' } } },
        ],
      }),
    );
    const failure = await httpTransport('/graphql')({ document: Ping, variables: {} }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect(errorCode(failure)).toBe('NOT_FOUND');
    expect(errorMessage(failure)).toBe('Store not found');
    expect(fieldErrors(failure)).toEqual({ appUuid: 'Unknown' });
  });

  it('says the generic words for a server that answers without GraphQL (a 502, an HTML page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const failure = await httpTransport('/graphql')({ document: Ping, variables: {} }).catch(
      (e: unknown) => e,
    );
    expect(errorMessage(failure)).toBe('Something went wrong please try again later');
  });

  it('shares a request in flight and keeps the answer by operation and variables', async () => {
    const transport = vi.fn(async ({ variables }: { variables: Record<string, unknown> }) => ({
      ping: variables.n,
    }));
    const client = new GraphQLClient(transport);
    const [a, b] = await Promise.all([client.query(Ping, { n: 1 }), client.query(Ping, { n: 1 })]);
    expect([a, b]).toEqual([{ ping: 1 }, { ping: 1 }]);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(client.read(Ping, { n: 1 })).toEqual({ ping: 1 });
    expect(client.read(Ping, { n: 2 })).toBeUndefined();
    await client.query(Ping, { n: 1 }, 'network-only');
    expect(transport).toHaveBeenCalledTimes(2);
  });
});
