import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { bundleForServiceBundle, dashboardUrl, SERVICE_BUNDLES, topUrl } from '../../../bundles';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { startCase } from '../../../lib/format';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { type AppSummary, appendPage, mergeApps, withApp } from '../appList';
import { AppCard } from '../components/AppCard/AppCard';
import {
  type BundleOption,
  CREATE_APP_FIELDS,
  CreateAppDialog,
  type CreateAppField,
  type CreateAppValues,
} from '../components/CreateAppDialog/CreateAppDialog';
import { AppCreatedSubscription, AppCreateMutation, AppsQuery } from '../graphql/apps';

export const APPS_PAGE_SIZE = 50;
const FIRST_PAGE = { first: APPS_PAGE_SIZE } as const;

export function bundleLabel(serviceBundle: string): string {
  return bundleForServiceBundle(serviceBundle)?.label ?? startCase(serviceBundle);
}

const BUNDLE_OPTIONS: readonly BundleOption[] = SERVICE_BUNDLES.map((value) => ({
  value,
  label: bundleLabel(value),
}));

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** /apps (apps-dashboard): the user's in-app stores, live, with Create store. */
export default function AppsDashboardView() {
  const client = useApolloClient();
  const alert = useAlert();
  const [creating, setCreating] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  // Stores created here or live while this page is open; kept so an event that beats the first
  // page (or a cache without the list) is not lost. The cache gets them too when it has the list.
  const [liveApps, setLiveApps] = useState<readonly AppSummary[]>([]);
  const { data, loading, error, refetch, fetchMore } = useQuery(AppsQuery, {
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  const [createApp] = useMutation(AppCreateMutation);

  const addToList = useCallback(
    (app: AppSummary) => {
      setLiveApps((current) => (current.some((a) => a.uuid === app.uuid) ? current : [app, ...current]));
      client.cache.updateQuery({ query: AppsQuery, variables: FIRST_PAGE }, (current) =>
        current ? withApp(current, app) : current,
      );
    },
    [client],
  );

  useSubscription(AppCreatedSubscription, {
    onData: ({ data: event }) => {
      const app = event.data?.appCreated;
      if (app) addToList(app);
    },
  });

  const loadMore = async () => {
    const after = data?.apps.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { first: APPS_PAGE_SIZE, after },
        updateQuery: (previous, { fetchMoreResult }) => appendPage(previous, fetchMoreResult),
      });
    } catch (err) {
      alert.error(err);
    } finally {
      setLoadingMore(false);
    }
  };

  const submitCreate = async (values: CreateAppValues): Promise<FormFailure<CreateAppField> | undefined> => {
    try {
      const result = await createApp({ variables: { input: values } });
      const app = result.data?.appCreate;
      if (app) addToList(app);
      setCreating(false);
      alert.success('Store Successfully created!');
      return undefined;
    } catch (err) {
      const failure = formFailure(err, CREATE_APP_FIELDS);
      if (failure.message) alert.error(err);
      return failure;
    }
  };

  const apps = useMemo(() => mergeApps(liveApps, data), [liveApps, data]);
  const openCreate = () => setCreating(true);

  let body: ReactNode;
  if (error && !data) {
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (loading && !data) {
    body = (
      <Box sx={grid} aria-busy="true" aria-label="Loading stores">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={188} />
        ))}
      </Box>
    );
  } else if (apps.length === 0 && !loading) {
    // No store yet: a new account lands in the guided setup, where a first store is made (issue 15).
    body = <Navigate to={topUrl('choose-service-bundle')} replace />;
  } else {
    body = (
      <Stack spacing={3}>
        <Box component="section" aria-label="Stores" sx={grid}>
          {apps.map((app) => (
            <AppCard
              key={app.uuid}
              app={app}
              bundleLabel={bundleLabel(app.bundleKey)}
              href={dashboardUrl(app.bundleKey, app.uuid)}
            />
          ))}
        </Box>
        {data?.apps.pageInfo.hasNextPage ? (
          <Button
            variant="outlined"
            onClick={() => void loadMore()}
            disabled={loadingMore}
            sx={{ alignSelf: 'center' }}
          >
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box>
          <Typography variant="h1">My In-App Stores</Typography>
          <Typography color="text.secondary">
            Open a store to manage its products, orders and customers.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={openCreate} sx={{ flexShrink: 0 }}>
          Create store
        </Button>
      </Stack>
      {body}
      <CreateAppDialog
        open={creating}
        bundleOptions={BUNDLE_OPTIONS}
        onClose={() => setCreating(false)}
        onSubmit={submitCreate}
      />
    </Stack>
  );
}
