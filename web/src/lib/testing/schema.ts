import type { MockLink } from '@apollo/client/testing';
import { buildSchema, type DocumentNode, getOperationAST, getVariableValues, validate } from 'graphql';
import schemaSource from '../../../../schema.graphql?raw';

/*
 * The server's contract (schema.graphql, printed from the server) for tests whose GraphQL is mocked:
 * a mocked request the real server would refuse (an unknown field, an input field it does not take,
 * a missing required variable) fails the test instead of passing against a fiction.
 */

const schema = buildSchema(schemaSource);

/**
 * What the server's schema refuses in an operation and its variables; empty when it accepts both.
 * `variables: null` checks the operation alone.
 */
export function schemaProblems(
  query: DocumentNode,
  variables: Record<string, unknown> | null = {},
): string[] {
  const problems = validate(schema, query).map((error) => error.message);
  const operation = getOperationAST(query);
  if (!operation) return [...problems, 'The document has no single operation'];
  if (variables === null) return problems;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return [...problems, ...(coerced.errors ?? []).map((error) => error.message)];
}

/**
 * The mock itself, once its request is one the server's schema accepts; otherwise throws why not.
 * A variables matcher (a function) cannot be read, so only its operation is checked.
 */
export function schemaChecked(mock: MockLink.MockedResponse): MockLink.MockedResponse {
  const { query, variables } = mock.request;
  const problems = schemaProblems(query, typeof variables === 'function' ? null : (variables ?? {}));
  if (problems.length > 0) {
    const name = getOperationAST(query)?.name?.value ?? 'operation';
    throw new Error(`The server's schema refuses ${name}: ${problems.join('; ')}`);
  }
  return mock;
}
