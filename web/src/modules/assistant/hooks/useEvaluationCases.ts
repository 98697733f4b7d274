import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type {
  EvaluationCaseFieldsFragment,
  EvaluationCasesQuery as EvaluationCasesData,
} from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { useAlert } from '../../../shell/alert/AlertContext';
import { EVALUATION_PAGE_SIZE } from '../evaluation';
import {
  EvaluationCaseCreateMutation,
  EvaluationCaseDeleteMutation,
  EvaluationCasesQuery,
  EvaluationCaseUpdateMutation,
} from '../graphql/evaluation';

type Connection = EvaluationCasesData['evaluationCases'];
type Edge = Connection['edges'][number];
export type CaseInput = Pick<EvaluationCaseFieldsFragment, 'message' | 'expectedIntent' | 'expectedProducts'>;

/** An edge for a case the server answered (the node keeps the answer's __typename). */
function edgeOf(node: EvaluationCaseFieldsFragment): Edge {
  const edge = { __typename: 'EvaluationCaseEdge' as const, cursor: node.uuid, node };
  return edge;
}

/** The dataset's pages (first EVALUATION_PAGE_SIZE, then Load more) and its create / update / delete in the cache. */
export function useEvaluationCases(appUuid: string) {
  const alert = useAlert();
  const variables = { appUuid, first: EVALUATION_PAGE_SIZE };
  const { data, loading, error, refetch, fetchMore } = useQuery(EvaluationCasesQuery, {
    variables,
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [create] = useMutation(EvaluationCaseCreateMutation);
  const [update] = useMutation(EvaluationCaseUpdateMutation);
  const [remove] = useMutation(EvaluationCaseDeleteMutation);
  const connection = data?.evaluationCases;

  const loadMore = async () => {
    const after = connection?.pageInfo.endCursor;
    if (!after || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.evaluationCases.edges.map((e) => e.node.uuid));
          const fresh = fetchMoreResult.evaluationCases.edges.filter((e) => !known.has(e.node.uuid));
          return {
            evaluationCases: {
              ...fetchMoreResult.evaluationCases,
              edges: [...previous.evaluationCases.edges, ...fresh],
            },
          };
        },
      });
    } catch (err) {
      alert.error(err);
    } finally {
      setLoadingMore(false);
    }
  };

  /** Rewrites the list in the cache (Load more merges later pages into the first page's entry). */
  const changeList = (cache: ApolloCache, change: (edges: Edge[]) => Edge[]) =>
    cache.updateQuery({ query: EvaluationCasesQuery, variables }, (current) =>
      current
        ? { evaluationCases: { ...current.evaluationCases, edges: change(current.evaluationCases.edges) } }
        : current,
    );

  return {
    cases: connection?.edges.map((edge) => edge.node) ?? [],
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loading: loading && !connection,
    loadError: error && !connection ? errorMessage(error) : null,
    retry: () => void refetch(),
    loadingMore,
    loadMore,
    /** Adds the case first in the list. */
    createCase: async (input: CaseInput) => {
      await create({
        variables: { input: { appUuid, ...input } },
        update: (cache, { data: answer }) => {
          const added = answer?.evaluationCaseCreate;
          if (added) changeList(cache, (edges) => [edgeOf(added), ...edges]);
        },
      });
    },
    updateCase: async (uuid: string, input: CaseInput) => {
      await update({
        variables: { input: { uuid, ...input } },
        update: (cache, { data: answer }) => {
          const saved = answer?.evaluationCaseUpdate;
          if (saved)
            changeList(cache, (edges) => edges.map((e) => (e.node.uuid === saved.uuid ? edgeOf(saved) : e)));
        },
      });
    },
    deleteCase: async (uuid: string) => {
      await remove({
        variables: { input: { uuid } },
        update: (cache, { data: answer }) => {
          const gone = answer?.evaluationCaseDelete.uuid;
          if (gone) changeList(cache, (edges) => edges.filter((e) => e.node.uuid !== gone));
        },
      });
    },
  };
}
