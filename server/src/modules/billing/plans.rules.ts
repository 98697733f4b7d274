/**
 * Plans as data (document 3 §9): identifiers, display names, monthly fee and limits, in one table.
 * The spec gives the names and the limit fields but no values: the values here are decisions
 * (docs/decisions.md), meant to be changed in this table only. `null` is "no limit".
 */

export const PLAN_IDS = [
  'free',
  'free_tier',
  'free_starter',
  'pro_starter',
  'pro_bronze',
  'pro_silver',
  'pro_gold',
  'pro_platinum',
  'pro_diamond',
  'pro_mythical',
  'pro_tier',
  'enterprise',
] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanLimits {
  faqLimit: number | null;
  productLimit: number | null;
  /** Megabytes per uploaded file. */
  fileSizeLimit: number | null;
  /** Rows per export. */
  exportLimit: number | null;
  /** AI suggested replies per month. */
  responseLimit: number | null;
  monthlyUserLimit: number | null;
  monthlyContactLimit: number | null;
  userSeatLimit: number | null;
}

export interface PlanDef extends PlanLimits {
  name: PlanId;
  /** Starter, Bronze, Silver, Gold are shown; the rest keep their identifier's words. */
  displayedName: string;
  /** Centavos a month, VAT inclusive. */
  subscriptionFee: number;
  /** Shown on Subscription Plans (Starter to Gold). */
  offered: boolean;
}

const FREE_LIMITS: PlanLimits = {
  faqLimit: 20,
  productLimit: 50,
  fileSizeLimit: 5,
  exportLimit: 500,
  responseLimit: 500,
  monthlyUserLimit: 1_000,
  monthlyContactLimit: 1_000,
  userSeatLimit: 2,
};

const UNLIMITED: PlanLimits = {
  faqLimit: null,
  productLimit: null,
  fileSizeLimit: 100,
  exportLimit: null,
  responseLimit: null,
  monthlyUserLimit: null,
  monthlyContactLimit: null,
  userSeatLimit: null,
};

const plan = (
  name: PlanId,
  displayedName: string,
  subscriptionFee: number,
  limits: PlanLimits,
  offered = false,
): PlanDef => ({ name, displayedName, subscriptionFee, offered, ...limits });

const STARTER = plan(
  'pro_starter',
  'Starter',
  149_900,
  {
    faqLimit: 50,
    productLimit: 200,
    fileSizeLimit: 10,
    exportLimit: 2_000,
    responseLimit: 2_000,
    monthlyUserLimit: 5_000,
    monthlyContactLimit: 5_000,
    userSeatLimit: 3,
  },
  true,
);

export const PLANS: Readonly<Record<PlanId, PlanDef>> = {
  free: plan('free', 'Free', 0, FREE_LIMITS),
  free_tier: plan('free_tier', 'Free', 0, FREE_LIMITS),
  free_starter: plan('free_starter', 'Starter (free)', 0, FREE_LIMITS),
  pro_starter: STARTER,
  pro_bronze: plan(
    'pro_bronze',
    'Bronze',
    299_900,
    {
      faqLimit: 100,
      productLimit: 1_000,
      fileSizeLimit: 20,
      exportLimit: 10_000,
      responseLimit: 5_000,
      monthlyUserLimit: 20_000,
      monthlyContactLimit: 20_000,
      userSeatLimit: 5,
    },
    true,
  ),
  pro_silver: plan(
    'pro_silver',
    'Silver',
    599_900,
    {
      faqLimit: 300,
      productLimit: 5_000,
      fileSizeLimit: 50,
      exportLimit: 50_000,
      responseLimit: 15_000,
      monthlyUserLimit: 50_000,
      monthlyContactLimit: 50_000,
      userSeatLimit: 10,
    },
    true,
  ),
  pro_gold: plan(
    'pro_gold',
    'Gold',
    1_199_900,
    {
      faqLimit: 1_000,
      productLimit: null,
      fileSizeLimit: 100,
      exportLimit: null,
      responseLimit: 40_000,
      monthlyUserLimit: 200_000,
      monthlyContactLimit: 200_000,
      userSeatLimit: 25,
    },
    true,
  ),
  pro_platinum: plan('pro_platinum', 'Platinum', 2_499_900, UNLIMITED),
  pro_diamond: plan('pro_diamond', 'Diamond', 4_999_900, UNLIMITED),
  pro_mythical: plan('pro_mythical', 'Mythical', 9_999_900, UNLIMITED),
  pro_tier: { ...STARTER, name: 'pro_tier', offered: false },
  // Priced per contract (document 3 §9: opt-out price Php40,000 a month).
  enterprise: plan('enterprise', 'Enterprise', 4_000_000, UNLIMITED),
};

export const isPlanId = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);

/** A plan by identifier; an unknown one (an old row) is treated as the free plan. */
export const planOf = (id: string): PlanDef => (isPlanId(id) ? PLANS[id] : PLANS.free);

/** Document 3 §4: the plan is treated as subscribed (enterprise) unless it is free or free_tier. */
export const isSubscribed = (id: string): boolean => id !== 'free' && id !== 'free_tier';

/** The plans a merchant can pick on Subscription Plans, cheapest first. */
export const OFFERED_PLANS: readonly PlanDef[] = Object.values(PLANS)
  .filter((p) => p.offered)
  .sort((a, b) => a.subscriptionFee - b.subscriptionFee);
