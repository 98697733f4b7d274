/** Small builders that keep the per-bundle route tables short. Pure data in, data out. */
import type { AppRoute } from './types';

/** One route. `parent` is the breadcrumb parent's route name. */
export function route(name: string, path: string, title: string, parent?: string): AppRoute {
  return parent === undefined ? { name, path, title } : { name, path, title, parent };
}

export interface CrudOptions {
  /** Route name of the list; the forms are named `${name}-new`, `${name}-edit`, `${name}-details` unless overridden. */
  name: string;
  /** Path of the list; the forms live at `${path}/create`, `${path}/:uuid/edit`, `${path}/:uuid/details`. */
  path: string;
  /** List title, e.g. 'Delivery Areas'. */
  title: string;
  /** One item, for the form titles: 'Delivery Area' → 'Create Delivery Area', 'Edit Delivery Area'. */
  singular: string;
  /** Breadcrumb parent of the list. */
  parent?: string;
  /** Add a details screen (`:uuid/details`). */
  details?: boolean;
  /** Override the generated form names, e.g. `{ new: 'ecommerce-product-new' }`. */
  names?: { new?: string; edit?: string; details?: string };
  /** Override the generated form paths (relative to `path`), e.g. `{ details: ':uuid' }`. */
  paths?: { new?: string; edit?: string; details?: string };
}

/** A list with its create and edit (and optionally details) screens, each a child of the list. */
export function crud(o: CrudOptions): AppRoute[] {
  const routes: AppRoute[] = [
    route(o.name, o.path, o.title, o.parent),
    route(
      o.names?.new ?? `${o.name}-new`,
      `${o.path}/${o.paths?.new ?? 'create'}`,
      `Create ${o.singular}`,
      o.name,
    ),
    route(
      o.names?.edit ?? `${o.name}-edit`,
      `${o.path}/${o.paths?.edit ?? ':uuid/edit'}`,
      `Edit ${o.singular}`,
      o.name,
    ),
  ];
  if (o.details) {
    routes.push(
      route(
        o.names?.details ?? `${o.name}-details`,
        `${o.path}/${o.paths?.details ?? ':uuid/details'}`,
        `${o.singular} Details`,
        o.name,
      ),
    );
  }
  return routes;
}

/** The same route table with every path moved under `prefix` (insurance/, shopify/). */
export function under(prefix: string, routes: AppRoute[]): AppRoute[] {
  return routes.map((r) => ({ ...r, path: r.path === '' ? prefix : `${prefix}/${r.path}` }));
}
