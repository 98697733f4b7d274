/**
 * Who may do what, in one place (document 3 §6 account types; member roles of a store): every root
 * query, mutation and upload route has a rule here, read by one guard before its resolver runs. A rule
 * names who may call it (anyone, anyone signed in, operators, or a list of account types), the store
 * roles a member needs for it (checked by the tenancy guard, `appOrThrow`, where the store is known),
 * and the per-address throttle it counts against. An operation without a rule is refused (deny by
 * default), and test/permissions.test.ts fails on it, so nothing new ships without a rule.
 */
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { ACCOUNT_TYPES, type AccountType } from '../modules/accounts/index.ts';
import type { MemberRole } from '../modules/apps/index.ts';
import { AppError, forbidden } from '../platform/errors.ts';
import type { ThrottleName } from '../platform/rate-limit.ts';
import type { Context } from './context.ts';
import { operatorOrThrow } from './jobs.graphql.ts';

/** Account types that own stores: every merchant kind, and affiliates (their affiliate-bundle app). */
export const STORE_OWNERS: readonly AccountType[] = ACCOUNT_TYPES.filter(
  (t) => t !== 'store_manager' && t !== 'affiliate_manager',
);
/** Account types that bring merchants in and see them on the reseller dashboard. */
export const RESELLERS: readonly AccountType[] = ['reseller', 'network_distributor'];
/** Account types that work inside a store: its owners, and store managers invited to it. */
export const STORE_MEMBERS: readonly AccountType[] = [...STORE_OWNERS, 'store_manager'];

/** Store roles: who runs the store's settings and team, and who may also edit its catalog. */
export const MANAGERS: readonly MemberRole[] = ['owner', 'admin'];
export const EDITORS: readonly MemberRole[] = ['owner', 'admin', 'store_manager'];

export type Who = 'anyone' | 'signed-in' | 'operator' | readonly AccountType[];
export interface Rule {
  who: Who;
  /** The member roles the store's tenancy guard requires (none: any member). */
  roles?: readonly MemberRole[];
  /** Counted per caller address before the resolver runs. */
  throttle?: ThrottleName;
}

const anyone = (throttle?: ThrottleName): Rule => ({ who: 'anyone', throttle });
const signedIn = (throttle?: ThrottleName): Rule => ({ who: 'signed-in', throttle });
const member = (roles?: readonly MemberRole[], throttle?: ThrottleName): Rule => ({
  who: STORE_MEMBERS,
  roles,
  throttle,
});
const managers = (throttle?: ThrottleName): Rule => member(MANAGERS, throttle);
const editors = (): Rule => member(EDITORS);
const operator: Rule = { who: 'operator' };

export const MUTATIONS: Record<string, Rule> = {
  // Public account flows: no session, throttled per address.
  signIn: anyone('signIn'),
  signUp: anyone('signUp'),
  passwordResetRequest: anyone('passwordReset'),
  passwordReset: anyone('tokenLink'),
  emailConfirm: anyone('tokenLink'),
  accountUnlock: anyone('tokenLink'),
  emailRecipientConfirm: anyone('tokenLink'),
  invitationAccept: anyone('signIn'),
  destroyAuthToken: anyone(),
  // The storefront: shoppers have no account.
  storeCheckout: anyone('checkoutAddress'),
  storeOrderDepositSlip: anyone('checkoutAddress'),
  storeOrderPaymentRetry: anyone('checkoutAddress'),
  storefrontTrack: anyone('storefrontEvents'),
  // The signed-in user's own account.
  userSettingUpdate: signedIn(),
  accountSecurityUpdate: signedIn(),
  userResendVerificationEmail: signedIn('emailResend'),
  // Creating a store.
  appCreate: { who: STORE_OWNERS },
  // A store's settings, team and page: its owner and admins.
  appCategoryDescriptionUpdate: managers(),
  storeAppearanceUpdate: managers(),
  appResendVerificationEmail: managers('emailResend'),
  updateSupportDetails: managers(),
  pageConnect: managers(),
  // Connecting the store's Facebook page and its Messenger menu.
  facebookLoginComplete: managers(),
  facebookPageConnect: managers(),
  facebookPageDisconnect: managers(),
  persistentMenuSave: managers(),
  pageUtilityTemplatesSync: managers(),
  memberInvite: managers(),
  memberRevoke: managers(),
  memberRoleUpdate: managers(),
  cartSettingUpdate: managers(),
  deliveryAreaCreate: managers(),
  deliveryAreaUpdate: managers(),
  deliveryAreaDelete: managers(),
  // Promotions give the store's money away: owners and admins run them.
  promotionCreate: managers(),
  promotionUpdate: managers(),
  promotionEnd: managers(),
  promotionDelete: managers(),
  voucherClaim: managers(),
  referralLinkCreate: managers(),
  referralLinkUpdate: managers(),
  referralLinkDelete: managers(),
  broadcastCreate: managers(),
  broadcastUpdate: managers(),
  broadcastDelete: managers(),
  broadcastSend: managers(),
  broadcastStop: managers(),
  commentReplyRuleCreate: managers(),
  commentReplyRuleUpdate: managers(),
  commentReplyRuleSetActive: managers(),
  commentReplyRuleDelete: managers(),
  storeAnnouncementCreate: managers(),
  storeAnnouncementUpdate: managers(),
  storeAnnouncementEnd: managers(),
  storeAnnouncementDelete: managers(),
  customerSegmentCreate: managers(),
  customerSegmentUpdate: managers(),
  customerSegmentDelete: managers(),
  customerTagsSet: managers(),
  // The counter: a store manager redeems the voucher a customer shows.
  voucherRedeem: editors(),
  // Going live (issue 15): launch, the store's status, the Payment Manager, the launch announcement.
  launchApp: managers(),
  appStoreLaunch: managers(),
  appStoreStatusUpdate: managers(),
  storeLaunchAnnounce: managers(),
  storePaymentAccountCreate: managers(),
  storePaymentAccountUpdate: managers(),
  storePaymentAccountDelete: managers(),
  shippingMethodCreate: managers(),
  shippingMethodUpdate: managers(),
  shippingMethodDelete: managers(),
  notificationTestSend: managers(),
  notificationEmailRecipientAdd: managers(),
  notificationEmailRecipientRemove: managers(),
  messengerNotificationRecipientRemove: managers(),
  chatbotSettingsUpdate: managers(),
  evaluationCaseCreate: managers(),
  evaluationCaseUpdate: managers(),
  evaluationCaseDelete: managers(),
  evaluationRun: managers(),
  // Money: the payment method on file the store is billed with (owner and admins).
  billingCustomerCreate: managers(),
  paymentCustomerCreate: managers(),
  paymentMethodCreate: managers(),
  paymentMethodUpdate: managers(),
  paymentMethodMakeDefault: managers(),
  paymentMethodRemove: managers(),
  billingPay: managers(),
  // Plans (issue 16): changing plan and the MSME window are money, so owner and admins.
  appPlanChange: managers(),
  appMsmeExtend: managers(),
  appMsmeEnroll: operator,
  extendPayment: managers(),
  gracePeriodActivate: managers(),
  billingDepositSlipSubmit: managers(),
  // KYC: the store's own business details and IDs; operators review.
  kycSubmit: managers(),
  kycReview: operator,
  appGatewayPhaseoutSchedule: operator,
  updateBusinessPromotionReminder: managers(),
  // Response credits are bought with the store's money: owners and admins.
  updateResponseCredit: managers(),
  responseCreditTopUpCharge: managers(),
  billingDepositSlipReview: operator,
  // The catalog: store managers too.
  categoryCreate: editors(),
  categoryUpdate: editors(),
  categoryDelete: editors(),
  addOnCreate: editors(),
  addOnUpdate: editors(),
  addOnDelete: editors(),
  productCreate: editors(),
  productUpdate: editors(),
  productDelete: editors(),
  productsBulkUpdate: editors(),
  productImportApply: editors(),
  // The payment fee (MDR) changes every price of the store: its owner and admins.
  updateAppMdrApplied: managers(),
  applyAppMdrPrices: managers(),
  applyMdrToAllProducts: managers(),
  // The store's day-to-day work: every member.
  orderStatusUpdate: member(),
  orderPaymentStatusUpdate: member(),
  orderRefund: managers(),
  // A courier booking spends the store's shipping credits: owners and admins.
  orderCourierQuote: managers(),
  orderCourierBook: managers(),
  orderCourierCancel: managers(),
  // Shipping credits are bought with the store's money.
  shippingCreditTopUp: managers(),
  notificationMarkAsRead: member(),
  notificationMarkAllAsRead: member(),
  inboxMessageSend: member(),
  updateGeneratedResponse: member(),
  updateRecipientReadStatus: member(),
  dummyRecipientReset: member(),
  chatbotTestMessageSend: member(),
  // Operators (OPERATOR_EMAILS; the demo merchant in demo mode).
  jobRetry: operator,
};

/** Reads: public reference data and the storefront; the rest for the signed-in user or a store's members. */
export const QUERIES: Record<string, Rule> = {
  serverInfo: anyone(),
  me: anyone(),
  whiteLabelContent: anyone(),
  invitation: anyone(),
  categoryCatalogue: anyone(),
  psgcRegions: anyone(),
  psgcProvinces: anyone(),
  psgcCities: anyone(),
  mailOutbox: anyone(),
  storefront: anyone(),
  storeProducts: anyone(),
  storeProduct: anyone(),
  storeOrder: anyone(),
  storeOrderCourier: anyone(),
  storeOrderPayment: anyone(),
  storeDeliveryQuote: anyone(),
  storeCartQuote: anyone(),
  storeDeliveryPlaces: anyone(),
  apps: signedIn(),
  unverifiedUserBusinessEmail: signedIn(),
  jobs: operator,
  jobCounts: operator,
  facebookLoginUrl: managers(),
  updatePageImage: editors(),
  persistentMenu: editors(),
  // The payment method on file: money, so owner and admins only.
  customerDetails: managers(),
  fetchCustomerDetails: managers(),
  paymentMethod: managers(),
  fetchPaymentMethods: managers(),
  paymentMethodTypes: signedIn(),
  billings: managers(),
  billing: managers(),
  appLatestBilling: managers(),
  // Plans: the offered plans for anyone signed in; a store's plan and usage for its members (the limits
  // bite on every member's work); what a change would cost for those who may make it.
  enterprisePlans: signedIn(),
  appSubscribedEnterprisePlan: member(),
  currentAppEnterprisePlan: member(),
  appEnterprisePlan: member(),
  appPlanChangePreview: managers(),
  appAccumulatedFees: managers(),
  billingDepositSlipsToReview: operator,
  grabExpressCredits: member(),
  kycVerification: managers(),
  kycOptions: signedIn(),
  kycToReview: operator,
  billingDepositAccounts: signedIn(),
  // The assistant's built-in evaluation set: the same sample store's messages for everyone.
  evaluationBuiltinCases: signedIn(),
  // Going live (issue 15): the app's basic and ecommerce details with its feature flags.
  appBasic: member(),
  ecommerceAppDetails: member(),
  storePaymentAccounts: member(),
  storeLaunchAudience: member(),
  storeAnalytics: member(),
  // The reseller dashboard: resellers and network distributors, each their own network only.
  resellerMerchantCounts: { who: RESELLERS },
  resellerMerchants: { who: RESELLERS },
  promotions: member(),
  referralLinks: member(),
  broadcasts: member(),
  broadcast: member(),
  broadcastPlan: member(),
  marketingOptIns: member(),
  commentReplyRules: member(),
  commentReplyRule: member(),
  commentReplyLog: member(),
  commentReplyTry: member(),
  referralLink: member(),
  storeAnnouncements: member(),
  storeAnnouncement: member(),
  customerSegments: member(),
  customerSegment: member(),
  customerSegmentPreview: member(),
  customerSegmentExportCsv: managers(),
  customerTags: member(),
  promotion: member(),
  promotionPreview: member(),
  vouchers: member(),
  voucherCheck: member(),
  ...Object.fromEntries(
    [
      'addOn',
      'addOns',
      'appCategoryDescription',
      'appHasPendingOrders',
      'appStatus',
      'cartSetting',
      'categories',
      'category',
      'chatbotSettings',
      'customer',
      'customers',
      'deliveryArea',
      'deliveryAreas',
      'dummyRecipient',
      'evaluationCases',
      'evaluationRun',
      'evaluationRuns',
      'fetchAdvanceOrdersForToday',
      'fetchAppByUuid',
      'fetchAvailableProductVariants',
      'fetchAvailableProducts',
      'fetchMessengerMessages',
      'fetchSingleVariantProducts',
      'fetchUnverifiedNotificationEmails',
      'fetchUnverifiedSupportEmails',
      'inboxProducts',
      'members',
      'messengerInviteUrl',
      'messengerNotificationOptInUrl',
      'messengerNotificationRecipients',
      'notificationEmailRecipients',
      'notifications',
      'order',
      'orderByTransactionNumber',
      'orderCounts',
      'orders',
      'ordersExportCsv',
      'pageRecipient',
      'pageRecipients',
      'pendingOrdersReminder',
      'product',
      'productImport',
      'products',
      'productsExportCsv',
      'shippingMethod',
      'shippingMethods',
      'unreadMessagesCount',
      'unreadNotificationsCount',
    ].map((name) => [name, member()]),
  ),
};

/** The upload routes (raw file bodies over HTTP, platform/upload.ts). */
export const UPLOADS: Record<string, Rule> = {
  photoUpload: editors(),
  productImportUpload: editors(),
  depositSlipUpload: anyone(),
};

const LABELS: Record<AccountType, string> = {
  client: 'Merchant',
  influencer: 'Influencer',
  reseller: 'Sales partner',
  store_manager: 'Store manager',
  distributor_manager: 'Distributor manager',
  cognito: 'Enterprise',
  network_distributor: 'Network distributor',
  affiliate: 'Affiliate',
  affiliate_manager: 'Affiliate manager',
};

/** The refusal a signed-in account of the wrong type reads. */
export const accountTypeRefusal = (role: AccountType): string =>
  `${LABELS[role]} accounts can't do this. Sign in with an account that can.`;

export const NO_RULE = "This action isn't available";

/** Checks the caller against `rule`: who they are first, then the address's throttle. */
export async function checkRule(ctx: Context, rule: Rule | undefined): Promise<void> {
  if (!rule) throw new AppError(NO_RULE, 'FORBIDDEN');
  if (rule.who === 'operator') operatorOrThrow(ctx);
  else if (rule.who !== 'anyone') {
    const user = ctx.userOrThrow();
    if (rule.who !== 'signed-in' && !(rule.who as readonly string[]).includes(user.role)) {
      throw forbidden(accountTypeRefusal(user.role as AccountType));
    }
  }
  if (rule.throttle) await ctx.limiter.throttle(rule.throttle, ctx.remoteAddress);
}

/**
 * The context a rule's resolver runs with: the store roles its tenancy guard requires. It inherits the
 * request's context rather than copying it: in a batched request each operation's context is itself
 * a child of the request's (Yoga's Object.create), whose own properties a spread would lose.
 */
export const withRule = (ctx: Context, rule: Rule): Context =>
  rule.roles ? Object.assign(Object.create(ctx) as Context, { requiredRoles: rule.roles }) : ctx;

/** Puts the guard in front of every root query and mutation resolver of the built schema. */
export function enforcePermissions(schema: GraphQLSchema): GraphQLSchema {
  for (const [type, rules] of [
    [schema.getQueryType(), QUERIES],
    [schema.getMutationType(), MUTATIONS],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const resolve = field.resolve ?? defaultFieldResolver;
      const rule = rules[field.name];
      field.resolve = async (source, args, ctx: Context, info) => {
        await checkRule(ctx, rule);
        return resolve(source, args, rule ? withRule(ctx, rule) : ctx, info);
      };
    }
  }
  return schema;
}
