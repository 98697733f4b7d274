/** Routes outside /apps/{key}/{appUUID} (document 2 §2.1 public and account routes, §2.2 top-level signed-in). */
import type { TopRoute } from './types';

function pub<const Name extends string>(name: Name, path: string, title: string): TopRoute<Name> {
  return { name, path, title, public: true };
}

function signedIn<const Name extends string>(
  name: Name,
  path: string,
  title: string,
  parent?: string,
): TopRoute<Name> {
  return parent === undefined
    ? { name, path, title, public: false }
    : { name, path, title, public: false, parent };
}

/** A slug's route name, as a type: 'sales-partner/get-started' → 'sales-partner-get-started'. */
export type SlugName<Slug extends string> = Slug extends `${infer Head}/${infer Rest}`
  ? `${Head}-${SlugName<Rest>}`
  : Slug;

/** The route name of a marketing page's slug ('/' becomes '-'), keeping it a literal type. */
export function slugName<Slug extends string>(slug: Slug): SlugName<Slug> {
  // replaceAll computes at run time what SlugName spells out for the type checker (urls.test.ts checks both).
  return slug.replaceAll('/', '-') as SlugName<Slug>;
}

/** Marketing pages: the name is the slug ('sales-partner/get-started' → 'sales-partner-get-started'). */
const MARKETING_PAGES = [
  ['home', 'Home'],
  ['pricing', 'Pricing'],
  ['about', 'About'],
  ['about-us', 'About Us'],
  ['terms', 'Terms'],
  ['press', 'Press'],
  ['contact-us', 'Contact Us'],
  ['features', 'Features'],
  ['merchants', 'Merchants'],
  ['grab-integration', 'Grab Integration'],
  ['sales-partner', 'Sales Partner'],
  ['sales-partner/get-started', 'Get Started as a Sales Partner'],
  ['bpi-integration', 'BPI Integration'],
  ['gcash-integration', 'GCash Integration'],
  ['sales', 'Sales'],
  ['newsletter-subscribed', 'Newsletter Subscribed'],
  ['team', 'Team'],
] as const satisfies ReadonlyArray<readonly [slug: string, title: string]>;

const publicRoutes = [
  pub('root', '/', 'Home'),
  ...MARKETING_PAGES.map(([slug, title]) => pub(slugName(slug), `/${slug}`, title)),
  pub('login', '/login/:userType/:clevertapId?', 'Login'),
  pub('saml-auth', '/saml/auth/:authAction', 'Single Sign-On'),
  pub('store-manager-signup', '/store-manager/signup/:invitationToken', 'Store Manager Sign Up'),
  pub('store-manager-signin', '/store-manager/signin', 'Store Manager Sign In'),
  pub(
    'email-recipient-confirmation',
    '/email-recipient-confirmation/:confirmationToken',
    'Email Recipient Confirmation',
  ),
  pub(
    'support-email-recipient-confirmation',
    '/support-email-recipient-confirmation/:confirmationToken',
    'Support Email Recipient Confirmation',
  ),
  pub('admin-invitation-signup', '/admin-invitation/signup/:invitationToken', 'Admin Invitation Sign Up'),
  pub('reset-password', '/reset-password/:resetPasswordToken', 'Reset Password'),
  pub('unlock-account', '/unlock-account/:unlockToken', 'Unlock Account'),
  pub('email-confirmation', '/email-confirmation/:confirmationToken', 'Email Confirmation'),
  pub('not-found', '/404', 'Page Not Found'),
];

const RESELLER = '/network-distributor/:resellerUuid';
const MERCHANT = `${RESELLER}/merchants/:merchantUuid`;
const AFFILIATE = '/affiliate/:resellerUuid';
const AFFILIATE_DIY = '/affiliate-v2/diy/:appUuid';
const DIY_APP = '/diy/:serviceBundleUuid/apps/:appUuid';

const signedInRoutes = [
  signedIn('apps-dashboard', '/apps', 'My In-App Stores'),
  // Network distributor (reseller) dashboard.
  signedIn('reseller-mini-apps-overview', RESELLER, 'Overview'),
  signedIn('reseller-mini-apps', `${RESELLER}/mini-apps`, 'In-App Stores', 'reseller-mini-apps-overview'),
  signedIn(
    'reseller-merchants-by-status',
    `${RESELLER}/merchants/:status`,
    'Merchants',
    'reseller-mini-apps-overview',
  ),
  signedIn(
    'reseller-specific-merchant-details',
    `${MERCHANT}/details`,
    'Merchant Details',
    'reseller-mini-apps-overview',
  ),
  signedIn(
    'reseller-specific-merchant-settings',
    `${MERCHANT}/settings`,
    'Merchant Settings',
    'reseller-mini-apps-overview',
  ),
  signedIn(
    'reseller-specific-merchant-billings',
    `${MERCHANT}/billings`,
    'Merchant Billings',
    'reseller-mini-apps-overview',
  ),
  // Affiliate (sales partner) manager.
  signedIn('affiliate-manager', AFFILIATE, 'Sales Partner Manager'),
  signedIn('affiliate-invites', `${AFFILIATE}/invites`, 'Invites', 'affiliate-manager'),
  signedIn('affiliate-activated-apps', `${AFFILIATE}/activated`, 'Activated Apps', 'affiliate-manager'),
  signedIn('affiliate-signed-up-apps', `${AFFILIATE}/signups`, 'Signed Up Apps', 'affiliate-manager'),
  signedIn('affiliate-payouts', `${AFFILIATE}/payouts`, 'Sales Partner Payouts', 'affiliate-manager'),
  // Account.
  signedIn('profile', '/profile', 'My Account'),
  signedIn('profile-update', '/profile/update', 'Update Account', 'profile'),
  // Affiliate sign-up and its 3-step setup.
  signedIn('affiliate-v2-signup', '/affiliate-v2/:userUuid', 'Affiliate Sign Up'),
  signedIn('affiliate-step-redirecter', `${AFFILIATE_DIY}/step-redirecter`, 'Affiliate Setup'),
  signedIn('affiliate-your-facebook', `${AFFILIATE_DIY}/affiliate-your-facebook`, 'Connect Your Facebook'),
  signedIn('product-marketplace', `${AFFILIATE_DIY}/product-marketplace`, 'Product Marketplace'),
  signedIn(
    'affiliate-commission-form',
    `${AFFILIATE_DIY}/affiliate-commission-form`,
    'Commission Disbursement',
  ),
  // Guided setup (4 steps).
  signedIn('step-redirecter', '/diy/:appUuid/step-redirecter', 'Guided Setup'),
  signedIn('choose-service-bundle', '/diy/choose-service-bundle', 'Choose Service Bundle'),
  signedIn('connect-your-facebook', `${DIY_APP}/connect-your-facebook`, 'Connect Your Facebook'),
  signedIn('customize-mini-app', `${DIY_APP}/pages/:pageUuid/customize-mini-app`, 'Customize In-App Store'),
  signedIn('connect-payment-method', `${DIY_APP}/connect-payment-method`, 'Connect Payment Method'),
  // Operators (not in the spec): the server's background job queue; the server refuses anyone else.
  signedIn('ops-jobs', '/ops/jobs', 'Background Jobs'),
  signedIn('ops-deposit-slips', '/ops/deposit-slips', 'Deposit Slips'),
  signedIn('ops-kyc-reviews', '/ops/kyc-reviews', 'KYC Reviews'),
];

/** Every top-level route; a console screen outside the stores adds one line here. */
export const topRoutes = [...publicRoutes, ...signedInRoutes] satisfies readonly TopRoute[];

/** Every top-level route name: what topUrl accepts. */
export type TopRouteName = (typeof topRoutes)[number]['name'];

const TOP_ROUTE_NAMES: ReadonlySet<string> = new Set(topRoutes.map((r) => r.name));

/** A name computed at run time checked against the top-level route names. */
export function isTopRouteName(name: string): name is TopRouteName {
  return TOP_ROUTE_NAMES.has(name);
}
