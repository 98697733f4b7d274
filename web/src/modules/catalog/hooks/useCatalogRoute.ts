import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type AppRouteName, matchAppRoute } from '../../../bundles';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { catalogRouteNames } from '../categoryTree';

export interface CatalogRoute {
  appUuid: string;
  /** The :uuid of an edit or details screen. */
  uuid: string | undefined;
  /** URLs of this bundle's sibling screens (the manifest names them; one implementation serves all). */
  listUrl: string;
  createUrl: string;
  editUrl: (uuid: string) => string;
  /** null where the bundle has no details screen (add-ons). */
  detailsUrl: ((uuid: string) => string) | null;
}

/** Where a category or add-on screen is: its app, its record and its bundle's sibling routes. */
export function useCatalogRoute(): CatalogRoute | null {
  const app = useAppRoute();
  const { pathname } = useLocation();
  return useMemo(() => {
    const match = matchAppRoute(pathname);
    if (!app || !match) return null;
    const { list, create, edit, details } = catalogRouteNames(match.route.name);
    if (list === null || create === null || edit === null) return null;
    const { uuid, ...shared } = match.params;
    const has = (name: AppRouteName | null): name is AppRouteName =>
      match.bundle.routes.some((r) => r.name === name);
    return {
      appUuid: app.appUUID,
      uuid,
      listUrl: app.url(list, shared),
      createUrl: app.url(create, shared),
      editUrl: (id) => app.url(edit, { ...shared, uuid: id }),
      detailsUrl: has(details) ? (id) => app.url(details, { ...shared, uuid: id }) : null,
    };
  }, [app, pathname]);
}
