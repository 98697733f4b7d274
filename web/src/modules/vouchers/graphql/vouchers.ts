import { graphql } from '../../../generated';

/**
 * Voucher batches and rebates (Promotions of kind VOUCHER and REBATE) and their single-use codes
 * (server: modules/promotions/promotions.vouchers.graphql.ts).
 */
export const VoucherBatchFieldsFragment = graphql(`
  fragment VoucherBatchFields on Promotion {
    uuid
    kind
    title
    valueType
    value
    minimumPurchase
    startsAt
    endsAt
    usageLimit
    usedCount
    status
    updatedAt
    voucherCounts {
      issued
      claimed
      redeemed
      expired
    }
  }
`);

export const VoucherFieldsFragment = graphql(`
  fragment VoucherFields on Voucher {
    uuid
    code
    status
    customerMobile
    claimedAt
    redeemedAt
    redeemedInStore
    amount
    createdAt
    promotion {
      uuid
      kind
      title
      endsAt
    }
  }
`);

export const VoucherBatchesQuery = graphql(`
  query VoucherBatches(
    $appUuid: ID!
    $kinds: [PromotionKind!]
    $status: PromotionStatus
    $search: String
    $first: Int
    $after: String
  ) {
    promotions(
      appUuid: $appUuid
      kinds: $kinds
      status: $status
      search: $search
      first: $first
      after: $after
    ) {
      totalCount
      edges {
        node {
          ...VoucherBatchFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const VouchersQuery = graphql(`
  query Vouchers(
    $appUuid: ID!
    $kinds: [PromotionKind!]
    $status: VoucherStatus
    $search: String
    $first: Int
    $after: String
  ) {
    vouchers(appUuid: $appUuid, kinds: $kinds, status: $status, search: $search, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...VoucherFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const VoucherBatchCreateMutation = graphql(`
  mutation VoucherBatchCreate($input: PromotionCreateInput!) {
    promotionCreate(input: $input) {
      ...VoucherBatchFields
    }
  }
`);

export const VoucherBatchUpdateMutation = graphql(`
  mutation VoucherBatchUpdate($input: PromotionUpdateInput!) {
    promotionUpdate(input: $input) {
      ...VoucherBatchFields
    }
  }
`);

export const VoucherBatchEndMutation = graphql(`
  mutation VoucherBatchEnd($uuid: ID!) {
    promotionEnd(uuid: $uuid) {
      ...VoucherBatchFields
    }
  }
`);

export const VoucherClaimMutation = graphql(`
  mutation VoucherClaim($input: VoucherClaimInput!) {
    voucherClaim(input: $input) {
      ...VoucherFields
    }
  }
`);

export const VoucherCheckQuery = graphql(`
  query VoucherCheck($appUuid: ID!, $code: String!, $purchaseAmount: Int!) {
    voucherCheck(appUuid: $appUuid, code: $code, purchaseAmount: $purchaseAmount) {
      code
      title
      discount
      payable
      refusal
    }
  }
`);

export const VoucherRedeemMutation = graphql(`
  mutation VoucherRedeem($input: VoucherRedeemInput!) {
    voucherRedeem(input: $input) {
      code
      discount
      payable
      redeemedAt
    }
  }
`);
