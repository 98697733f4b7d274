import { useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { PromotionRowFieldsFragment, PromotionStatus } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { CatalogListCard } from '../../catalog/components/CatalogListCard/CatalogListCard';
import { useDebouncedValue } from '../../catalog/hooks/useDebouncedValue';
import { useKeysetPages } from '../../catalog/hooks/useKeysetPages';
import { rangeLabel } from '../../catalog/productList';
import { PromoActionDialogs } from '../components/PromoConfirmDialog/PromoActionDialogs';
import { PromotionRows } from '../components/PromotionRows/PromotionRows';
import { PromotionsQuery } from '../graphql/promotions';
import { promoScreen } from '../promoRoutes';
import { emptyMessage, STATUS_FILTERS } from '../promoText';

type Promo = PromotionRowFieldsFragment;

/** A bundle's promos (document 2 §2.3): a tab per kind, status filter, search, keyset pages, End and Delete. */
export default function PromotionsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const { section } = promoScreen(info?.name);
  const [params, setParams] = useSearchParams();
  const tab = section.tabs.find((t) => t.kind.toLowerCase() === params.get('tab')) ?? section.tabs[0];
  const pages = useKeysetPages();
  const [status, setStatus] = useState<PromotionStatus | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim();
  const filterKey = `${tab?.kind}|${status}|${search}`;
  const [pagedKey, setPagedKey] = useState(filterKey);
  if (pagedKey !== filterKey) {
    // New filters start again from the first page.
    setPagedKey(filterKey);
    pages.reset();
  }
  const [ending, setEnding] = useState<Promo | null>(null);
  const [deleting, setDeleting] = useState<Promo | null>(null);
  const { data, loading, error, refetch } = useQuery(PromotionsQuery, {
    variables: {
      appUuid,
      kinds: tab ? [tab.kind] : null,
      status,
      search: search || null,
      first: pages.size,
      after: pages.after,
    },
    skip: appUuid === '' || !tab,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (!tab || !route) return null;
  const connection = data?.promotions;
  const promotions = (connection?.edges ?? []).map((e) => e.node);
  const filtered = status !== null || search !== '';
  const createUrl = route.url(tab.create);
  const empty = filtered ? (
    emptyMessage(tab.singular, true)
  ) : (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>{emptyMessage(tab.singular, false)}</Typography>
      <Typography color="text.secondary">{section.intro}</Typography>
      <Button component={RouterLink} to={createUrl} variant="contained" startIcon={<AddOutlined />}>
        Create your first {tab.singular}
      </Button>
    </Stack>
  );

  return (
    <Stack spacing={2}>
      {section.tabs.length > 1 ? (
        <Tabs
          value={tab.kind}
          onChange={(_e, kind: string) => setParams({ tab: kind.toLowerCase() }, { replace: true })}
          aria-label="Kind of promo"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {section.tabs.map((t) => (
            <Tab key={t.kind} value={t.kind} label={t.label} />
          ))}
        </Tabs>
      ) : null}
      <CatalogListCard
        title={section.tabs.length > 1 ? tab.label : (info?.title ?? tab.label)}
        searchLabel="Search title or code"
        search={typed}
        onSearchChange={setTyped}
        createLabel={`Create ${tab.singular}`}
        // The empty list's own call to create stands alone.
        createUrl={connection && promotions.length === 0 && !filtered ? null : createUrl}
        filters={
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Status"
            value={status ?? 'ALL'}
            onChange={(_e, next: string | null) => {
              if (next !== null) setStatus(next === 'ALL' ? null : (next as PromotionStatus));
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {STATUS_FILTERS.map((f) => (
              <ToggleButton key={f.label} value={f.status ?? 'ALL'} sx={{ px: 1.5 }}>
                {f.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
        loading={loading && !connection}
        error={error && !connection ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        isEmpty={promotions.length === 0}
        empty={empty}
        pageSize={pages.size}
        onPageSizeChange={pages.setSize}
        page={pages.page}
        summary={
          connection
            ? rangeLabel(pages.page, pages.size, promotions.length, connection.totalCount)
            : undefined
        }
        hasPrevious={pages.hasPrevious}
        hasNext={connection?.pageInfo.hasNextPage ?? false}
        onPrevious={pages.previous}
        onNext={() => pages.next(connection?.pageInfo.endCursor)}
        maxWidth={1100}
      >
        <PromotionRows
          promotions={promotions}
          editUrl={(p) => route.url(tab.edit, { uuid: p.uuid })}
          onEnd={setEnding}
          onDelete={setDeleting}
        />
      </CatalogListCard>
      <PromoActionDialogs
        ending={ending}
        deleting={deleting}
        onClose={() => {
          setEnding(null);
          setDeleting(null);
        }}
        onDone={() => void refetch()}
      />
    </Stack>
  );
}
