/**
 * Plans as data (document 3 §9): identifiers, display names, monthly fee and limits, in one table.
 * The spec gives the names and the limit fields but no values: the values here are decisions
 * (docs/decisions.md), meant to be changed in this table only. `null` is "no limit".
 *
 * The table is pure data at the bottom layer: billing keeps each store's plan and bills it, the
 * partners' white-label prices fall back to it, and the modules that enforce a limit word their
 * refusal from it (platform/limits.ts) without importing billing.
 */
import { createHash } from 'node:crypto';

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
  /** Megabytes (1 MB = 1,000,000 bytes, as the spec's 5MB) per uploaded file. */
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
  /**
   * The onboarding accelerator (document 3 §9 terms): two guided onboarding sessions of up to 3 hours
   * within 14 business days, and support on weekdays 8am to 5pm.
   */
  accelerator: boolean;
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

// Files are held in memory while they are checked: no plan goes past 25 MB a file.
const UNLIMITED: PlanLimits = {
  faqLimit: null,
  productLimit: null,
  fileSizeLimit: 25,
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
  accelerator = subscriptionFee >= 599_900,
): PlanDef => ({ name, displayedName, subscriptionFee, offered, accelerator, ...limits });

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
      fileSizeLimit: 15,
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
      fileSizeLimit: 20,
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
      fileSizeLimit: 25,
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

/** The largest file any plan accepts (bytes): the upload routes never read more than this. */
export const MAX_FILE_BYTES = Math.max(...Object.values(PLANS).map((p) => p.fileSizeLimit ?? 0)) * 1_000_000;

/** A plan's file size limit in bytes (null: the largest any plan takes). */
export const fileSizeBytes = (plan: PlanDef): number =>
  plan.fileSizeLimit === null ? MAX_FILE_BYTES : plan.fileSizeLimit * 1_000_000;

/**
 * A stable uuid per plan name (a name-based, version 5 style uuid): the same plan answers the same
 * uuid on every server and every start, without a table of plans in the database.
 */
export function planUuid(name: string): string {
  const hex = createHash('sha1').update(`suki-plan:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export type LimitKey = keyof PlanLimits;

const count = (n: number) => n.toLocaleString('en-US');

/** How each limit reads in a sentence: "allows 200 products", "for up to 1,000", "for unlimited products". */
const LIMIT_WORDS: Record<
  LimitKey,
  { allows(n: number): string; upTo(n: number): string; unlimited: string }
> = {
  productLimit: {
    allows: (n) => `${count(n)} products`,
    upTo: (n) => `up to ${count(n)}`,
    unlimited: 'unlimited products',
  },
  faqLimit: {
    allows: (n) => `${count(n)} FAQs`,
    upTo: (n) => `up to ${count(n)}`,
    unlimited: 'unlimited FAQs',
  },
  fileSizeLimit: {
    allows: (n) => `files up to ${count(n)}MB`,
    upTo: (n) => `files up to ${count(n)}MB`,
    unlimited: 'larger files',
  },
  exportLimit: {
    allows: (n) => `exports of up to ${count(n)} rows`,
    upTo: (n) => `up to ${count(n)} rows`,
    unlimited: 'exports of any size',
  },
  responseLimit: {
    allows: (n) => `${count(n)} AI suggested replies a month`,
    upTo: (n) => `up to ${count(n)}`,
    unlimited: 'unlimited AI suggested replies',
  },
  monthlyUserLimit: {
    allows: (n) => `${count(n)} users a month`,
    upTo: (n) => `up to ${count(n)}`,
    unlimited: 'unlimited users',
  },
  monthlyContactLimit: {
    allows: (n) => `${count(n)} contacts a month`,
    upTo: (n) => `up to ${count(n)}`,
    unlimited: 'unlimited contacts',
  },
  userSeatLimit: {
    allows: (n) => `${count(n)} user seats`,
    upTo: (n) => `up to ${count(n)}`,
    unlimited: 'unlimited user seats',
  },
};

/** The cheapest offered plan whose `key` is above `plan`'s (no limit counts as above), or null. */
export function planLifting(plan: PlanDef, key: LimitKey): PlanDef | null {
  const current = plan[key];
  if (current === null) return null;
  return OFFERED_PLANS.find((p) => p[key] === null || (p[key] as number) > current) ?? null;
}

/**
 * The refusal at a limit, naming the limit and the plan that lifts it: "Your Starter plan allows 200
 * products. Upgrade to Bronze for up to 1,000." Past the biggest offered plan it points to sales.
 */
export function limitMessage(plan: PlanDef, key: LimitKey): string {
  const limit = plan[key];
  const words = LIMIT_WORDS[key];
  const allows = `Your ${plan.displayedName} plan allows ${limit === null ? words.unlimited : words.allows(limit)}.`;
  const next = planLifting(plan, key);
  if (!next) return `${allows} Contact Suki about an Enterprise plan for more.`;
  const lifted = next[key];
  return `${allows} Upgrade to ${next.displayedName} for ${lifted === null ? words.unlimited : words.upTo(lifted)}.`;
}
