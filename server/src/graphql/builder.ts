import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Context } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: {
    ID: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date | string };
    Date: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [RelayPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // No generic node(id) lookups: every app-scoped read goes through a field with a tenancy guard.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

builder.addScalarType(
  'DateTime',
  new GraphQLScalarType<Date, string>({
    name: 'DateTime',
    description: 'An instant, ISO 8601 in UTC.',
    serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
    parseValue: (value) => {
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid date-time');
      return date;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError('Invalid date-time');
      const date = new Date(ast.value);
      if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid date-time');
      return date;
    },
  }),
);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const parseDate = (value: unknown): string => {
  if (typeof value !== 'string' || !DATE_RE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new GraphQLError('Invalid date, expected YYYY-MM-DD');
  }
  return value;
};

builder.addScalarType(
  'Date',
  new GraphQLScalarType<string, string>({
    name: 'Date',
    description: 'A calendar date, YYYY-MM-DD.',
    serialize: (value) => String(value),
    parseValue: parseDate,
    parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
);

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
