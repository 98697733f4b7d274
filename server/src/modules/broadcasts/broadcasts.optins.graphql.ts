/** The merchant's view of who opted in to the page's marketing messages (never their tokens). */
import { builder } from '../../graphql/builder.ts';
import { asksForCount, totalCountCappedOf, totalCountOf } from '../../platform/counts.ts';
import {
  listOptIns,
  OPT_IN_STATE_LABELS,
  OPT_IN_STATES,
  type OptInListed,
  type OptInState,
} from './broadcasts.optins.ts';

const MarketingOptInStatusEnum = builder.enumType('MarketingOptInStatus', {
  description:
    "ACTIVE: a broadcast may reach them outside the 24-hour window as a paid marketing message; STOPPED: they stopped the page's marketing messages; EXPIRED: the opt-in's token expired, or Meta refused it.",
  values: Object.fromEntries(OPT_IN_STATES.map((s) => [s.toUpperCase(), { value: s }])) as Record<
    Uppercase<OptInState>,
    { value: OptInState }
  >,
});

const MarketingOptInType = builder.objectRef<OptInListed>('MarketingOptIn').implement({
  description:
    "A customer who opted in to the page's marketing messages (Meta charges per marketing message).",
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name', {
      nullable: true,
      description: 'Their name as the inbox knows it; null when the page has no conversation with them.',
    }),
    status: t.field({ type: MarketingOptInStatusEnum, resolve: (r) => r.state }),
    statusLabel: t.string({ resolve: (r) => OPT_IN_STATE_LABELS[r.state] }),
    optedInAt: t.expose('optedInAt', {
      type: 'DateTime',
      description: 'When they first opted in (the list is newest first on it).',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: "When Meta's opt-in expires; null: no expiry given.",
    }),
    statusChangedAt: t.expose('statusChangedAt', {
      type: 'DateTime',
      description: 'When it last changed: the opt-in, a stop, or its expiry.',
    }),
    endedReason: t.exposeString('endedReason', {
      nullable: true,
      description: 'Why it ended, in plain words; null while active.',
    }),
  }),
});

builder.queryField('marketingOptIns', (t) =>
  t.connection(
    {
      type: MarketingOptInType,
      description:
        "Who opted in to the store's active page's marketing messages, newest first (keyset pages of 20 by default, at most 100), optionally of one status. Empty without a connected page.",
      args: {
        appUuid: t.arg.id({ required: true }),
        status: t.arg({ type: MarketingOptInStatusEnum }),
      },
      resolve: (_r, args, ctx, info) =>
        listOptIns(ctx, {
          ...args,
          status: (args.status as OptInState | null) ?? null,
          withCount: asksForCount(info),
        }),
    },
    {
      name: 'MarketingOptInConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: totalCountOf }),
        totalCountCapped: c.boolean({
          description:
            'True when there are more than were counted: totalCount is then the cap, 10,000, shown as "10,000+".',
          resolve: totalCountCappedOf,
        }),
      }),
    },
    { name: 'MarketingOptInEdge' },
  ),
);
