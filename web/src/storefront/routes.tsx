import Alert from '@mui/material/Alert';
import { matchPath, ParamsProvider, useLocation } from './router';
import { StoreErrorBoundary } from './StoreErrorBoundary';
import { StorefrontApp } from './StorefrontApp';

/** The storefront's routes: /store/{appUuid}/… and nothing else (the server sends only those here). */
export function StorefrontRoutes() {
  const { pathname } = useLocation();
  const appUuid = pathname.startsWith('/store/') ? pathname.split('/')[2] : undefined;
  const params = appUuid ? matchPath('/store/:appUuid', `/store/${appUuid}`) : null;
  if (!params) return <Alert severity="warning">Page not found</Alert>;
  return (
    <StoreErrorBoundary>
      <ParamsProvider params={params}>
        <StorefrontApp />
      </ParamsProvider>
    </StoreErrorBoundary>
  );
}
