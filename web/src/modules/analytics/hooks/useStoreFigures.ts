import { useQuery } from '@apollo/client/react';
import type { StoreAnalyticsQuery as StoreAnalyticsData } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { StoreAnalyticsQuery } from '../graphql/analytics';
import type { RangeChoice } from '../range';
import { coversToday } from '../today';
import type { WidgetNeeds } from '../widgets';

/** One query's state as the widgets read it. */
export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure in plain words; null when there is none. */
  error: string | null;
  retry: () => void;
}

export function loaded<T>(q: {
  data: T | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}): Loaded<T> {
  return {
    data: q.data,
    loading: q.loading && q.data === undefined,
    error: q.error ? errorMessage(q.error) : null,
    retry: () => void q.refetch().catch(() => undefined),
  };
}

/**
 * The page's figures: one storeAnalytics request asking for what its widgets show. Today's figures
 * come from the range's own days where it ends today, else from an aliased second field of the same
 * request. (Latest Customers and Low Inventory ask on their own, once in view: ListWidgets.)
 */
export function useStoreFigures(
  appUuid: string,
  range: RangeChoice,
  today: string,
  needs: WidgetNeeds,
  limit: number,
): Loaded<StoreAnalyticsData> {
  const withToday = needs.today && !(needs.period && coversToday(range, today, needs.days));
  const figures = useQuery(StoreAnalyticsQuery, {
    variables: {
      appUuid,
      from: range.from,
      to: range.to,
      today,
      limit,
      withPeriod: needs.period,
      withToday,
      withFunnel: needs.funnel,
      withDays: needs.days,
      withReferrals: needs.referrals,
      withViewed: needs.viewed,
      withSold: needs.sold,
      withLatest: needs.latest,
    },
    skip: range.error !== null || !(needs.period || needs.today),
    // Figures are read fresh on every visit, and the pages ask for different parts of the same
    // storeAnalytics (it has no id to merge them by): kept out of the cache.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  return loaded(figures);
}
