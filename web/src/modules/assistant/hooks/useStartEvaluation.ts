import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { EvaluationDataset } from '../../../generated/graphql';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { EVALUATION_PAGE_SIZE } from '../evaluation';
import { EvaluationRunDetailsQuery, EvaluationRunMutation, EvaluationRunsQuery } from '../graphql/evaluation';

/** The History screen shows the run named here (?run=uuid). */
export const RUN_PARAM = 'run';

/**
 * Starts an evaluation over the store's dataset or the built-in set. The server answers at once with
 * the run running (done 0 of total); it is put in the cache as History reads it (first in the list,
 * and as the selected run), and History opens on it and follows its progress.
 */
export function useStartEvaluation(appUuid: string) {
  const route = useAppRoute();
  const navigate = useNavigate();
  const alert = useAlert();
  const [start, { loading }] = useMutation(EvaluationRunMutation);

  const run = async (dataset: EvaluationDataset) => {
    try {
      const { data } = await start({
        variables: { input: { appUuid, dataset } },
        update: (cache, { data: answer }) => {
          const started = answer?.evaluationRun;
          if (!started) return;
          cache.writeQuery({
            query: EvaluationRunDetailsQuery,
            variables: { uuid: started.uuid },
            data: { evaluationRun: started },
          });
          cache.updateQuery(
            { query: EvaluationRunsQuery, variables: { appUuid, first: EVALUATION_PAGE_SIZE } },
            (current) => {
              if (!current || current.evaluationRuns.edges.some((e) => e.node.uuid === started.uuid))
                return current;
              const edge = { __typename: 'EvaluationRunEdge' as const, cursor: started.uuid, node: started };
              return {
                evaluationRuns: {
                  ...current.evaluationRuns,
                  edges: [edge, ...current.evaluationRuns.edges],
                },
              };
            },
          );
        },
      });
      const started = data?.evaluationRun;
      if (started && route)
        navigate(
          `${route.url('chatbot-evaluation-history')}?${RUN_PARAM}=${encodeURIComponent(started.uuid)}`,
        );
    } catch (error) {
      alert.error(error);
    }
  };

  return { run, starting: loading };
}
