/**
 * The bundle manifest's shape: bundles are data (DESIGN.md rule 7). The router, the navigation
 * drawer and the breadcrumb are all built from these records; no route tree is ever copied.
 */

/** Service bundle identifiers as stored on App.bundleKey (document 1 §1). */
export const SERVICE_BUNDLES = [
  'ecommerce-b2c-bundle',
  'survey-and-raffle-bundle',
  'inquiry-bundle',
  'b2b-bundle',
  'insurance-bundle',
  'main-distributor-bundle',
  'mall-stores-management-bundle',
  'affiliate-bundle',
  'shopify-bundle',
  'store-management',
  'distributor-bundle',
] as const;
export type ServiceBundle = (typeof SERVICE_BUNDLES)[number];

/** The `{key}` path segment of /apps/{key}/{appUUID}/... (document 2 §1, §2.3). */
export type BundleKey =
  | 'ecommerce-b2c'
  | 'shopify'
  | 'survey-and-raffle'
  | 'inquiry'
  | 'b2b'
  | 'insurance'
  | 'mall-stores-management'
  | 'store-manager'
  | 'main-distributor'
  | 'distributor'
  | 'affiliate';

/**
 * A screen inside an app: /apps/{key}/{appUUID}/{path}. `Name` keeps the route's name as a literal
 * type, so the manifest's names become a union (`AppRouteName` in registry.ts).
 */
export interface AppRoute<Name extends string = string> {
  /** The spec's route name, unique across the whole console (e.g. 'ecommerce-overview'). */
  name: Name;
  /** Relative to /apps/:key/:appUUID, react-router syntax: 'products/:componentUUID/:uuid/edit'. '' is the app root. */
  path: string;
  /** Page title and breadcrumb label. */
  title: string;
  /** Route name of the breadcrumb parent, when there is one. */
  parent?: string;
  /** Route name of the child this screen opens on (the spec's "default ..."), e.g. notifications → email. */
  defaultChild?: string;
}

/** Facts a menu entry's visibility depends on (document 1 §6, document 2 §2.3 side menu rules). */
export interface MenuContext {
  bundleKey: BundleKey;
  displayBillingMenu: boolean;
  inboxManagerAllowed: boolean;
  role: string;
  hasAffiliateCode: boolean;
}

export interface MenuEntry {
  title: string;
  /** Route name (an AppRoute name of the same bundle). */
  route?: string;
  /**
   * Route params this entry fixes (e.g. `{ status: 'pending' }` for an order tracker). The drawer adds
   * key and appUUID, and app-derived ones such as componentUUID.
   */
  params?: Record<string, string>;
  /** Material icon name from @mui/icons-material, e.g. 'Inventory2Outlined'. */
  icon?: string;
  children?: MenuEntry[];
  /** Omitted = always shown. */
  when?: (ctx: MenuContext) => boolean;
}

export interface MenuGroup {
  title: string;
  entries: MenuEntry[];
  when?: (ctx: MenuContext) => boolean;
}

/**
 * A figure or list an analytics page shows; modules/analytics draws each one. The key figures
 * (net-sales ... product-views, sales-amount) share one grid at the top of the page.
 */
export type AnalyticsWidgetKind =
  | 'net-sales'
  | 'orders'
  | 'average-order-value'
  | 'repeat-customer-rate'
  | 'sales-amount'
  | 'visits'
  | 'product-views'
  | 'sales-chart'
  | 'sales-funnel'
  | 'latest-sold-products'
  | 'latest-customers'
  | 'top-referrals'
  | 'low-inventory-products'
  | 'store-launch'
  | 'most-viewed-products'
  | 'most-sold-products';

/** A figure with no data source yet: the page says, in plain words, what will appear and when. */
export interface PendingWidget {
  kind: 'pending';
  /** Unique on its page, for React keys and tests. */
  id: string;
  title: string;
  message: string;
}

export type AnalyticsWidget = AnalyticsWidgetKind | PendingWidget;

/** What one overview, performance or figure page of a bundle shows, in order. */
export interface AnalyticsPage {
  widgets: readonly AnalyticsWidget[];
  /**
   * A figure's own page (overview/sales-funnel...): its one widget expanded, with more rows, its
   * table shown and its CSV. Its breadcrumb parent is the dashboard it expands.
   */
  expanded?: boolean;
  /**
   * The guided setup's checklist and reminders above the figures: only on a dashboard whose bundle
   * the checklist's links know (ecommerce-b2c).
   */
  setupChecklist?: boolean;
  /** A bundle that takes no orders (inquiry): its product tables show views, not units sold or sales. */
  noSales?: boolean;
}

export interface BundleDef<Name extends string = string> {
  key: BundleKey;
  /** Service bundle(s) whose apps open under this key. */
  serviceBundles: ServiceBundle[];
  /** Display name (document 2 §1: Ecommerce B2C, Survey and Raffle, ...). */
  label: string;
  /** Route name of this bundle's dashboard (document 2 §1 table): one of its own routes. */
  dashboard: NoInfer<Name>;
  routes: readonly AppRoute<Name>[];
  menu: MenuGroup[];
  /** Per analytics route (overview, performance and their figure pages) the widgets it shows. */
  analytics?: Partial<Record<NoInfer<Name>, AnalyticsPage>>;
}

/** A route outside /apps/{key}/{appUUID}: public, account and top-level signed-in routes (document 2 §2.1, §2.2). */
export interface TopRoute<Name extends string = string> {
  name: Name;
  /** Absolute, react-router syntax: '/login/:userType/:clevertapId?'. */
  path: string;
  title: string;
  /** true when no sign-in is needed. */
  public: boolean;
  /** Route name of the breadcrumb parent (a TopRoute), when there is one. */
  parent?: string;
}

export interface Crumb {
  label: string;
  /** Absolute URL to link to; undefined for the current page. */
  to?: string;
}
