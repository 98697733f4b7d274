import { graphql } from '../../../generated';

/** Referral links (document 2 §2.3 referrals; server: modules/referrals). */
export const ReferralLinkFieldsFragment = graphql(`
  fragment ReferralLinkFields on ReferralLink {
    uuid
    name
    code
    product {
      uuid
      name
    }
    promo {
      uuid
      title
      code
      ended
      scheduled
    }
    storeUrl
    shortUrl
    messengerUrl
    figures {
      from
      to
      visits
      ordersPlaced
      revenue
      conversations
    }
  }
`);

export const ReferralLinksQuery = graphql(`
  query ReferralLinks($appUuid: ID!, $target: ReferralLinkTarget!) {
    referralLinks(appUuid: $appUuid, target: $target) {
      ...ReferralLinkFields
    }
  }
`);

export const ReferralLinkQuery = graphql(`
  query ReferralLink($appUuid: ID!, $uuid: ID!) {
    referralLink(appUuid: $appUuid, uuid: $uuid) {
      ...ReferralLinkFields
    }
  }
`);

export const ReferralLinkCreateMutation = graphql(`
  mutation ReferralLinkCreate($appUuid: ID!, $input: ReferralLinkInput!) {
    referralLinkCreate(appUuid: $appUuid, input: $input) {
      ...ReferralLinkFields
    }
  }
`);

export const ReferralLinkUpdateMutation = graphql(`
  mutation ReferralLinkUpdate($appUuid: ID!, $uuid: ID!, $input: ReferralLinkInput!) {
    referralLinkUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {
      ...ReferralLinkFields
    }
  }
`);

export const ReferralLinkDeleteMutation = graphql(`
  mutation ReferralLinkDelete($appUuid: ID!, $uuid: ID!) {
    referralLinkDelete(appUuid: $appUuid, uuid: $uuid)
  }
`);

/** The promos a link may open: the store's discount codes, automatic discounts and cart promos. */
export const ReferralPromosQuery = graphql(`
  query ReferralPromos($appUuid: ID!) {
    promotions(appUuid: $appUuid, kinds: [CODE, AUTOMATIC, CART], first: 100) {
      edges {
        node {
          uuid
          title
          code
          kind
          status
        }
      }
    }
  }
`);
