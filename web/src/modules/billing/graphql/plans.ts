import { graphql } from '../../../generated';

export const EnterprisePlanFieldsFragment = graphql(`
  fragment EnterprisePlanFields on EnterprisePlan {
    uuid
    name
    displayedName
    subscriptionFee
    accelerator
    productLimit
    faqLimit
    fileSizeLimit
    exportLimit
    responseLimit
    monthlyUserLimit
    monthlyContactLimit
    userSeatLimit
  }
`);

export const AppEnterprisePlanFieldsFragment = graphql(`
  fragment AppEnterprisePlanFields on AppEnterprisePlan {
    id
    msmeStartAt
    msmeEndAt
    msmeExtended
    eligibleMsmeExtension
    currentUsers
    currentSupportedContacts
    currentUserSeats
    currentProducts
    currentFaqs
    remainingResponse
    enterprisePlan {
      ...EnterprisePlanFields
    }
  }
`);

/** Subscription Plans: the offered plans, the store's plan and what it uses of it. */
export const EnterprisePlansQuery = graphql(`
  query EnterprisePlans($appUuid: ID!) {
    enterprisePlans {
      ...EnterprisePlanFields
    }
    currentAppEnterprisePlan(appUuid: $appUuid) {
      ...AppEnterprisePlanFields
    }
  }
`);

/** What a change would do now: when it takes effect and the period prorated. */
export const PlanChangePreviewQuery = graphql(`
  query PlanChangePreview($appUuid: ID!, $plan: String!) {
    appPlanChangePreview(appUuid: $appUuid, plan: $plan) {
      effectiveAt
      billingPeriodStartAt
      billingPeriodEndAt
      subscriptionFee
      problem
      lines {
        description
        amount
      }
    }
  }
`);

export const AppPlanChangeMutation = graphql(`
  mutation AppPlanChange($appUuid: ID!, $plan: String!) {
    appPlanChange(input: { appUuid: $appUuid, plan: $plan }) {
      ...AppEnterprisePlanFields
    }
  }
`);

export const AppMsmeExtendMutation = graphql(`
  mutation AppMsmeExtend($appUuid: ID!) {
    appMsmeExtend(input: { appUuid: $appUuid }) {
      ...AppEnterprisePlanFields
    }
  }
`);

/** Document 3 §7: AppEnterprisePlan(appGlobalId), the usage pushed live. */
export const AppEnterprisePlanSubscription = graphql(`
  subscription AppEnterprisePlan($appGlobalId: ID!, $after: String) {
    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {
      id
      currentUsers
      currentSupportedContacts
      remainingResponse
      enterprisePlan {
        uuid
        responseLimit
      }
    }
  }
`);
