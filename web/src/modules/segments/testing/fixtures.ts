import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import type { SegmentFieldsFragment, SegmentRuleInput } from '../../../generated/graphql';
import { APP_UUID } from '../../apps/testing/render';
import {
  CustomerSegmentsQuery,
  SegmentCreateMutation,
  SegmentMembersQuery,
  SegmentPreviewQuery,
} from '../graphql/segments';

type Segment = SegmentFieldsFragment & { __typename: 'CustomerSegment' };
const rule = {
  __typename: 'SegmentRule' as const,
  value: null,
  ids: [],
  products: [],
  categories: [],
  places: [],
};

export const LAPSED: Segment = {
  __typename: 'CustomerSegment',
  uuid: 'seg-1',
  name: 'Lapsed regulars',
  updatedAt: '2026-11-20T02:00:00.000Z',
  rules: [
    { ...rule, field: 'ORDERS_COUNT', op: 'AT_LEAST', value: 3 },
    { ...rule, field: 'LAST_ORDER', op: 'NOT_WITHIN_DAYS', value: 60 },
  ],
};
export const REGULARS: Segment = {
  __typename: 'CustomerSegment',
  uuid: 'seg-2',
  name: 'Regulars',
  updatedAt: '2026-11-26T02:00:00.000Z',
  rules: [{ ...rule, field: 'ORDERS_COUNT', op: 'AT_LEAST', value: 2 }],
};

export const segmentsMock = (segments: Segment[]): MockLink.MockedResponse => ({
  request: { query: CustomerSegmentsQuery, variables: { appUuid: APP_UUID } },
  result: { data: { customerSegments: segments } },
});

const customer = (uuid: string, name: string) => ({
  __typename: 'Customer' as const,
  uuid,
  name,
  lastActiveAt: '2026-11-25T02:00:00.000Z',
});

export const previewMock = (
  rules: SegmentRuleInput[],
  count: number,
  names: string[] = [],
): MockLink.MockedResponse => ({
  request: { query: SegmentPreviewQuery, variables: { appUuid: APP_UUID, rules } },
  result: {
    data: {
      customerSegmentPreview: {
        __typename: 'SegmentPreview',
        count,
        countCapped: false,
        sample: names.map((n, i) => customer(`c-${i}`, n)),
      },
    },
  },
});

export const previewRefusedMock = (
  rules: SegmentRuleInput[],
  field: string,
  message: string,
): MockLink.MockedResponse => ({
  request: { query: SegmentPreviewQuery, variables: { appUuid: APP_UUID, rules } },
  result: {
    errors: [
      new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } }),
    ],
  },
});

export const createMock = (
  input: { name: string; rules: SegmentRuleInput[] },
  outcome: Segment | { field: string; message: string },
): MockLink.MockedResponse => ({
  request: { query: SegmentCreateMutation, variables: { appUuid: APP_UUID, input } },
  result:
    'uuid' in outcome
      ? { data: { customerSegmentCreate: outcome } }
      : {
          errors: [
            new GraphQLError(outcome.message, {
              extensions: { code: 'BAD_USER_INPUT', fields: { [outcome.field]: outcome.message } },
            }),
          ],
        },
});

export const membersMock = (uuid: string, names: string[]): MockLink.MockedResponse => ({
  request: { query: SegmentMembersQuery, variables: { appUuid: APP_UUID, uuid, first: 20, after: null } },
  result: {
    data: {
      customerSegment: {
        __typename: 'CustomerSegment',
        uuid,
        customers: {
          __typename: 'SegmentCustomerConnection',
          totalCount: names.length,
          totalCountCapped: false,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: names.map((n, i) => ({
            __typename: 'SegmentCustomerEdge',
            node: { ...customer(`m-${i}`, n), mobileNumber: '9171234567' },
          })),
        },
      },
    },
  },
});
