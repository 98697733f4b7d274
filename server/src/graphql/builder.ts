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

const INVALID_DATE_TIME = 'Invalid date-time, expected ISO 8601 like 2026-11-25T08:00:00Z';
/** ISO 8601 with a real calendar day, between the years 1000 and 9999 (PostgreSQL's and JSON's common ground). */
function parseDateTime(value: unknown): Date {
  const text = typeof value === 'string' ? value : '';
  const date = new Date(text);
  const day = text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}(T|$)/.test(text) || !isCalendarDate(day) || Number.isNaN(date.getTime())) {
    throw new GraphQLError(INVALID_DATE_TIME, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return date;
}

builder.addScalarType(
  'DateTime',
  new GraphQLScalarType<Date, string>({
    name: 'DateTime',
    description: 'An instant, ISO 8601 in UTC.',
    serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
    parseValue: parseDateTime,
    parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
);

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const INVALID_DATE = 'Invalid date, expected a real calendar day as YYYY-MM-DD';

/** A real calendar day (2024-02-29 yes, 2024-02-30 and 2023-02-29 no), years 1000 to 9999. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const parseDate = (value: unknown): string => {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw new GraphQLError(INVALID_DATE, { extensions: { code: 'BAD_USER_INPUT' } });
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
