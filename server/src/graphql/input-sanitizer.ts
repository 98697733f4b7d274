/**
 * One check at the boundary for every text a client sends (variables and literals alike), before any
 * resolver runs: no NUL or other control characters (PostgreSQL refuses NUL in text, and nobody types
 * the others), and no string past MAX_TEXT characters (each field's own rule may allow fewer). A
 * refusal names the field in words, changes nothing, and reads like the spec's generic messages.
 */
import { type DocumentNode, GraphQLError, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasControlChars } from '../platform/text.ts';

export const MAX_TEXT = 20_000;

/** "storePolicies" → "Store policies"; the last named segment of a path like input.options.0.name. */
export function fieldLabel(path: readonly (string | number)[]): string {
  const name = [...path].reverse().find((p): p is string => typeof p === 'string') ?? 'Text';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function textProblem(value: string, path: readonly (string | number)[]): string | null {
  if (hasControlChars(value)) return `${fieldLabel(path)} contains characters that are not allowed`;
  if (value.length > MAX_TEXT) return `${fieldLabel(path)} should not exceed ${MAX_TEXT} characters`;
  return null;
}

interface Problem {
  field: string;
  message: string;
}

/** The first bad string in a variables object (depth-first), with its path. */
function inValue(value: unknown, path: (string | number)[], depth = 0): Problem | null {
  if (depth > 64) return { field: path.join('.'), message: 'Input is nested too deeply' };
  if (typeof value === 'string') {
    const message = textProblem(value, path);
    return message ? { field: path.join('.'), message } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = inValue(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = inValue(inner, [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** The first bad string literal in the document, named by its argument or input field. */
function inDocument(document: DocumentNode): Problem | null {
  let found: Problem | null = null;
  const names: string[] = [];
  visit(document, {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    StringValue(node) {
      if (found) return;
      const message = textProblem(node.value, names);
      if (message) found = { field: names.join('.'), message };
    },
  });
  return found;
}

/** Field keys are relative to the argument, like every other input error (`name`, `options.0.name`). */
function refusal(problem: Problem): GraphQLError {
  const parts = problem.field.split('.');
  const field = parts.length > 1 ? parts.slice(1).join('.') : problem.field;
  return new GraphQLError(problem.message, {
    extensions: { code: 'BAD_USER_INPUT', fields: { [field]: problem.message } },
  });
}

function check(args: { document: DocumentNode; variableValues?: unknown }): GraphQLError | null {
  const problem = inValue(args.variableValues ?? {}, []) ?? inDocument(args.document);
  return problem ? refusal(problem) : null;
}

export const inputSanitizer: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const error = check(args);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    const error = check(args);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
};

/**
 * A variable graphql-js could not coerce ("Variable "$i" got invalid value "2024-02-30" at
 * "i.birthdate"; …") in the spec's generic words: "Birthdate has invalid value", "Name is required",
 * with the field key; graphql-js's own text stays in `extensions.detail` for developers.
 */
export function requestError(error: GraphQLError): GraphQLError {
  const at = /got invalid value .* at "([^"]+)"/s.exec(error.message)?.[1];
  const missing = /Field "([^"]+)" of required type "[^"]+" was not provided/.exec(error.message)?.[1];
  const variable = /^Variable "\$([^"]+)"/.exec(error.message)?.[1];
  const path = [...(at ?? variable ?? '').split('.'), ...(missing ? [missing] : [])].filter(Boolean);
  // An unknown field is a programming mistake: graphql-js's own words name it best.
  if (path.length === 0 || / is not defined by type /.test(error.message)) {
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
    });
  }
  const message = `${fieldLabel(path)} ${missing || / was not provided/.test(error.message) ? 'is required' : 'has invalid value'}`;
  const field = path.length > 1 ? path.slice(1).join('.') : path.join('.');
  return new GraphQLError(message, {
    nodes: error.nodes,
    extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message }, detail: error.message },
  });
}
