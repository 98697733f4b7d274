import { graphql } from '../../../generated';

/** Evaluation dataset: messages with the intent and products the assistant should answer with. */
export const EvaluationCaseFieldsFragment = graphql(`
  fragment EvaluationCaseFields on EvaluationCase {
    uuid
    message
    expectedIntent
    expectedProducts
    createdAt
  }
`);

export const EvaluationCasesQuery = graphql(`
  query EvaluationCases($appUuid: ID!, $first: Int, $after: String) {
    evaluationCases(appUuid: $appUuid, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...EvaluationCaseFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const EvaluationCaseCreateMutation = graphql(`
  mutation EvaluationCaseCreate($input: EvaluationCaseCreateInput!) {
    evaluationCaseCreate(input: $input) {
      ...EvaluationCaseFields
    }
  }
`);

export const EvaluationCaseUpdateMutation = graphql(`
  mutation EvaluationCaseUpdate($input: EvaluationCaseUpdateInput!) {
    evaluationCaseUpdate(input: $input) {
      ...EvaluationCaseFields
    }
  }
`);

export const EvaluationCaseDeleteMutation = graphql(`
  mutation EvaluationCaseDelete($input: EvaluationCaseDeleteInput!) {
    evaluationCaseDelete(input: $input) {
      uuid
    }
  }
`);

/** A run's headline numbers, as the history lists them. */
export const EvaluationRunSummaryFragment = graphql(`
  fragment EvaluationRunSummary on EvaluationRun {
    uuid
    createdAt
    total
    passed
    accuracy
  }
`);

/** Runs the assistant over every case of the dataset; answers the finished run. */
export const EvaluationRunMutation = graphql(`
  mutation EvaluationRun($input: EvaluationRunInput!) {
    evaluationRun(input: $input) {
      ...EvaluationRunSummary
    }
  }
`);

export const EvaluationRunsQuery = graphql(`
  query EvaluationRuns($appUuid: ID!, $first: Int, $after: String) {
    evaluationRuns(appUuid: $appUuid, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...EvaluationRunSummary
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One run with its per-intent accuracy and every case's result. */
export const EvaluationRunDetailsQuery = graphql(`
  query EvaluationRunDetails($uuid: ID!) {
    evaluationRun(uuid: $uuid) {
      ...EvaluationRunSummary
      intents {
        intent
        total
        passed
        accuracy
      }
      results {
        caseUuid
        message
        expectedIntent
        actualIntent
        expectedProducts
        actualProducts
        reply
        passed
      }
    }
  }
`);
