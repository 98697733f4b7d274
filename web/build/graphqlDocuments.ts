import fs from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import type { Plugin } from 'vite';

/*
 * GraphQL codegen's client preset resolves `graphql(`…`)` at run time through a map of every
 * operation in the project (src/generated/gql.ts), which no bundler can tree-shake; and importing the
 * documents from src/generated/graphql.ts instead still puts them all in one shared chunk (a module
 * is not split between chunks). Either way each entry would carry every other entry's operations:
 * the storefront the whole console's. This plugin replaces each call with the generated document it
 * stands for (`query StoreOrder` -> StoreOrderDocument, `fragment PsgcPlaceFields` ->
 * PsgcPlaceFieldsFragmentDoc), inlined as its JSON, so a chunk carries only the documents it uses.
 * Types are unchanged: TypeScript still reads the preset's typed graphql().
 *
 * The pages that send GraphQL over lib/graphqlFetch (no Apollo, no graphql-js in the browser: issue
 * 18) need the operation's text instead: in the folders given as `textOnly`, a document becomes
 * `{"__text": "<printed at build time>"}` in a build, and keeps its AST beside the text under Vitest
 * (the tests check their mocks against the schema with it). In the files given as `withText` (the
 * console's documents the lean sign-in page sends too) a document keeps its AST and gets the text.
 */

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*'((?:\.\.?\/)+generated)(?:\/index)?';?/;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/m;

/** The generated export a document's source stands for. */
export function documentExport(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`A graphql() document without a named operation or fragment: ${source.trim()}`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/** The generated documents by export name, as JSON text (from src/generated/graphql.ts). */
export function generatedDocuments(source: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, json] of source.matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm,
  )) {
    if (name && json) documents.set(name, json);
  }
  return documents;
}

/**
 * The module's code with its graphql() calls replaced by the generated documents; null when it
 * imports no graphql().
 */
export type DocumentForm = 'ast' | 'text' | 'ast+text';

/** The document's JSON in the form asked for (text: its operation printed, as lib/graphqlFetch sends it). */
export function documentIn(json: string, form: DocumentForm): string {
  if (form === 'ast') return json;
  const text = JSON.stringify(print(JSON.parse(json)));
  return form === 'text' ? `{"__text":${text}}` : `${json.slice(0, -1)},"__text":${text}}`;
}

export function replaceGraphqlCalls(
  code: string,
  documents: ReadonlyMap<string, string>,
  id: string,
  form: DocumentForm = 'ast',
): string | null {
  if (!IMPORT.test(code)) return null;
  const body = code.replace(IMPORT, '').replace(CALL, (_call, source: string) => {
    const name = documentExport(source);
    const json = documents.get(name);
    if (json === undefined)
      throw new Error(`${id}: ${name} is not generated: run \`npm run codegen -w web\``);
    return `(${documentIn(json, form)})`;
  });
  if (/\bgraphql\(/.test(body)) {
    throw new Error(`${id}: graphql() takes one template literal (no interpolation) so it can be replaced`);
  }
  return body;
}

/** The plugin for the sources beside `generatedDir` (src/); other files are left alone. */
export function graphqlDocuments(
  generatedDir: string,
  { textOnly = [], withText = [] }: { textOnly?: readonly string[]; withText?: readonly string[] } = {},
): Plugin {
  const sourceDir = path.dirname(generatedDir) + path.sep;
  const textForm: DocumentForm = process.env.VITEST ? 'ast+text' : 'text';
  const formOf = (id: string): DocumentForm =>
    textOnly.some((dir) => id.startsWith(dir))
      ? textForm
      : withText.some((file) => id.startsWith(file))
        ? 'ast+text'
        : 'ast';
  let documents: Map<string, string> | null = null;
  const load = () => {
    documents ??= generatedDocuments(fs.readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8'));
    return documents;
  };
  return {
    name: 'suki-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const source = id.startsWith(sourceDir) && !id.startsWith(generatedDir) && /\.tsx?$/.test(id);
      if (!source || !code.includes('graphql(`')) return null;
      const replaced = replaceGraphqlCalls(code, load(), id, formOf(id));
      return replaced === null ? null : { code: replaced, map: null };
    },
    watchChange(id) {
      if (id.startsWith(generatedDir)) documents = null;
    },
  };
}
