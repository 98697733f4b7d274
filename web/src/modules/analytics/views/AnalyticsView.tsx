import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { type AnalyticsWidget, findAppRoute, matchAppRoute } from '../../../bundles';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useCurrentApp } from '../../../shell/CurrentApp';
import { BusinessPromotionReminder } from '../../apps/components/BusinessPromotionReminder/BusinessPromotionReminder';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { SetupChecklist } from '../../setup/components/SetupChecklist';
import { KpiGrid } from '../components/KpiGrid/KpiGrid';
import { RangeControl } from '../components/RangeControl/RangeControl';
import { useAnalyticsRange } from '../hooks/useAnalyticsRange';
import { useStoreFigures } from '../hooks/useStoreFigures';
import { kpiTiles } from '../kpis';
import { rowLinks } from '../links';
import { analyticsPageOf, detailRouteOf } from '../pages';
import { rangeWords, versusLabel } from '../range';
import { DASHBOARD_ROWS, EXPANDED_ROWS, isKpi, needsOf, usesRange, widgetKey } from '../widgets';
import { FigureWidget } from './FigureWidget';

// Wide widgets take the whole row on a wide screen; the rest pair up.
const WIDE: ReadonlySet<string> = new Set([
  'store-launch',
  'sales-chart',
  'latest-sold-products',
  // Four columns with a date: too narrow for half a desktop row.
  'latest-customers',
]);

/**
 * Every bundle's overview, performance and figure pages: the widgets the bundle's `analytics` lists
 * for this route, over the range in the URL, from one storeAnalytics request.
 */
export default function AnalyticsView() {
  const app = useAppRoute();
  const { pathname, search } = useLocation();
  const current = useCurrentApp();
  const { range, today, choose } = useAnalyticsRange();
  const match = matchAppRoute(pathname);
  const page = match ? analyticsPageOf(match.bundle, match.route.name) : undefined;
  const widgets: readonly AnalyticsWidget[] = page?.widgets ?? [];
  const expanded = page?.expanded === true;
  const needs = needsOf(widgets);
  const limit = expanded ? EXPANDED_ROWS : DASHBOARD_ROWS;
  const figures = useStoreFigures(app?.appUUID ?? '', range, today, needs, limit);
  if (!app || !match || !page) return null;

  const versus = versusLabel(range, today);
  const kpis = widgets.filter(isKpi);
  const others = widgets.filter((w) => !isKpi(w));
  // "View all" keeps the chosen range.
  const detailUrl = (widget: AnalyticsWidget): string | undefined => {
    if (expanded) return undefined;
    const name = detailRouteOf(match.bundle, widget);
    const route = name === undefined ? undefined : findAppRoute(match.bundle.key, name);
    return route ? `${app.url(route.name)}${search}` : undefined;
  };
  const launchRoute = findAppRoute(match.bundle.key, 'ecommerce-store-launch');
  const launch = {
    launched: current?.app ? Boolean(current.app.launchedAt) : current?.loading === false ? false : null,
    url: launchRoute ? app.url(launchRoute.name) : null,
  };
  const links = rowLinks(match.bundle, app);
  const tiles = kpiTiles(kpis, figures.data, { versus, today }, detailUrl);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h1">{match.route.title}</Typography>
          <Typography color="text.secondary">
            {usesRange(needs)
              ? `${current?.app?.name ? `How ${current.app.name} is doing: ` : ''}${rangeWords(range)}, ${versus}.`
              : 'What this page will show, and when.'}
          </Typography>
        </Box>
        {usesRange(needs) ? <RangeControl range={range} today={today} onChange={choose} /> : null}
      </Stack>
      {page.setupChecklist && current ? (
        <>
          <SetupChecklist appUuid={current.appUUID} bundleKey={current.bundle.key} />
          <BusinessPromotionReminder appUuid={current.appUUID} />
        </>
      ) : null}
      {range.error !== null && usesRange(needs) ? null : (
        <>
          {kpis.length > 0 ? (
            figures.error !== null ? (
              <RetryAlert message={figures.error} onRetry={figures.retry} />
            ) : (
              <KpiGrid tiles={tiles} />
            )
          ) : null}
          {others.length > 0 ? (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {others.map((widget) => (
                <Box
                  key={widgetKey(widget)}
                  sx={{
                    minWidth: 0,
                    gridColumn: expanded || WIDE.has(widgetKey(widget)) ? '1 / -1' : undefined,
                  }}
                >
                  <FigureWidget
                    appUuid={app.appUUID}
                    widget={widget}
                    figures={figures}
                    limit={limit}
                    range={range}
                    expanded={expanded}
                    detailUrl={detailUrl(widget)}
                    launch={launch}
                    noSales={page?.noSales === true}
                    links={links}
                  />
                </Box>
              ))}
            </Box>
          ) : null}
        </>
      )}
    </Stack>
  );
}
