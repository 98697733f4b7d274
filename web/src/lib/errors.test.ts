import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GENERIC_SERVER_ERROR } from './constants';
import {
  errorCode,
  errorMessage,
  fieldErrors,
  graphQLErrors,
  isUnauthenticated,
  stripGraphQLPrefix,
} from './errors';

const inputError = {
  message: 'Mobile Number is invalid',
  extensions: { code: 'BAD_USER_INPUT', fields: { contactNumber: 'Mobile Number is invalid', birthdate: 9 } },
};

function combined(errors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>) {
  return new CombinedGraphQLErrors({ data: null, errors });
}

function serverError(status: number, body: unknown): ServerError {
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });
}

describe('stripGraphQLPrefix', () => {
  it('removes the leading GraphQL error prefix only', () => {
    expect(stripGraphQLPrefix('GraphQL error: App not found')).toBe('App not found');
    expect(stripGraphQLPrefix('GraphQL error: GraphQL error: twice')).toBe('twice');
    expect(stripGraphQLPrefix('Not a GraphQL error: here')).toBe('Not a GraphQL error: here');
    expect(stripGraphQLPrefix('')).toBe('');
  });
});

describe('errorMessage', () => {
  it('shows the first GraphQL error of an Apollo CombinedGraphQLErrors, prefix stripped', () => {
    const err = combined([{ message: 'GraphQL error: App is not active' }, { message: 'second' }]);
    expect(CombinedGraphQLErrors.is(err)).toBe(true);
    expect(errorMessage(err)).toBe('App is not active');
  });

  it('reads plain { errors } results and single GraphQLError objects', () => {
    expect(errorMessage({ errors: [inputError] })).toBe('Mobile Number is invalid');
    expect(errorMessage(new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } }))).toBe(
      'Not found',
    );
    expect(errorMessage({ graphQLErrors: [{ message: 'Legacy shape' }] })).toBe('Legacy shape');
  });

  it('hides internal server errors behind the generic message', () => {
    const err = combined([{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(errorMessage(err)).toBe(GENERIC_SERVER_ERROR);
  });

  it('shows the generic message for network and unknown failures', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_SERVER_ERROR);
    expect(errorMessage(serverError(502, '<html>Bad gateway</html>'))).toBe(GENERIC_SERVER_ERROR);
    expect(errorMessage(undefined)).toBe(GENERIC_SERVER_ERROR);
    expect(errorMessage('boom')).toBe(GENERIC_SERVER_ERROR);
    expect(errorMessage({ errors: [] })).toBe(GENERIC_SERVER_ERROR);
    expect(errorMessage(combined([{ message: '  ' }]))).toBe(GENERIC_SERVER_ERROR);
  });

  it('reads GraphQL errors from the body of a non-2xx response', () => {
    const err = serverError(401, {
      errors: [{ message: 'Expired access token', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(errorMessage(err)).toBe('Expired access token');
  });

  it('strips the prefix from a plain Error that carries a GraphQL message', () => {
    expect(errorMessage(new Error('GraphQL error: Voucher expired'))).toBe('Voucher expired');
  });
});

describe('fieldErrors', () => {
  it('maps extensions.fields of input errors, ignoring non-string entries', () => {
    expect(fieldErrors(combined([inputError]))).toEqual({ contactNumber: 'Mobile Number is invalid' });
  });

  it('merges fields over all errors with the first message for a field winning', () => {
    const err = combined([
      { message: 'a', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email is required' } } },
      {
        message: 'b',
        extensions: { code: 'BAD_USER_INPUT', fields: { email: 'other', name: 'Name is required' } },
      },
    ]);
    expect(fieldErrors(err)).toEqual({ email: 'Email is required', name: 'Name is required' });
  });

  it('keeps field names that collide with Object.prototype as plain entries', () => {
    const fields = fieldErrors({
      errors: [{ message: 'x', extensions: { fields: { constructor: 'bad' } } }],
    });
    expect(Object.keys(fields)).toEqual(['constructor']);
    expect(fields.constructor).toBe('bad');
  });

  it('is empty when there are no input errors', () => {
    expect(fieldErrors(combined([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }]))).toEqual({});
    expect(fieldErrors(new TypeError('Failed to fetch'))).toEqual({});
    expect(fieldErrors(null)).toEqual({});
  });
});

describe('isUnauthenticated', () => {
  it('is true when any GraphQL error is coded UNAUTHENTICATED', () => {
    const err = combined([
      { message: 'x', extensions: { code: 'FORBIDDEN' } },
      { message: 'Expired access token', extensions: { code: 'UNAUTHENTICATED' } },
    ]);
    expect(isUnauthenticated(err)).toBe(true);
    expect(isUnauthenticated({ errors: [{ message: 'y', extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(
      true,
    );
  });

  it('is true for an HTTP 401 even without a GraphQL body', () => {
    expect(isUnauthenticated(serverError(401, 'Unauthorized'))).toBe(true);
  });

  it('is false for other codes and failures', () => {
    expect(isUnauthenticated(combined([{ message: 'no', extensions: { code: 'FORBIDDEN' } }]))).toBe(false);
    expect(isUnauthenticated(serverError(500, 'oops'))).toBe(false);
    expect(isUnauthenticated(new Error('UNAUTHENTICATED'))).toBe(false);
    expect(isUnauthenticated(undefined)).toBe(false);
  });
});

describe('errorCode and graphQLErrors', () => {
  it('gives the first error code, or null', () => {
    expect(errorCode(combined([inputError]))).toBe('BAD_USER_INPUT');
    expect(errorCode(combined([{ message: 'no code' }]))).toBeNull();
    expect(errorCode(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('skips entries that are not errors', () => {
    expect(graphQLErrors({ errors: [null, 'x', { message: 'kept' }] })).toEqual([{ message: 'kept' }]);
  });
});
