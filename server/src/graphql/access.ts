/**
 * Who may call each mutation, and how often one address may (document 3 §6 account types), as data.
 * Enforced once for the whole schema before any resolver runs: a mutation without a rule is refused
 * (deny by default) and fails the table-driven test, so no new mutation ships without one. Store
 * membership and member roles (owner, admin, store manager) are then checked by the tenancy guard.
 */
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { ACCOUNT_TYPES, type AccountType } from '../modules/accounts/accounts.rules.ts';
import { AppError, forbidden } from '../platform/errors.ts';
import type { ThrottleName } from '../platform/rate-limit.ts';
import type { Context } from './context.ts';
import { operatorOrThrow } from './jobs.graphql.ts';

/** Account types that own stores: every merchant kind, and affiliates (their affiliate-bundle app). */
export const STORE_OWNERS: readonly AccountType[] = ACCOUNT_TYPES.filter(
  (t) => t !== 'store_manager' && t !== 'affiliate_manager',
);
/** Account types that work inside a store: its owners, and store managers invited to it. */
export const STORE_MEMBERS: readonly AccountType[] = [...STORE_OWNERS, 'store_manager'];

export type Who = 'anyone' | 'signed-in' | 'operator' | readonly AccountType[];
export interface MutationRule {
  who: Who;
  /** Counted per caller address before the resolver runs. */
  throttle?: ThrottleName;
}

const anyone = (throttle?: ThrottleName): MutationRule => ({ who: 'anyone', throttle });
const signedIn = (throttle?: ThrottleName): MutationRule => ({ who: 'signed-in', throttle });
const members = (throttle?: ThrottleName): MutationRule => ({ who: STORE_MEMBERS, throttle });

export const MUTATION_RULES: Record<string, MutationRule> = {
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
  // The signed-in user's own account.
  userSettingUpdate: signedIn(),
  accountSecurityUpdate: signedIn(),
  userResendVerificationEmail: signedIn('emailResend'),
  // Creating a store.
  appCreate: { who: STORE_OWNERS },
  // Inside a store (the tenancy guard then checks membership and role).
  appCategoryDescriptionUpdate: members(),
  appResendVerificationEmail: members('emailResend'),
  updateSupportDetails: members(),
  pageConnect: members(),
  pageUtilityTemplatesSync: members(),
  memberInvite: members(),
  memberRevoke: members(),
  cartSettingUpdate: members(),
  deliveryAreaCreate: members(),
  deliveryAreaUpdate: members(),
  deliveryAreaDelete: members(),
  shippingMethodCreate: members(),
  shippingMethodUpdate: members(),
  shippingMethodDelete: members(),
  categoryCreate: members(),
  categoryUpdate: members(),
  categoryDelete: members(),
  addOnCreate: members(),
  addOnUpdate: members(),
  addOnDelete: members(),
  productCreate: members(),
  productUpdate: members(),
  productDelete: members(),
  productsBulkUpdate: members(),
  productImportApply: members(),
  orderStatusUpdate: members(),
  orderPaymentStatusUpdate: members(),
  notificationMarkAsRead: members(),
  notificationMarkAllAsRead: members(),
  notificationTestSend: members(),
  notificationEmailRecipientAdd: members(),
  notificationEmailRecipientRemove: members(),
  messengerNotificationRecipientRemove: members(),
  inboxMessageSend: members(),
  updateGeneratedResponse: members(),
  updateRecipientReadStatus: members(),
  dummyRecipientReset: members(),
  chatbotSettingsUpdate: members(),
  chatbotTestMessageSend: members(),
  evaluationCaseCreate: members(),
  evaluationCaseUpdate: members(),
  evaluationCaseDelete: members(),
  evaluationRun: members(),
  // Operators (OPERATOR_EMAILS; the demo merchant in demo mode).
  jobRetry: { who: 'operator' },
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

/** Checks the caller against `rule`: the account type first, then the address's throttle. */
export async function checkMutationAccess(ctx: Context, name: string): Promise<void> {
  const rule = MUTATION_RULES[name];
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

/** Puts checkMutationAccess in front of every mutation resolver of the built schema. */
export function enforceMutationAccess(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  for (const field of Object.values(mutation?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (source, args, ctx: Context, info) => {
      await checkMutationAccess(ctx, field.name);
      return resolve(source, args, ctx, info);
    };
  }
  return schema;
}
