import { schemaChecked } from '../../../lib/testing/schema';
import { APP_UUID } from '../../apps/testing/render';
import { EnterprisePlansQuery, PlanChangePreviewQuery } from '../graphql/plans';

/** Plans as the server answers them (fixtures for the billing views' tests). */
export const plan = (
  name: string,
  displayedName: string,
  subscriptionFee: number,
  productLimit: number | null,
  userSeatLimit: number | null,
) => ({
  __typename: 'EnterprisePlan' as const,
  uuid: `uuid-${name}`,
  name,
  displayedName,
  subscriptionFee,
  accelerator: subscriptionFee >= 599_900,
  productLimit,
  faqLimit: 50,
  fileSizeLimit: 10,
  exportLimit: 2_000,
  responseLimit: 2_000,
  monthlyUserLimit: 5_000,
  monthlyContactLimit: 5_000,
  userSeatLimit,
});

export const STARTER = plan('pro_starter', 'Starter', 149_900, 200, 3);
export const BRONZE = plan('pro_bronze', 'Bronze', 299_900, 1_000, 5);
export const SILVER = plan('pro_silver', 'Silver', 599_900, 5_000, 10);
export const GOLD = plan('pro_gold', 'Gold', 1_199_900, null, 25);
export const OFFERED = [STARTER, BRONZE, SILVER, GOLD];

export const usage = (over: Partial<Record<string, unknown>> = {}) => ({
  __typename: 'AppEnterprisePlan' as const,
  id: 'usage-1',
  msmeStartAt: null as string | null,
  msmeEndAt: null as string | null,
  msmeExtended: false,
  eligibleMsmeExtension: false,
  currentUsers: 120,
  currentSupportedContacts: 80,
  currentUserSeats: 2,
  currentProducts: 190,
  currentFaqs: 0,
  remainingResponse: 15,
  enterprisePlan: STARTER,
  ...over,
});

export const plansMock = (appUsage = usage(), plans = OFFERED) =>
  schemaChecked({
    request: { query: EnterprisePlansQuery, variables: { appUuid: APP_UUID } },
    result: { data: { enterprisePlans: plans, currentAppEnterprisePlan: appUsage } },
  });

export const previewMock = (name: string, problem: string | null = null) =>
  schemaChecked({
    request: { query: PlanChangePreviewQuery, variables: { appUuid: APP_UUID, plan: name } },
    result: {
      data: {
        appPlanChangePreview: {
          __typename: 'PlanChangePreview',
          effectiveAt: '2027-03-25T02:00:00.000Z',
          billingPeriodStartAt: '2027-03-15',
          billingPeriodEndAt: '2027-04-15',
          subscriptionFee: 251_513,
          problem,
          lines: [
            {
              __typename: 'PlanChangePreviewLine',
              description: 'Starter plan subscription, 10 of 31 days',
              amount: 48_355,
            },
            {
              __typename: 'PlanChangePreviewLine',
              description: 'Bronze plan subscription, 21 of 31 days',
              amount: 203_158,
            },
          ],
        },
      },
    },
  });
