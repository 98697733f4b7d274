import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type AppRouteName, matchAppRoute } from '../../../bundles';
import { appDerivedParams } from '../../../shell/rules/nav';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { productRouteNames } from '../productRoutes';

export interface ProductRoute {
  appUuid: string;
  /** The :uuid of an edit or details screen. */
  uuid: string | undefined;
  /** The manifest's title of the screen shown ('Products', 'Low Inventory Products'). */
  title: string;
  /** The screen opens the list on its low-inventory view. */
  lowInventory: boolean;
  listUrl: string;
  /** null where the bundle has no such screen (Shopify's products are synced, not edited here). */
  createUrl: string | null;
  editUrl: ((uuid: string) => string) | null;
  detailsUrl: ((uuid: string) => string) | null;
}

/** Where a product screen is: its app, its product and its bundle's sibling product routes. */
export function useProductRoute(): ProductRoute | null {
  const app = useAppRoute();
  const { pathname } = useLocation();
  return useMemo(() => {
    const match = matchAppRoute(pathname);
    if (!app || !match) return null;
    const names = productRouteNames(match.route.name, (name) =>
      match.bundle.routes.some((r) => r.name === name),
    );
    if (names === null) return null;
    // The overview's low-inventory route has no :componentUUID; the app's product component stands in.
    const { uuid, ...own } = match.params;
    const shared = { ...appDerivedParams(app.key), ...own };
    const at = (name: AppRouteName | null) =>
      name ? (id: string) => app.url(name, { ...shared, uuid: id }) : null;
    return {
      appUuid: app.appUUID,
      uuid,
      title: match.route.title,
      lowInventory: names.lowInventory,
      listUrl: app.url(names.list, shared),
      createUrl: names.create ? app.url(names.create, shared) : null,
      editUrl: at(names.edit),
      detailsUrl: at(names.details),
    };
  }, [app, pathname]);
}
