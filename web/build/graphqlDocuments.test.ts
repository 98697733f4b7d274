// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentExport, documentIn, generatedDocuments, replaceGraphqlCalls } from './graphqlDocuments';

const generated = [
  'export const StoreOrderDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<A, B>;',
  'export const PlaceFieldsFragmentDoc = {"kind":"Document","definitions":[1]} as unknown as DocumentNode<C, unknown>;',
].join('\n');

describe('graphql() calls replaced by their generated documents', () => {
  it('names an operation Document and a fragment FragmentDoc', () => {
    expect(documentExport('\n  query StoreOrder($a: ID!) { x }')).toBe('StoreOrderDocument');
    expect(documentExport('fragment PlaceFields on Place { code }')).toBe('PlaceFieldsFragmentDoc');
  });

  it('inlines each document and drops the import of graphql()', () => {
    const code = [
      "import { graphql } from '../../generated';",
      'export const A = graphql(`\n  query StoreOrder { storeOrder }\n`);',
      'export const B = graphql(`fragment PlaceFields on Place { code }`);',
    ].join('\n');
    const out = replaceGraphqlCalls(code, generatedDocuments(generated), 'x.ts');
    expect(out).toBe(
      [
        '',
        'export const A = ({"kind":"Document","definitions":[]});',
        'export const B = ({"kind":"Document","definitions":[1]});',
      ].join('\n'),
    );
  });

  it('leaves a module without graphql() alone and refuses a document codegen has not seen', () => {
    expect(replaceGraphqlCalls('export const x = 1;', new Map(), 'x.ts')).toBeNull();
    const stale = "import { graphql } from '../generated';\nexport const A = graphql(`query Missing { a }`);";
    expect(() => replaceGraphqlCalls(stale, generatedDocuments(generated), 'x.ts')).toThrow(
      'x.ts: MissingDocument is not generated',
    );
  });

  it('gives the lean pages the operation printed as text, with or without its AST', () => {
    const ast =
      '{"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ping"}}]}}]}';
    expect(JSON.parse(documentIn(ast, 'text'))).toEqual({ __text: 'query Ping {\n  ping\n}' });
    const both = JSON.parse(documentIn(ast, 'ast+text'));
    expect(both.__text).toBe('query Ping {\n  ping\n}');
    expect(both.definitions[0].name.value).toBe('Ping');
    expect(documentIn(ast, 'ast')).toBe(ast);
  });
});
