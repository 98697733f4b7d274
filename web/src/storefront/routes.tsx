import Alert from '@mui/material/Alert';
import type { RouteObject } from 'react-router';
import { RouteErrorView } from '../lib/feedback/RouteErrorView';
import { StorefrontApp } from './StorefrontApp';
import { STORE_ROOT } from './urls';

/** The storefront's routes: /store/{appUuid}/… and nothing else (the server sends only those here). */
export function storefrontRoutes(): RouteObject[] {
  return [
    { path: STORE_ROOT, element: <StorefrontApp />, errorElement: <RouteErrorView /> },
    { path: '*', element: <Alert severity="warning">Page not found</Alert> },
  ];
}
