import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { MAIN_ID } from '../lib/a11y/routeFocus';
import { SkipLink } from '../lib/a11y/SkipLink';
import { errorCode, errorMessage } from '../lib/errors';
import { RetryAlert } from '../lib/feedback/RetryAlert';
import { useGraphQLClient, useQuery } from '../lib/graphqlFetch/react';
import { loadWithReload } from '../lib/reload';
import { StoreClosedNotice } from './components/StoreClosedNotice';
import { StoreHeader } from './components/StoreHeader';
import { StorefrontQuery, StoreProductsQuery } from './graphql/storefront';
import { CartProvider } from './hooks/CartContext';
import { StoreContext } from './hooks/StoreContext';
import { rememberLink } from './messengerLink';
import { matchPath, ParamsProvider, useLocation, useParams } from './router';
import { sourceOf, startVisit, track } from './track';
import { useStoreRouteFocus } from './useStoreRouteFocus';
import { homeProductsVariables, StoreHomeView } from './views/StoreHomeView';

/*
 * The pages with forms (cart, checkout, order status) bring the validators and phone numbers with
 * them: their own chunks, so a shopper's first page (the catalogue) loads less.
 */
// A product's page (its option pickers) and the thank-you page are not the first page either.
const StoreProductView = lazy(() =>
  loadWithReload(() => import('./views/StoreProductView')).then((m) => ({ default: m.StoreProductView })),
);
const StoreConfirmationView = lazy(() =>
  loadWithReload(() => import('./views/StoreConfirmationView')).then((m) => ({
    default: m.StoreConfirmationView,
  })),
);
const StoreCartView = lazy(() =>
  loadWithReload(() => import('./views/StoreCartView')).then((m) => ({ default: m.StoreCartView })),
);
const StoreCheckoutView = lazy(() =>
  loadWithReload(() => import('./views/StoreCheckoutView')).then((m) => ({ default: m.StoreCheckoutView })),
);
const StorePaymentView = lazy(() =>
  loadWithReload(() => import('./views/StorePaymentView')).then((m) => ({ default: m.StorePaymentView })),
);
const StoreOrderView = lazy(() =>
  loadWithReload(() => import('./views/StoreOrderView')).then((m) => ({ default: m.StoreOrderView })),
);

/**
 * The customers' store at /store/{appUuid} (no sign-in, outside the console shell): loads the store,
 * keeps its cart, and routes its pages.
 */
export function StorefrontApp() {
  const { appUuid = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(StorefrontQuery, { variables: { appUuid } });
  const store = data?.storefront;
  const { search, pathname } = useLocation();
  useStoreRouteFocus();
  useEffect(() => rememberLink(sessionStorage, appUuid, search), [appUuid, search]);
  const client = useGraphQLClient();
  // On the home page, the catalogue's first page is asked for along with the store rather than once
  // the store has come: one round trip less before the first photos. The home page's own query (the
  // same) then finds it in flight or in the cache; a closed store just does not show it.
  const [onHome] = useState(() => pathname.replace(/\/$/, '') === `/store/${appUuid}`);
  useEffect(() => {
    if (onHome) void client.query(StoreProductsQuery, homeProductsVariables(appUuid)).catch(() => undefined);
  }, [onHome, client, appUuid]);
  const storeUuid = store?.uuid;
  // The session's first page of this store counts as a visit, with where it came from (the landing URL).
  const [landing] = useState(() => sourceOf(search, document.referrer, window.location.hostname));
  useEffect(() => {
    if (storeUuid && startVisit(sessionStorage, storeUuid, landing))
      track(client, storeUuid, 'visit', { source: landing });
  }, [storeUuid, client, landing]);
  useEffect(() => {
    if (store) document.title = store.name;
  }, [store]);

  if (loading && !store) return <LinearProgress aria-label="Loading store" />;
  if (!store)
    return (
      <Box sx={{ p: 2, maxWidth: 600, mx: 'auto' }}>
        {errorCode(error) === 'NOT_FOUND' ? (
          <Alert severity="warning">Store not found</Alert>
        ) : (
          <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
        )}
      </Box>
    );

  return (
    <StoreContext.Provider value={store}>
      <CartProvider appUuid={store.uuid}>
        <SkipLink />
        <StoreHeader />
        {store.preview && store.notice ? (
          <Alert severity="info" sx={{ borderRadius: 0 }}>
            Preview for your team: {store.notice}. Customers see a notice instead of your store.
          </Alert>
        ) : null}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}
        >
          <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
            {storePage(pathname.split('/').slice(3).join('/'), store)}
          </Suspense>
        </Box>
      </CartProvider>
    </StoreContext.Provider>
  );
}

const notFound = <Alert severity="warning">Page not found</Alert>;

/** The page at `rest` (the path after /store/{appUuid}/) with its params. */
function storePage(
  rest: string,
  store: { name: string; open: boolean; notice?: string | null; maintenanceMessage?: string | null },
): ReactNode {
  const page = (pattern: string, element: ReactNode) => {
    const params = matchPath(pattern, rest);
    return params ? <ParamsProvider params={params}>{element}</ParamsProvider> : null;
  };
  const always =
    page('orders/:transactionNumber', <StoreOrderView />) ??
    page('orders/:transactionNumber/thanks', <StoreConfirmationView />) ??
    // The provider's return: an order placed before the store closed can still be paid.
    page('pay/:paymentUuid', <StorePaymentView />);
  if (always) return always;
  // Before launch, under maintenance, closed or deactivated: an honest page, no catalogue.
  if (!store.open)
    return (
      <StoreClosedNotice
        storeName={store.name}
        notice={store.notice ?? 'This store is not taking orders right now'}
        maintenanceMessage={store.maintenanceMessage}
      />
    );
  return (
    page('', <StoreHomeView />) ??
    page('products/:productUuid', <StoreProductView />) ??
    page('cart', <StoreCartView />) ??
    page('checkout', <StoreCheckoutView />) ??
    notFound
  );
}
