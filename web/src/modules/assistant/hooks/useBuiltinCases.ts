import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../lib/errors';
import { EvaluationBuiltinCasesQuery } from '../graphql/evaluation';

/** The built-in evaluation set (the same for every store; asked for once per visit). */
export function useBuiltinCases() {
  const { data, error, refetch } = useQuery(EvaluationBuiltinCasesQuery, { fetchPolicy: 'cache-first' });
  const cases = data?.evaluationBuiltinCases ?? null;
  return {
    cases,
    loadError: error && !cases ? errorMessage(error) : null,
    retry: () => void refetch(),
  };
}
