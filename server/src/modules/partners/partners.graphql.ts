import { and, eq } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import { PLANS, type PlanId } from '../../platform/plans.ts';
import { type WhiteLabelRow, whiteLabels } from './partners.tables.ts';

type PriceField = 'starterPrice' | 'bronzePrice' | 'silverPrice' | 'goldPrice';

const WhiteLabel = builder.objectRef<WhiteLabelRow>('WhiteLabel').implement({
  fields: (t) => {
    /** The partner's price for a plan in centavos, or the plan table's when the partner set none. */
    const price = (field: PriceField, plan: PlanId) =>
      t.int({
        nullable: true,
        description: `The ${PLANS[plan].displayedName} plan's monthly price in centavos (the partner's, else Suki's).`,
        resolve: (w) => w[field] ?? PLANS[plan].subscriptionFee,
      });
    return {
      uuid: t.exposeID('uuid'),
      whiteLabelLogo: t.exposeString('logo', { nullable: true }),
      whiteLabelTitle: t.exposeString('title'),
      whiteLabelDomain: t.exposeString('domain'),
      whiteLabelHeader: t.exposeString('header', { nullable: true }),
      whiteLabelStatus: t.exposeString('status'),
      whiteLabelFavicon: t.exposeString('favicon', { nullable: true }),
      starterPrice: price('starterPrice', 'pro_starter'),
      bronzePrice: price('bronzePrice', 'pro_bronze'),
      silverPrice: price('silverPrice', 'pro_silver'),
      goldPrice: price('goldPrice', 'pro_gold'),
    };
  },
});

/** The host of an origin ("https://Shop.Partner.ph:8443" → "shop.partner.ph:8443"), or null. */
export function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

builder.queryField('whiteLabelContent', (t) =>
  t.field({
    type: WhiteLabel,
    nullable: true,
    description:
      'The active white-label partner serving this origin (e.g. https://shop.partner.ph), or null.',
    args: { origin: t.arg.string({ required: true }) },
    resolve: async (_root, { origin }, ctx) => {
      const host = originHost(origin);
      if (!host) return null;
      const [row] = await ctx.db
        .select()
        .from(whiteLabels)
        .where(and(eq(whiteLabels.domain, host), eq(whiteLabels.status, 'active')));
      return row ?? null;
    },
  }),
);
