import {
  buildSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  getNamedType,
  Kind,
  parse,
  type SelectionSetNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaSource from '../../../schema.graphql?raw';
import * as generated from '../generated/graphql';
import { KEYED_BY_UUID } from './apollo';

const schema = buildSchema(schemaSource);
const documents = Object.values(generated).filter(
  (value): value is DocumentNode =>
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT,
);
const fragments = new Map<string, FragmentDefinitionNode>();
for (const doc of documents)
  for (const def of doc.definitions)
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

/** Whether a selection set asks for `uuid`, directly or through its fragments. */
function selectsUuid(set: SelectionSetNode, known: Map<string, FragmentDefinitionNode>): boolean {
  return set.selections.some((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === 'uuid' && !s.alias;
    if (s.kind === Kind.INLINE_FRAGMENT) return selectsUuid(s.selectionSet, known);
    const fragment = known.get(s.name.value);
    return fragment ? selectsUuid(fragment.selectionSet, known) : false;
  });
}

/** Each field of a keyed type whose selection lacks uuid, as "Type at field". */
function missingUuid(doc: DocumentNode): string[] {
  const keyed = new Set<string>(KEYED_BY_UUID);
  const local = new Map(fragments);
  for (const def of doc.definitions)
    if (def.kind === Kind.FRAGMENT_DEFINITION) local.set(def.name.value, def);
  const missing: string[] = [];
  const info = new TypeInfo(schema);
  visit(
    doc,
    visitWithTypeInfo(info, {
      Field(node) {
        const type = info.getType();
        const named = type ? getNamedType(type).name : '';
        if (keyed.has(named) && node.selectionSet && !selectsUuid(node.selectionSet, local))
          missing.push(`${named} at ${node.name.value}`);
      },
    }),
  );
  return missing;
}

describe('the Apollo cache keys', () => {
  it('has every type it keys by uuid in the schema, with a uuid', () => {
    for (const type of KEYED_BY_UUID) {
      const fields = (schema.getType(type) as { getFields?: () => Record<string, unknown> }).getFields?.();
      expect(fields && 'uuid' in fields, type).toBe(true);
    }
    expect(documents.length).toBeGreaterThan(50);
  });

  it('finds uuid in every selection of a keyed type, so no answer is dropped from the cache', () => {
    expect(documents.flatMap(missingUuid)).toEqual([]);
  });

  it('would catch a selection without uuid, also through a fragment', () => {
    const doc = parse(`
      fragment Bare on Order { transactionNumber }
      query { order(uuid: "o-1") { ...Bare } orders(appUuid: "a") { edges { node { uuid total } } } }`);
    expect(missingUuid(doc)).toEqual(['Order at order']);
  });
});
