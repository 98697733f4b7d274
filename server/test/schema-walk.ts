/**
 * Walks the schema to call any query or mutation: a well-typed value for every argument (the
 * baseline), and the hostile variants the fuzz test sends (wrong types, missing fields, odd strings,
 * extreme numbers, unknown and other tenants' ids).
 */
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { schema } from '../src/graphql/schema.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Ids {
  /** The value an ID leaf gets, by its argument or input field name (appUuid...), else a default. */
  id(name: string): string;
  /** Another merchant's id for a leaf of that name (their store, product, order). */
  victim?(name: string): string;
}

export const operationFields = (kind: 'query' | 'mutation'): GraphQLField<unknown, unknown>[] => {
  const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(type?.getFields() ?? {});
};

/**
 * A well-typed value: required input fields only, one item per list. With `full`, optional fields too,
 * but not optional ids (a made-up category or photo id would stop every call at its lookup).
 */
export function valueFor(type: GraphQLInputType, name: string, ids: Ids, full = false, depth = 0): Json {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return depth > 6 ? [] : [valueFor(inner.ofType, name, ids, full, depth + 1)];
  if (isEnumType(inner)) return inner.getValues()[0]?.name ?? null;
  if (isInputObjectType(inner)) {
    const out: Record<string, Json> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) || (full && depth < 3 && !/uuids?$/i.test(field.name))) {
        out[field.name] = valueFor(field.type, field.name, ids, full, depth + 1);
      }
    }
    return out;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return ids.id(name);
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'Date':
        return '2026-11-20';
      case 'DateTime':
        return '2026-11-20T08:00:00.000Z';
      default:
        return /uuid$/i.test(name) ? ids.id(name) : 'Suki';
    }
  }
  return null;
}

/** The selection a field needs: none for scalars, __typename for objects (no deep reads). */
const selection = (type: GraphQLOutputType): string => {
  const named = getNamedType(type);
  return isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
};

/** `query($a: T!, $b: U) { field(a: $a, b: $b) { __typename } }` for a field of the Query or Mutation type. */
export function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args;
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const pass = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind}${defs ? `(${defs})` : ''} { ${field.name}${pass ? `(${pass})` : ''}${selection(field.type)} }`;
}

export function baselineVariables(args: readonly GraphQLArgument[], ids: Ids, full = false) {
  const vars: Record<string, Json> = {};
  for (const arg of args) {
    if (isNonNullType(arg.type) || full) vars[arg.name] = valueFor(arg.type, arg.name, ids, full);
  }
  return vars;
}

/** Every leaf of a value with its path and the scalar or enum type name the schema gives it. */
export function leaves(
  type: GraphQLInputType,
  value: Json,
  path: (string | number)[] = [],
): { path: (string | number)[]; type: string; name: string }[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner) && Array.isArray(value)) {
    return value.flatMap((item, i) => leaves(inner.ofType, item, [...path, i]));
  }
  if (isInputObjectType(inner) && value && typeof value === 'object' && !Array.isArray(value)) {
    const fields = inner.getFields();
    return Object.entries(value).flatMap(([key, v]) => {
      const field = fields[key];
      return field ? leaves(field.type, v, [...path, key]) : [];
    });
  }
  const name = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
  return [{ path, type: getNamedType(inner).name, name }];
}

/** A deep copy of `vars` with the leaf at `path` replaced (or removed when `value` is undefined). */
export function withLeaf(vars: Record<string, Json>, path: (string | number)[], value: Json | undefined) {
  const copy = structuredClone(vars) as Record<string, Json>;
  let node: Json = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string, Json>)[key as string] as Json;
  const last = path[path.length - 1] as string;
  const holder = node as Record<string, Json>;
  if (value === undefined) delete holder[last];
  else holder[last] = value;
  return copy;
}
