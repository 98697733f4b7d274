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
    dataset
    status
    done
    error
    total
    passed
    accuracy
  }
`);

/** One run with its per-intent accuracy, per-language quality (built-in set) and every case's result. */
export const EvaluationRunDetailsFieldsFragment = graphql(`
  fragment EvaluationRunDetailsFields on EvaluationRun {
    ...EvaluationRunSummary
    intents {
      intent
      total
      passed
      accuracy
    }
    groups {
      language
      cases
      moodAccuracy
      negativeRecall
      intentAccuracy
      factCorrectness
      priceOrderFactCorrectness
      unsupportedShare
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
      language
      expectedMood
      actualMood
      missingFacts
      unsupported
    }
  }
`);

/** Starts a run over the store's dataset or the built-in set; answers it running (done 0 of total). */
export const EvaluationRunMutation = graphql(`
  mutation EvaluationRun($input: EvaluationRunInput!) {
    evaluationRun(input: $input) {
      ...EvaluationRunDetailsFields
    }
  }
`);

/** The built-in evaluation set (the same for every store). */
export const EvaluationBuiltinCasesQuery = graphql(`
  query EvaluationBuiltinCases {
    evaluationBuiltinCases {
      id
      language
      message
      mood
      intent
      topic
      facts
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

/** One run, polled while it runs. */
export const EvaluationRunDetailsQuery = graphql(`
  query EvaluationRunDetails($uuid: ID!) {
    evaluationRun(uuid: $uuid) {
      ...EvaluationRunDetailsFields
    }
  }
`);
