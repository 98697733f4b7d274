/**
 * Small builders that keep the per-bundle route tables short. Pure data in, data out; each keeps
 * the route names as literal types, so the manifest's names become a union (registry.ts).
 */
import type { AppRoute, BundleDef } from './types';

/** One route. `parent` is the breadcrumb parent's route name. */
export function route<const Name extends string>(
  name: Name,
  path: string,
  title: string,
  parent?: string,
): AppRoute<Name> {
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

type FormName<O extends CrudOptions, Form extends 'new' | 'edit' | 'details'> = O extends {
  names: { [F in Form]: infer Given extends string };
}
  ? Given
  : `${O['name']}-${Form}`;

/** The route names `crud(o)` makes, as a type: the list, its forms, and the details screen when asked for. */
export type CrudNames<O extends CrudOptions> =
  | O['name']
  | FormName<O, 'new'>
  | FormName<O, 'edit'>
  | (O extends { details: true } ? FormName<O, 'details'> : never);

/** A list with its create and edit (and optionally details) screens, each a child of the list. */
export function crud<const O extends CrudOptions>(o: O): AppRoute<CrudNames<O>>[] {
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
  // The names above are the ones CrudNames<O> spells out at the type level (define.test.ts checks both).
  return routes as AppRoute<CrudNames<O>>[];
}

/** The same route table with every path moved under `prefix` (insurance/, shopify/). */
export function under<Name extends string>(
  prefix: string,
  routes: readonly AppRoute<Name>[],
): AppRoute<Name>[] {
  return routes.map((r) => ({ ...r, path: r.path === '' ? prefix : `${prefix}/${r.path}` }));
}

/** A bundle's record; its dashboard must be one of its own route names (checked by the type). */
export function defineBundle<Name extends string>(def: BundleDef<Name>): BundleDef<Name> {
  return def;
}
