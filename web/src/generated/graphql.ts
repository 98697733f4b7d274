/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccountSecurityUpdateInput = {
  birthdate: string;
  businessEmailAddress: string;
  contactDialCode: string;
  /** Without +63 and spaces, e.g. 9171234567. */
  contactNumber: string;
  userUuid: string | number;
};

export type AccountType =
  | 'affiliate'
  | 'affiliate_manager'
  | 'client'
  | 'cognito'
  | 'distributor_manager'
  | 'influencer'
  | 'network_distributor'
  | 'reseller'
  | 'store_manager';

export type AccountUnlockInput = {
  unlockToken: string;
};

export type AddOnCreateInput = {
  appUuid: string | number;
  /** Defaults to true. */
  available?: boolean | null | undefined;
  description?: string | null | undefined;
  /** Per order; omitted or null: no limit. */
  maxQuantity?: number | null | undefined;
  name: string;
  /** centavos */
  price: number;
};

export type AddOnDeleteInput = {
  uuid: string | number;
};

export type AddOnUpdateInput = {
  available?: boolean | null | undefined;
  description?: string | null | undefined;
  /** null removes the limit; omitted leaves it. */
  maxQuantity?: number | null | undefined;
  name?: string | null | undefined;
  /** centavos */
  price?: number | null | undefined;
  uuid: string | number;
};

export type AdditionalTaxType =
  | 'fixed'
  | 'percent';

export type AddressInputType =
  | 'dropdown'
  | 'manual'
  | 'map_pin';

export type AgentKind =
  | 'catalog'
  | 'classification'
  | 'conversation'
  | 'guard'
  | 'intent'
  | 'orchestrator'
  | 'order'
  | 'product'
  | 'product_inquiry'
  | 'sentiment'
  | 'supervisor';

/** secondaryCategories are qualified by their primary: 'Caterers > Filipino' (the Food groups share one cuisine list). */
export type AppCategoryDescriptionInput = {
  appUuid: string | number;
  businessDescription: string;
  primaryCategories: Array<string>;
  secondaryCategories: Array<string>;
};

export type AppCreateInput = {
  /** A service bundle identifier, e.g. ecommerce-b2c-bundle. */
  bundleKey: string;
  name: string;
};

export type AppStoreStatusUpdateInput = {
  appUuid: string | number;
  /** Shown to customers while under maintenance. */
  maintenanceMessage?: string | null | undefined;
  /** active_store, maintenance or closed_store. */
  storeStatus: string;
};

export type ApplyAppMdrPricesInput = {
  appUuid: string | number;
};

export type AssistantIntent =
  | 'abuse'
  | 'complaint'
  | 'greeting'
  | 'human_handoff'
  | 'order_status'
  | 'out_of_scope'
  | 'product_inquiry'
  | 'store_policy'
  | 'thanks';

export type AssistantTone =
  | 'friendly'
  | 'playful'
  | 'professional';

/** Billing details of a saved method; only the given fields change. */
export type BillingAddressInput = {
  address?: string | null | undefined;
  billingContactEmail?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  country?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  stateProvinceRegion?: string | null | undefined;
  zipPostalCode?: string | null | undefined;
};

/** The billing customer form (document 3 §5). */
export type BillingCustomerCreateInput = {
  appUuid: string | number;
  email: string;
  givenNames: string;
  /** +639 and 9 digits; spaces are ignored. */
  mobileNumber: string;
  nationality?: string | null | undefined;
  surname: string;
};

export type BillingDepositSlipStatus =
  | 'confirmed'
  | 'refused'
  | 'submitted';

export type BillingStatus =
  | 'for_payment'
  | 'paid'
  | 'payment_submitted';

/** Only the given fields change; an empty emailNotifRecipient clears it. */
export type CartSettingUpdateInput = {
  additionalTax?: number | null | undefined;
  additionalTaxType?: AdditionalTaxType | null | undefined;
  addressInputType?: AddressInputType | null | undefined;
  appUuid: string | number;
  chargeDeliveryFeeFrom?: ChargeDeliveryFeeFrom | null | undefined;
  deliveryFeeType?: DeliveryFeeType | null | undefined;
  digitalProduct?: boolean | null | undefined;
  emailNotifRecipient?: string | null | undefined;
  enableProductLocationAvailability?: boolean | null | undefined;
  expiration?: number | null | undefined;
  expirationDateType?: ExpirationDateType | null | undefined;
  freeShippingRequiredAmount?: number | null | undefined;
  locationScope?: LocationScope | null | undefined;
  requiredAmount?: number | null | undefined;
  shipping?: boolean | null | undefined;
  subcategorized?: boolean | null | undefined;
};

export type CategoryCreateInput = {
  appUuid: string | number;
  description?: string | null | undefined;
  name: string;
  /** Makes it a subcategory of this category. */
  parentUuid?: string | number | null | undefined;
};

export type CategoryDeleteInput = {
  uuid: string | number;
};

export type CategoryUpdateInput = {
  description?: string | null | undefined;
  name?: string | null | undefined;
  /** null moves the category to the top level; omitted leaves it. */
  parentUuid?: string | number | null | undefined;
  uuid: string | number;
};

export type ChargeDeliveryFeeFrom =
  | 'checkout'
  | 'on_delivery';

export type ChatbotSettingsUpdateInput = {
  appUuid: string | number;
  assistantEnabled?: boolean | null | undefined;
  handOffRules?: string | null | undefined;
  sentimentAnalysisEnabled?: boolean | null | undefined;
  storePolicies?: string | null | undefined;
  tone?: AssistantTone | null | undefined;
};

export type ChatbotTestMessageSendInput = {
  appUuid: string | number;
  message: string;
  orderStatus?: OrderStatus | null | undefined;
  pageRecipientUuid: string | number;
  paymentStatus?: PaymentStatus | null | undefined;
  platformOrigin: PlatformOrigin;
};

export type DeliveryAreaCreateInput = {
  appUuid: string | number;
  /** PSGC codes of regions, provinces or cities. */
  coverage: Array<string>;
  /** Centavos. */
  deliveryFee: number;
  /** Defaults to true. */
  enabled?: boolean | null | undefined;
  leadTimeMaxDays: number;
  leadTimeMinDays: number;
  name: string;
};

export type DeliveryAreaDeleteInput = {
  uuid: string | number;
};

export type DeliveryAreaUpdateInput = {
  /** PSGC codes of regions, provinces or cities. */
  coverage: Array<string>;
  /** Centavos. */
  deliveryFee: number;
  /** Unchanged when omitted. */
  enabled?: boolean | null | undefined;
  leadTimeMaxDays: number;
  leadTimeMinDays: number;
  name: string;
  uuid: string | number;
};

export type DeliveryFeeType =
  | 'delivery_area'
  | 'free'
  | 'shipping_method';

export type DestroyAuthTokenInput = {
  token: string;
};

export type DummyRecipientResetInput = {
  appUuid: string | number;
  dummyType: DummyType;
};

export type DummyType =
  | 'test_tool';

export type EmailConfirmInput = {
  confirmationToken: string;
};

export type EvaluationCaseCreateInput = {
  appUuid: string | number;
  expectedIntent: AssistantIntent;
  expectedProducts?: Array<string> | null | undefined;
  message: string;
};

export type EvaluationCaseDeleteInput = {
  uuid: string | number;
};

export type EvaluationCaseUpdateInput = {
  expectedIntent: AssistantIntent;
  expectedProducts?: Array<string> | null | undefined;
  message: string;
  uuid: string | number;
};

export type EvaluationRunInput = {
  appUuid: string | number;
};

export type ExpirationDateType =
  | 'days'
  | 'hours'
  | 'minutes';

export type FacebookLoginCompleteInput = {
  appUuid: string | number;
  code: string;
  state: string;
};

export type FacebookPageConnectInput = {
  appUuid: string | number;
  fbPageId: string;
  loginUuid: string | number;
};

export type FacebookPageDisconnectInput = {
  appUuid: string | number;
};

export type Fulfillment =
  | 'delivery'
  | 'pickup';

/** Suggested-reply actions (updateGeneratedResponse). */
export type GeneratedResponseAction =
  | 'accept'
  | 'dismiss'
  | 'edited';

export type GeneratedResponseStatus =
  | 'accepted'
  | 'dismissed'
  | 'edited'
  | 'pending';

/** Recipient list filter: all, unread, or one platform origin. */
export type InboxFilter =
  | 'all'
  | 'facebook_comment'
  | 'messenger'
  | 'unread';

export type InboxMessageSendInput = {
  message?: string | null | undefined;
  pageRecipientUuid: string | number;
  /** http(s) image URLs sent as photos (at most 10). */
  photoUrls?: Array<string> | null | undefined;
  /** Catalog products sent as a carousel (at most 10). */
  productUuids?: Array<string | number> | null | undefined;
};

export type InvitationAcceptInput = {
  firstName?: string | null | undefined;
  invitationToken: string;
  lastName?: string | null | undefined;
  password: string;
};

export type JobStatus =
  | 'done'
  | 'failed'
  | 'pending'
  | 'running';

export type LaunchAppInput = {
  appUuid: string | number;
  /** A mini-app launch: the page it runs on. */
  pageUrl?: string | null | undefined;
  /** The merchant ticked the agreement (document 3 §4); launch refuses without it. */
  termsAgreed?: boolean | null | undefined;
  /** A mini-app launch: the browser it runs in. */
  userAgent?: string | null | undefined;
};

export type LocationScope =
  | 'delivery_areas'
  | 'nationwide';

export type MemberInviteInput = {
  appUuid: string | number;
  email: string;
  role: MemberRole;
};

export type MemberRevokeInput = {
  appUuid: string | number;
  memberUuid: string | number;
};

export type MemberRole =
  | 'admin'
  | 'owner'
  | 'store_manager';

export type MemberRoleUpdateInput = {
  appUuid: string | number;
  memberUuid: string | number;
  /** admin or store_manager. */
  role: MemberRole;
};

export type MemberStatus =
  | 'active'
  | 'invited';

export type MessageSender =
  | 'customer'
  | 'merchant';

export type MessageState =
  | 'deleted'
  | 'edited'
  | 'hidden'
  | 'idle'
  | 'new';

export type MessengerNotificationRecipientRemoveInput = {
  uuid: string | number;
};

/** What became of a Messenger update to the customer: sent, sent as a utility template, not sent (not_reached) or refused by Messenger. */
export type MessengerUpdateOutcome =
  | 'not_reached'
  | 'refused'
  | 'sent'
  | 'sent_template';

export type NotificationEmailRecipientInput = {
  appUuid: string | number;
  email: string;
};

export type NotificationMarkAsReadInput = {
  notificationUuid: string | number;
};

export type NotificationTestSendInput = {
  appUuid: string | number;
};

/** How a customer pays online at checkout: a card, GCash or Maya (PAYMAYA). */
export type OnlinePaymentChannel =
  | 'CARD'
  | 'GCASH'
  | 'PAYMAYA';

export type OrderPaymentStatusUpdateInput = {
  paymentStatus: PaymentStatus;
  uuid: string | number;
};

export type OrderStatus =
  | 'cancelled'
  | 'completed'
  | 'for_delivery'
  | 'pending'
  | 'refunded';

export type OrderStatusUpdateInput = {
  status: OrderStatus;
  uuid: string | number;
};

export type OrderTimelineEntryKind =
  | 'messenger'
  | 'status';

export type PageUtilityTemplatesSyncInput = {
  appUuid: string | number;
};

export type PasswordResetInput = {
  password: string;
  resetPasswordToken: string;
};

export type PasswordResetRequestInput = {
  email: string;
};

/** bank (bank transfer), gcash or maya (e-wallets). */
export type PaymentAccountKind =
  | 'bank'
  | 'gcash'
  | 'maya';

export type PaymentMethod =
  | 'bank_transfer'
  | 'cod'
  | 'e_wallet'
  | 'online';

export type PaymentMethodCreateInput = {
  appUuid: string | number;
  billingAddress?: BillingAddressInput | null | undefined;
  /** GCASH, PAYMAYA, GRABPAY, SHOPEEPAY; BPI, UBP; CARD. */
  channelCode: string;
  /** The same key for a repeated submit answers the first method. */
  idempotencyKey?: string | null | undefined;
  /** The console path the provider sends the merchant back to, e.g. the current page. */
  returnPath: string;
  type: PaymentMethodType;
};

export type PaymentMethodRefInput = {
  uuid: string | number;
};

export type PaymentMethodStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'FAILED'
  | 'REMOVED'
  | 'REQUIRES_ACTION';

export type PaymentMethodType =
  | 'CARD'
  | 'DIRECT_DEBIT'
  | 'EWALLET';

export type PaymentMethodUpdateInput = {
  billingAddress: BillingAddressInput;
  uuid: string | number;
};

export type PaymentStatus =
  | 'for_confirmation'
  | 'for_reupload'
  | 'pay_pending'
  | 'pay_success'
  | 'refund_success';

export type PersistentMenuCategory =
  | 'postback'
  | 'web_url';

export type PersistentMenuItemInput = {
  category: PersistentMenuCategory;
  title: string;
  url?: string | null | undefined;
  webHeight?: PersistentMenuWebHeight | null | undefined;
};

export type PersistentMenuSaveInput = {
  appUuid: string | number;
  items: Array<PersistentMenuItemInput>;
};

export type PersistentMenuStatus =
  | 'failed'
  | 'none'
  | 'pending'
  | 'published';

export type PersistentMenuWebHeight =
  | 'compact'
  | 'full'
  | 'tall';

export type PlatformOrigin =
  | 'facebook_comment'
  | 'messenger';

export type ProductBulkAction =
  | 'delete'
  | 'publish'
  | 'unpublish';

export type ProductCreateInput = {
  addOnUuids?: Array<string | number> | null | undefined;
  appUuid: string | number;
  categoryUuid?: string | number | null | undefined;
  compareAtPrice?: number | null | undefined;
  description?: string | null | undefined;
  digitalProduct?: boolean | null | undefined;
  hidden?: boolean | null | undefined;
  limited?: boolean | null | undefined;
  name: string;
  /** Replaces the options; needs the whole variant matrix in variants. */
  options?: Array<ProductOptionInput> | null | undefined;
  /** Uploaded photos (POST /uploads/photos), in display order. */
  photoUuids?: Array<string | number> | null | undefined;
  /** Without options: the price in centavos. */
  price?: number | null | undefined;
  published?: boolean | null | undefined;
  sectionName?: string | null | undefined;
  /** Without options: units on hand; null: not limited. */
  stockQuantity?: number | null | undefined;
  variants?: Array<ProductVariantInput> | null | undefined;
};

export type ProductDeleteInput = {
  uuid: string | number;
};

export type ProductOptionInput = {
  name: string;
  values: Array<string>;
};

export type ProductPriceRowType =
  | 'option'
  | 'product'
  | 'variant';

export type ProductSort =
  | 'name_asc'
  | 'name_desc'
  | 'newest'
  | 'oldest'
  | 'price_asc'
  | 'price_desc'
  | 'stock_asc';

/** low: limited with 10 units or fewer (out of stock included). */
export type ProductStockFilter =
  | 'in_stock'
  | 'low'
  | 'out_of_stock';

export type ProductUpdateInput = {
  addOnUuids?: Array<string | number> | null | undefined;
  categoryUuid?: string | number | null | undefined;
  compareAtPrice?: number | null | undefined;
  description?: string | null | undefined;
  digitalProduct?: boolean | null | undefined;
  hidden?: boolean | null | undefined;
  limited?: boolean | null | undefined;
  name?: string | null | undefined;
  /** Replaces the options; needs the whole variant matrix in variants. */
  options?: Array<ProductOptionInput> | null | undefined;
  /** Uploaded photos (POST /uploads/photos), in display order. */
  photoUuids?: Array<string | number> | null | undefined;
  /** Without options: the price in centavos. */
  price?: number | null | undefined;
  published?: boolean | null | undefined;
  sectionName?: string | null | undefined;
  /** Without options: units on hand; null: not limited. */
  stockQuantity?: number | null | undefined;
  uuid: string | number;
  variants?: Array<ProductVariantInput> | null | undefined;
};

export type ProductVariantInput = {
  compareAtPrice?: number | null | undefined;
  /** Defaults to true when stockQuantity is given. */
  limited?: boolean | null | undefined;
  /** centavos */
  price: number;
  /** The variant's value of each option, in option order. */
  productOptions: Array<string>;
  published?: boolean | null | undefined;
  stockQuantity?: number | null | undefined;
};

export type ProductsBulkUpdateInput = {
  action: ProductBulkAction;
  appUuid: string | number;
  uuids: Array<string | number>;
};

export type PsgcLevel =
  | 'CITY'
  | 'PROVINCE'
  | 'REGION';

/** Whether the page may still message this customer: open (within 24 h of their last message), human_agent (24 h to 7 days: only a person, with the HUMAN_AGENT tag), closed (after 7 days). */
export type ReplyWindow =
  | 'closed'
  | 'human_agent'
  | 'open';

export type Sentiment =
  | 'NEGATIVE'
  | 'NEUTRAL'
  | 'POSITIVE';

export type ShippingMethodCreateInput = {
  appUuid: string | number;
  enabled?: boolean | null | undefined;
  /** Centavos (flat_rate). */
  fee?: number | null | undefined;
  instructions?: string | null | undefined;
  kind: ShippingMethodKind;
  /** Defaults to 14.6032. */
  latitude?: number | null | undefined;
  /** Defaults to 121.0921. */
  longitude?: number | null | undefined;
  name: string;
  pickupAddress?: string | null | undefined;
};

export type ShippingMethodDeleteInput = {
  uuid: string | number;
};

export type ShippingMethodKind =
  | 'flat_rate'
  | 'grab_express'
  | 'lalamove'
  | 'per_area_rate'
  | 'pickup';

/** Only the given fields change. */
export type ShippingMethodUpdateInput = {
  enabled?: boolean | null | undefined;
  fee?: number | null | undefined;
  instructions?: string | null | undefined;
  kind?: ShippingMethodKind | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  name?: string | null | undefined;
  pickupAddress?: string | null | undefined;
  uuid: string | number;
};

export type SignInInput = {
  /** The affiliate_code of /login/client?affiliate_code=X: records the referring sales partner on a client account without one; an unknown code is ignored. */
  affiliateCode?: string | null | undefined;
  email: string;
  password: string;
  /** The login type of /login/{userType}: client, affiliate... */
  userType: string;
};

export type SignUpInput = {
  affiliateCode?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

/** Only the given fields change; an empty logoUrl or coverUrl removes the image. */
export type StoreAppearanceUpdateInput = {
  appUuid: string | number;
  brandColor?: string | null | undefined;
  coverUrl?: string | null | undefined;
  logoUrl?: string | null | undefined;
  /** The store name. */
  name?: string | null | undefined;
  welcomeText?: string | null | undefined;
};

export type StoreCheckoutAddOnInput = {
  addOnUuid: string | number;
  quantity: number;
};

export type StoreCheckoutInput = {
  /** An advance order: the Asia/Manila day it is for, today up to 30 days ahead. */
  advanceOrderDate?: string | null | undefined;
  appUuid: string | number;
  cityCode?: string | null | undefined;
  customerName: string;
  /** A deposit slip uploaded to /uploads/deposit-slips (bank transfer or e-wallet): the payment starts at for_confirmation. */
  depositSlipUuid?: string | number | null | undefined;
  fulfillment: Fulfillment;
  items: Array<StoreCheckoutItemInput>;
  /** +63 9XX XXX XXXX, 09XXXXXXXXX or 9XXXXXXXXX. */
  mobileNumber: string;
  /** Paying online: the card or e-wallet, one of the storefront's onlinePaymentChannels. */
  onlineChannel?: OnlinePaymentChannel | null | undefined;
  /** The Messenger conversation the store was opened from (the carousel link's ?recipient=): the order is linked to it. */
  pageRecipientUuid?: string | number | null | undefined;
  paymentMethod: PaymentMethod;
  provinceCode?: string | null | undefined;
  regionCode?: string | null | undefined;
  remarks?: string | null | undefined;
  shippingMethodUuid?: string | number | null | undefined;
  streetAddress?: string | null | undefined;
};

export type StoreCheckoutItemInput = {
  addOns?: Array<StoreCheckoutAddOnInput> | null | undefined;
  quantity: number;
  variantUuid: string | number;
};

export type StoreLaunchAnnounceInput = {
  appUuid: string | number;
  /** Up to 640 characters. */
  message: string;
};

export type StorePaymentAccountCreateInput = {
  accountName: string;
  accountNumber: string;
  appUuid: string | number;
  /** Required for a bank account. */
  bankName?: string | null | undefined;
  /** bank, gcash or maya. */
  kind: string;
  /** An uploaded photo (POST /uploads/photos) of the QR code. */
  qrPhotoUuid?: string | number | null | undefined;
};

export type StorePaymentAccountDeleteInput = {
  uuid: string | number;
};

export type StorePaymentAccountUpdateInput = {
  accountName: string;
  accountNumber: string;
  /** Required for a bank account. */
  bankName?: string | null | undefined;
  /** bank, gcash or maya. */
  kind: string;
  /** The QR code photo; null removes it. */
  qrPhotoUuid?: string | number | null | undefined;
  uuid: string | number;
};

export type UpdateGeneratedResponseInput = {
  action: GeneratedResponseAction;
  message?: string | null | undefined;
  promptUuid: string | number;
};

export type UpdateRecipientReadStatusInput = {
  pageRecipientUuid: string | number;
  platformOrigin: string;
  selectedFilter?: InboxFilter | null | undefined;
};

export type UpdateSupportDetailsInput = {
  appUuid: string | number;
  /** Without +63 and spaces, e.g. 9171234567. */
  supportContactNumber?: string | null | undefined;
  /** One comma-joined string of emails. */
  supportEmailList: string;
};

export type UserSettingUpdateInput = {
  birthdate?: string | null | undefined;
  businessEmailAddress?: string | null | undefined;
  contactDialCode?: string | null | undefined;
  /** Without +63 and spaces, e.g. 9171234567. */
  contactNumber?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
};

export type PsgcPlaceFieldsFragment = { code: string, name: string, level: PsgcLevel, cityCount: number };

export type PsgcRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PsgcRegionsQuery = { psgcRegions: Array<{ code: string, name: string, level: PsgcLevel, cityCount: number }> };

export type PsgcProvincesQueryVariables = Exact<{
  regionCode: string;
}>;


export type PsgcProvincesQuery = { psgcProvinces: Array<{ code: string, name: string, level: PsgcLevel, cityCount: number }> };

export type PsgcCitiesQueryVariables = Exact<{
  provinceCode: string;
}>;


export type PsgcCitiesQuery = { psgcCities: Array<{ code: string, name: string, level: PsgcLevel, cityCount: number }> };

export type AccountSecurityUpdateMutationVariables = Exact<{
  input: AccountSecurityUpdateInput;
}>;


export type AccountSecurityUpdateMutation = { accountSecurityUpdate: { uuid: string, firstName: string | null, lastName: string | null, fullName: string, email: string, role: AccountType, imageUrl: string | null, affiliateCode: string | null, contactDialCode: string | null, contactNumber: string | null, birthdate: string | null, authorizedNetworkDashboard: boolean, businessEmailAddress: string | null, firstAppUuid: string | null } };

export type UnverifiedUserBusinessEmailQueryVariables = Exact<{
  userUuid: string | number;
}>;


export type UnverifiedUserBusinessEmailQuery = { unverifiedUserBusinessEmail: string | null };

export type UserResendVerificationEmailMutationVariables = Exact<{
  userUuid: string | number;
}>;


export type UserResendVerificationEmailMutation = { userResendVerificationEmail: { uuid: string } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { email: string } };

export type EmailConfirmMutationVariables = Exact<{
  input: EmailConfirmInput;
}>;


export type EmailConfirmMutation = { emailConfirm: { email: string } };

export type PasswordResetRequestMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type PasswordResetRequestMutation = { passwordResetRequest: { success: boolean } };

export type PasswordResetMutationVariables = Exact<{
  input: PasswordResetInput;
}>;


export type PasswordResetMutation = { passwordReset: { success: boolean } };

export type AccountUnlockMutationVariables = Exact<{
  input: AccountUnlockInput;
}>;


export type AccountUnlockMutation = { accountUnlock: { success: boolean } };

export type InvitationQueryVariables = Exact<{
  invitationToken: string;
}>;


export type InvitationQuery = { invitation: { email: string, role: MemberRole, appName: string, inviterName: string, accountExists: boolean } };

export type InvitationAcceptMutationVariables = Exact<{
  input: InvitationAcceptInput;
}>;


export type InvitationAcceptMutation = { invitationAccept: { token: string, user: { uuid: string, firstName: string | null, lastName: string | null, fullName: string, email: string, role: AccountType, imageUrl: string | null, affiliateCode: string | null, contactDialCode: string | null, contactNumber: string | null, birthdate: string | null, authorizedNetworkDashboard: boolean, businessEmailAddress: string | null, firstAppUuid: string | null } } };

export type MailOutboxQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type MailOutboxQuery = { mailOutbox: Array<{ uuid: string, to: string, subject: string, text: string, createdAt: string }> };

export type UserFieldsFragment = { uuid: string, firstName: string | null, lastName: string | null, fullName: string, email: string, role: AccountType, imageUrl: string | null, affiliateCode: string | null, contactDialCode: string | null, contactNumber: string | null, birthdate: string | null, authorizedNetworkDashboard: boolean, businessEmailAddress: string | null, firstAppUuid: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { uuid: string, firstName: string | null, lastName: string | null, fullName: string, email: string, role: AccountType, imageUrl: string | null, affiliateCode: string | null, contactDialCode: string | null, contactNumber: string | null, birthdate: string | null, authorizedNetworkDashboard: boolean, businessEmailAddress: string | null, firstAppUuid: string | null } | null };

export type ServerInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerInfoQuery = { serverInfo: { demoMode: boolean, demoEmail: string | null, demoPassword: string | null, version: string } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { token: string, user: { uuid: string, firstName: string | null, lastName: string | null, fullName: string, email: string, role: AccountType, imageUrl: string | null, affiliateCode: string | null, contactDialCode: string | null, contactNumber: string | null, birthdate: string | null, authorizedNetworkDashboard: boolean, businessEmailAddress: string | null, firstAppUuid: string | null } } };

export type DestroyAuthTokenMutationVariables = Exact<{
  input: DestroyAuthTokenInput;
}>;


export type DestroyAuthTokenMutation = { destroyAuthToken: { generatedTokenLog: { uuid: string } } };

export type UserSettingUpdateMutationVariables = Exact<{
  input: UserSettingUpdateInput;
}>;


export type UserSettingUpdateMutation = { userSettingUpdate: { uuid: string, firstName: string | null, lastName: string | null, fullName: string, email: string, role: AccountType, imageUrl: string | null, affiliateCode: string | null, contactDialCode: string | null, contactNumber: string | null, birthdate: string | null, authorizedNetworkDashboard: boolean, businessEmailAddress: string | null, firstAppUuid: string | null } };

export type AppSummaryFragment = { uuid: string, name: string, bundleKey: string, status: string, maintenance: boolean, storeStatus: string, storeStatusLabel: string, plan: string, launchedAt: string | null, createdAt: string };

export type AppsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AppsQuery = { apps: { edges: Array<{ cursor: string, node: { uuid: string, name: string, bundleKey: string, status: string, maintenance: boolean, storeStatus: string, storeStatusLabel: string, plan: string, launchedAt: string | null, createdAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AppCreateMutationVariables = Exact<{
  input: AppCreateInput;
}>;


export type AppCreateMutation = { appCreate: { uuid: string, name: string, bundleKey: string, status: string, maintenance: boolean, storeStatus: string, storeStatusLabel: string, plan: string, launchedAt: string | null, createdAt: string } };

export type AppCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AppCreatedSubscription = { appCreated: { uuid: string, name: string, bundleKey: string, status: string, maintenance: boolean, storeStatus: string, storeStatusLabel: string, plan: string, launchedAt: string | null, createdAt: string } };

export type FetchAppByUuidQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type FetchAppByUuidQuery = { fetchAppByUuid: { uuid: string, baseGlobalId: string, name: string, bundleKey: string, status: string, maintenance: boolean, deactivated: boolean, storeStatus: string, storeStatusLabel: string, maintenanceMessage: string, hasDefaultPaymentMethod: boolean, plan: string, planPaymentType: string | null, launchedAt: string | null, activeFbPageId: string | null, inboxManagerAllowed: boolean, sentimentAnalysisEnabled: boolean, activePage: { uuid: string, fbPageId: string, name: string } | null } };

export type AppStatusQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type AppStatusQuery = { appStatus: { uuid: string, status: string, maintenance: boolean, deactivated: boolean } };

export type AppMaintenanceQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type AppMaintenanceQuery = { fetchAppByUuid: { uuid: string, name: string, myRole: MemberRole, launchedAt: string | null, storeStatus: string, storeStatusLabel: string, maintenance: boolean, maintenanceMessage: string } };

export type AppStoreStatusUpdateMutationVariables = Exact<{
  input: AppStoreStatusUpdateInput;
}>;


export type AppStoreStatusUpdateMutation = { appStoreStatusUpdate: { uuid: string, status: string, storeStatus: string, storeStatusLabel: string, maintenance: boolean, deactivated: boolean, maintenanceMessage: string } };

export type MemberFieldsFragment = { uuid: string, email: string, fullName: string | null, role: MemberRole, status: MemberStatus, createdAt: string };

export type MembersQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type MembersQuery = { members: Array<{ uuid: string, email: string, fullName: string | null, role: MemberRole, status: MemberStatus, createdAt: string }> };

export type MemberInviteMutationVariables = Exact<{
  input: MemberInviteInput;
}>;


export type MemberInviteMutation = { memberInvite: { uuid: string, email: string, fullName: string | null, role: MemberRole, status: MemberStatus, createdAt: string } };

export type MemberRevokeMutationVariables = Exact<{
  input: MemberRevokeInput;
}>;


export type MemberRevokeMutation = { memberRevoke: { memberUuid: string } };

export type MemberRoleUpdateMutationVariables = Exact<{
  input: MemberRoleUpdateInput;
}>;


export type MemberRoleUpdateMutation = { memberRoleUpdate: { uuid: string, email: string, fullName: string | null, role: MemberRole, status: MemberStatus, createdAt: string } };

export type AppCategoryDescriptionFieldsFragment = { appUuid: string, businessDescription: string | null, categoryTree: Array<{ primaryCategory: string, selected: boolean, secondaryCategories: Array<string> }> };

export type AppSetupQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type AppSetupQuery = { fetchAppByUuid: { uuid: string, name: string, myRole: MemberRole, supportEmailList: string | null, supportContactNumber: string | null, businessDescription: string | null, categoryTree: Array<{ primaryCategory: string, selected: boolean, secondaryCategories: Array<string> }> } };

export type FetchUnverifiedSupportEmailsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type FetchUnverifiedSupportEmailsQuery = { fetchUnverifiedSupportEmails: Array<string> };

export type FetchUnverifiedNotificationEmailsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type FetchUnverifiedNotificationEmailsQuery = { fetchUnverifiedNotificationEmails: Array<string> };

export type AppResendVerificationEmailMutationVariables = Exact<{
  appUuid: string | number;
  supportEmail: string;
}>;


export type AppResendVerificationEmailMutation = { appResendVerificationEmail: { uuid: string } };

export type UpdateSupportDetailsMutationVariables = Exact<{
  input: UpdateSupportDetailsInput;
}>;


export type UpdateSupportDetailsMutation = { updateSupportDetails: { supportEmailList: string, supportContactNumber: string | null } };

export type CategoryCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryCatalogueQuery = { categoryCatalogue: Array<{ name: string, secondaryOptions: Array<string> }> };

export type AppCategoryDescriptionUpdateMutationVariables = Exact<{
  input: AppCategoryDescriptionInput;
}>;


export type AppCategoryDescriptionUpdateMutation = { appCategoryDescriptionUpdate: { appUuid: string, businessDescription: string | null, categoryTree: Array<{ primaryCategory: string, selected: boolean, secondaryCategories: Array<string> }> } };

export type EmailRecipientConfirmMutationVariables = Exact<{
  input: EmailConfirmInput;
}>;


export type EmailRecipientConfirmMutation = { emailRecipientConfirm: { email: string, appName: string } };

export type AppCategoryDescriptionQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type AppCategoryDescriptionQuery = { appCategoryDescription: { appUuid: string, businessDescription: string | null, categoryTree: Array<{ primaryCategory: string, selected: boolean, secondaryCategories: Array<string> }> } };

export type EvaluationCaseFieldsFragment = { uuid: string, message: string, expectedIntent: AssistantIntent, expectedProducts: Array<string>, createdAt: string };

export type EvaluationCasesQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type EvaluationCasesQuery = { evaluationCases: { edges: Array<{ cursor: string, node: { uuid: string, message: string, expectedIntent: AssistantIntent, expectedProducts: Array<string>, createdAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type EvaluationCaseCreateMutationVariables = Exact<{
  input: EvaluationCaseCreateInput;
}>;


export type EvaluationCaseCreateMutation = { evaluationCaseCreate: { uuid: string, message: string, expectedIntent: AssistantIntent, expectedProducts: Array<string>, createdAt: string } };

export type EvaluationCaseUpdateMutationVariables = Exact<{
  input: EvaluationCaseUpdateInput;
}>;


export type EvaluationCaseUpdateMutation = { evaluationCaseUpdate: { uuid: string, message: string, expectedIntent: AssistantIntent, expectedProducts: Array<string>, createdAt: string } };

export type EvaluationCaseDeleteMutationVariables = Exact<{
  input: EvaluationCaseDeleteInput;
}>;


export type EvaluationCaseDeleteMutation = { evaluationCaseDelete: { uuid: string } };

export type EvaluationRunSummaryFragment = { uuid: string, createdAt: string, total: number, passed: number, accuracy: number };

export type EvaluationRunMutationVariables = Exact<{
  input: EvaluationRunInput;
}>;


export type EvaluationRunMutation = { evaluationRun: { uuid: string, createdAt: string, total: number, passed: number, accuracy: number } };

export type EvaluationRunsQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type EvaluationRunsQuery = { evaluationRuns: { edges: Array<{ cursor: string, node: { uuid: string, createdAt: string, total: number, passed: number, accuracy: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type EvaluationRunDetailsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type EvaluationRunDetailsQuery = { evaluationRun: { uuid: string, createdAt: string, total: number, passed: number, accuracy: number, intents: Array<{ intent: AssistantIntent, total: number, passed: number, accuracy: number }>, results: Array<{ caseUuid: string, message: string, expectedIntent: AssistantIntent, actualIntent: AssistantIntent, expectedProducts: Array<string>, actualProducts: Array<string>, reply: string, passed: boolean }> } };

export type ChatbotSettingsFieldsFragment = { appUuid: string, assistantEnabled: boolean, tone: AssistantTone, storePolicies: string, handOffRules: string, sentimentAnalysisEnabled: boolean, responseCredits: number };

export type ChatbotSettingsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type ChatbotSettingsQuery = { chatbotSettings: { appUuid: string, assistantEnabled: boolean, tone: AssistantTone, storePolicies: string, handOffRules: string, sentimentAnalysisEnabled: boolean, responseCredits: number } };

export type ChatbotSettingsUpdateMutationVariables = Exact<{
  input: ChatbotSettingsUpdateInput;
}>;


export type ChatbotSettingsUpdateMutation = { chatbotSettingsUpdate: { appUuid: string, assistantEnabled: boolean, tone: AssistantTone, storePolicies: string, handOffRules: string, sentimentAnalysisEnabled: boolean, responseCredits: number } };

export type TestToolMessageFragment = { uuid: string, message: string | null, sender: MessageSender, state: MessageState, pending: boolean, createdAt: string, noTemplate: boolean, buttonTemplate: { text: string } | null, template: { items: Array<{ title: string }> } | null, products: Array<{ uuid: string, name: string }>, galleryPhotos: Array<{ photoUrl: string }>, generatedResponse: { uuid: string, completion: string, status: GeneratedResponseStatus } | null, pageRecipient: { uuid: string } };

export type TestToolAppQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type TestToolAppQuery = { fetchAppByUuid: { uuid: string, baseGlobalId: string } };

export type DummyRecipientQueryVariables = Exact<{
  appUuid: string | number;
  dummyType: DummyType;
}>;


export type DummyRecipientQuery = { dummyRecipient: { uuid: string, baseUuid: string, psid: string, name: string, page: { uuid: string, name: string } } };

export type TestToolMessagesQueryVariables = Exact<{
  pageRecipientUuid: string | number;
  first?: number | null | undefined;
}>;


export type TestToolMessagesQuery = { fetchMessengerMessages: { edges: Array<{ cursor: string, node: { uuid: string, message: string | null, sender: MessageSender, state: MessageState, pending: boolean, createdAt: string, noTemplate: boolean, buttonTemplate: { text: string } | null, template: { items: Array<{ title: string }> } | null, products: Array<{ uuid: string, name: string }>, galleryPhotos: Array<{ photoUrl: string }>, generatedResponse: { uuid: string, completion: string, status: GeneratedResponseStatus } | null, pageRecipient: { uuid: string } } }> } };

export type TestToolInboxMessagesSubscriptionVariables = Exact<{
  appGlobalId: string | number;
}>;


export type TestToolInboxMessagesSubscription = { inboxMessages: { uuid: string, message: string | null, sender: MessageSender, state: MessageState, pending: boolean, createdAt: string, noTemplate: boolean, buttonTemplate: { text: string } | null, template: { items: Array<{ title: string }> } | null, products: Array<{ uuid: string, name: string }>, galleryPhotos: Array<{ photoUrl: string }>, generatedResponse: { uuid: string, completion: string, status: GeneratedResponseStatus } | null, pageRecipient: { uuid: string } } };

export type ChatbotTestMessageSendMutationVariables = Exact<{
  input: ChatbotTestMessageSendInput;
}>;


export type ChatbotTestMessageSendMutation = { chatbotTestMessageSend: { uuid: string, message: string | null, sender: MessageSender, state: MessageState, pending: boolean, createdAt: string, noTemplate: boolean, buttonTemplate: { text: string } | null, template: { items: Array<{ title: string }> } | null, products: Array<{ uuid: string, name: string }>, galleryPhotos: Array<{ photoUrl: string }>, generatedResponse: { uuid: string, completion: string, status: GeneratedResponseStatus } | null, pageRecipient: { uuid: string } } };

export type DummyRecipientResetMutationVariables = Exact<{
  input: DummyRecipientResetInput;
}>;


export type DummyRecipientResetMutation = { dummyRecipientReset: { success: boolean } };

export type BillingWidgetQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type BillingWidgetQuery = { fetchAppByUuid: { uuid: string, billingPaymentStatus: { withBillings: boolean, billingsPaymentSettled: boolean, billingPaymentSubmitted: boolean, withOutstandingBalance: boolean, totalBalance: number, label: string } }, appLatestBilling: { uuid: string, status: BillingStatus, accumulatedAmount: number } | null };

export type BillingSummaryFieldsFragment = { uuid: string, referenceNumber: string, planDisplayName: string, billingPeriodStartAt: string, billingPeriodEndAt: string, billingPeriodDueAt: string, status: BillingStatus, statusLabel: string, totalPayableAmount: number, accumulatedAmount: number, carried: boolean };

export type BillingsQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BillingsQuery = { billings: { edges: Array<{ node: { uuid: string, referenceNumber: string, planDisplayName: string, billingPeriodStartAt: string, billingPeriodEndAt: string, billingPeriodDueAt: string, status: BillingStatus, statusLabel: string, totalPayableAmount: number, accumulatedAmount: number, carried: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, fetchAppByUuid: { uuid: string, billingPaymentStatus: { label: string, totalBalance: number, withOutstandingBalance: boolean } } };

export type BillingDetailsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type BillingDetailsQuery = { billing: { tierType: string, currentAmount: number, balance: number, penalty: number, collected: number, transactions: number, paymentReceivedAt: string | null, payable: boolean, extended: boolean, chargeFailureCode: string | null, disabled: boolean, gracePeriodActivated: boolean, gracePeriodEndsAt: string | null, overdueSince: string | null, uuid: string, referenceNumber: string, planDisplayName: string, billingPeriodStartAt: string, billingPeriodEndAt: string, billingPeriodDueAt: string, status: BillingStatus, statusLabel: string, totalPayableAmount: number, accumulatedAmount: number, carried: boolean, depositSlips: Array<{ uuid: string, status: BillingDepositSlipStatus, reason: string | null, submittedAt: string, photo: { uuid: string, url: string, thumbnailUrl: string } | null }>, details: Array<{ uuid: string, description: string, amount: number }>, ordersBaseOnConvenienceFee: Array<{ transactionNumber: string }> } };

export type BillingPayMutationVariables = Exact<{
  billingUuid: string | number;
}>;


export type BillingPayMutation = { billingPay: { uuid: string, status: BillingStatus, statusLabel: string, chargeFailureCode: string | null } };

export type ExtendPaymentMutationVariables = Exact<{
  billingUuid: string | number;
}>;


export type ExtendPaymentMutation = { extendPayment: { uuid: string, billingPeriodDueAt: string, extended: boolean } };

export type GracePeriodActivateMutationVariables = Exact<{
  billingUuid: string | number;
}>;


export type GracePeriodActivateMutation = { gracePeriodActivate: { uuid: string, gracePeriodActivated: boolean, gracePeriodEndsAt: string | null } };

export type BillingDepositAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingDepositAccountsQuery = { billingDepositAccounts: Array<{ bank: string, accountName: string, accountNumber: string }> };

export type BillingDepositSlipSubmitMutationVariables = Exact<{
  billingUuid: string | number;
  photoUuid: string | number;
}>;


export type BillingDepositSlipSubmitMutation = { billingDepositSlipSubmit: { uuid: string, status: BillingStatus, statusLabel: string } };

export type BillingNoticeQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type BillingNoticeQuery = { fetchAppByUuid: { uuid: string, deactivated: boolean, lastDayGracePeriod: boolean, gracePeriodEndsAt: string | null, billingPaymentStatus: { totalBalance: number, withOutstandingBalance: boolean } }, appLatestBilling: { uuid: string, disabled: boolean, gracePeriodActivated: boolean, payable: boolean } | null };

export type DepositSlipsToReviewQueryVariables = Exact<{ [key: string]: never; }>;


export type DepositSlipsToReviewQuery = { billingDepositSlipsToReview: Array<{ slip: { uuid: string, submittedAt: string, photo: { uuid: string, url: string, thumbnailUrl: string } | null }, billing: { uuid: string, appUuid: string, referenceNumber: string, accumulatedAmount: number, billingPeriodDueAt: string } }> };

export type DepositSlipReviewMutationVariables = Exact<{
  slipUuid: string | number;
  approve: boolean;
  reason?: string | null | undefined;
}>;


export type DepositSlipReviewMutation = { billingDepositSlipReview: { uuid: string, status: BillingDepositSlipStatus, reason: string | null } };

export type PaymentCustomerFieldsFragment = { uuid: string, appUuid: string, referenceId: string, givenNames: string, surname: string, email: string, mobileNumber: string, nationality: string, hasDefaultPaymentMethod: boolean, activePaymentMethods: number };

export type SavedPaymentMethodFieldsFragment = { uuid: string, paymentMethodType: PaymentMethodType, channelCode: string, status: PaymentMethodStatus, statusLabel: string, isDefault: boolean, actionUrl: string | null, failureCode: string | null, createdAt: string, billingAddress: { uuid: string, firstName: string, lastName: string, company: string, billingContactEmail: string, phoneNumber: string, address: string, city: string, stateProvinceRegion: string, zipPostalCode: string, country: string } | null };

export type CustomerDetailsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type CustomerDetailsQuery = { customerDetails: { uuid: string, appUuid: string, referenceId: string, givenNames: string, surname: string, email: string, mobileNumber: string, nationality: string, hasDefaultPaymentMethod: boolean, activePaymentMethods: number } | null };

export type PaymentMethodTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodTypesQuery = { paymentMethodTypes: Array<PaymentMethodType> };

export type FetchPaymentMethodsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type FetchPaymentMethodsQuery = { fetchPaymentMethods: Array<{ uuid: string, paymentMethodType: PaymentMethodType, channelCode: string, status: PaymentMethodStatus, statusLabel: string, isDefault: boolean, actionUrl: string | null, failureCode: string | null, createdAt: string, billingAddress: { uuid: string, firstName: string, lastName: string, company: string, billingContactEmail: string, phoneNumber: string, address: string, city: string, stateProvinceRegion: string, zipPostalCode: string, country: string } | null }> };

export type AppHasDefaultPaymentMethodQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type AppHasDefaultPaymentMethodQuery = { fetchAppByUuid: { uuid: string, hasDefaultPaymentMethod: boolean } };

export type BillingCustomerCreateMutationVariables = Exact<{
  input: BillingCustomerCreateInput;
}>;


export type BillingCustomerCreateMutation = { billingCustomerCreate: { uuid: string, appUuid: string, referenceId: string, givenNames: string, surname: string, email: string, mobileNumber: string, nationality: string, hasDefaultPaymentMethod: boolean, activePaymentMethods: number } };

export type PaymentMethodCreateMutationVariables = Exact<{
  input: PaymentMethodCreateInput;
}>;


export type PaymentMethodCreateMutation = { paymentMethodCreate: { uuid: string, paymentMethodType: PaymentMethodType, channelCode: string, status: PaymentMethodStatus, statusLabel: string, isDefault: boolean, actionUrl: string | null, failureCode: string | null, createdAt: string, billingAddress: { uuid: string, firstName: string, lastName: string, company: string, billingContactEmail: string, phoneNumber: string, address: string, city: string, stateProvinceRegion: string, zipPostalCode: string, country: string } | null } };

export type PaymentMethodUpdateMutationVariables = Exact<{
  input: PaymentMethodUpdateInput;
}>;


export type PaymentMethodUpdateMutation = { paymentMethodUpdate: { uuid: string, paymentMethodType: PaymentMethodType, channelCode: string, status: PaymentMethodStatus, statusLabel: string, isDefault: boolean, actionUrl: string | null, failureCode: string | null, createdAt: string, billingAddress: { uuid: string, firstName: string, lastName: string, company: string, billingContactEmail: string, phoneNumber: string, address: string, city: string, stateProvinceRegion: string, zipPostalCode: string, country: string } | null } };

export type PaymentMethodMakeDefaultMutationVariables = Exact<{
  input: PaymentMethodRefInput;
}>;


export type PaymentMethodMakeDefaultMutation = { paymentMethodMakeDefault: { uuid: string, isDefault: boolean } };

export type PaymentMethodRemoveMutationVariables = Exact<{
  input: PaymentMethodRefInput;
}>;


export type PaymentMethodRemoveMutation = { paymentMethodRemove: { uuid: string } };

export type EnterprisePlanFieldsFragment = { uuid: string, name: string, displayedName: string, subscriptionFee: number, accelerator: boolean, productLimit: number | null, faqLimit: number | null, fileSizeLimit: number | null, exportLimit: number | null, responseLimit: number | null, monthlyUserLimit: number | null, monthlyContactLimit: number | null, userSeatLimit: number | null };

export type AppEnterprisePlanFieldsFragment = { id: string, msmeStartAt: string | null, msmeEndAt: string | null, msmeExtended: boolean, eligibleMsmeExtension: boolean, currentUsers: number, currentSupportedContacts: number, currentUserSeats: number, currentProducts: number, currentFaqs: number, remainingResponse: number | null, enterprisePlan: { uuid: string, name: string, displayedName: string, subscriptionFee: number, accelerator: boolean, productLimit: number | null, faqLimit: number | null, fileSizeLimit: number | null, exportLimit: number | null, responseLimit: number | null, monthlyUserLimit: number | null, monthlyContactLimit: number | null, userSeatLimit: number | null } };

export type EnterprisePlansQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type EnterprisePlansQuery = { enterprisePlans: Array<{ uuid: string, name: string, displayedName: string, subscriptionFee: number, accelerator: boolean, productLimit: number | null, faqLimit: number | null, fileSizeLimit: number | null, exportLimit: number | null, responseLimit: number | null, monthlyUserLimit: number | null, monthlyContactLimit: number | null, userSeatLimit: number | null }>, currentAppEnterprisePlan: { id: string, msmeStartAt: string | null, msmeEndAt: string | null, msmeExtended: boolean, eligibleMsmeExtension: boolean, currentUsers: number, currentSupportedContacts: number, currentUserSeats: number, currentProducts: number, currentFaqs: number, remainingResponse: number | null, enterprisePlan: { uuid: string, name: string, displayedName: string, subscriptionFee: number, accelerator: boolean, productLimit: number | null, faqLimit: number | null, fileSizeLimit: number | null, exportLimit: number | null, responseLimit: number | null, monthlyUserLimit: number | null, monthlyContactLimit: number | null, userSeatLimit: number | null } } };

export type PlanChangePreviewQueryVariables = Exact<{
  appUuid: string | number;
  plan: string;
}>;


export type PlanChangePreviewQuery = { appPlanChangePreview: { effectiveAt: string, billingPeriodStartAt: string | null, billingPeriodEndAt: string | null, subscriptionFee: number, problem: string | null, lines: Array<{ description: string, amount: number }> } };

export type AppPlanChangeMutationVariables = Exact<{
  appUuid: string | number;
  plan: string;
}>;


export type AppPlanChangeMutation = { appPlanChange: { id: string, msmeStartAt: string | null, msmeEndAt: string | null, msmeExtended: boolean, eligibleMsmeExtension: boolean, currentUsers: number, currentSupportedContacts: number, currentUserSeats: number, currentProducts: number, currentFaqs: number, remainingResponse: number | null, enterprisePlan: { uuid: string, name: string, displayedName: string, subscriptionFee: number, accelerator: boolean, productLimit: number | null, faqLimit: number | null, fileSizeLimit: number | null, exportLimit: number | null, responseLimit: number | null, monthlyUserLimit: number | null, monthlyContactLimit: number | null, userSeatLimit: number | null } } };

export type AppMsmeExtendMutationVariables = Exact<{
  appUuid: string | number;
}>;


export type AppMsmeExtendMutation = { appMsmeExtend: { id: string, msmeStartAt: string | null, msmeEndAt: string | null, msmeExtended: boolean, eligibleMsmeExtension: boolean, currentUsers: number, currentSupportedContacts: number, currentUserSeats: number, currentProducts: number, currentFaqs: number, remainingResponse: number | null, enterprisePlan: { uuid: string, name: string, displayedName: string, subscriptionFee: number, accelerator: boolean, productLimit: number | null, faqLimit: number | null, fileSizeLimit: number | null, exportLimit: number | null, responseLimit: number | null, monthlyUserLimit: number | null, monthlyContactLimit: number | null, userSeatLimit: number | null } } };

export type AppEnterprisePlanSubscriptionVariables = Exact<{
  appGlobalId: string | number;
}>;


export type AppEnterprisePlanSubscription = { appEnterprisePlan: { id: string, currentUsers: number, currentSupportedContacts: number, remainingResponse: number | null, enterprisePlan: { uuid: string, responseLimit: number | null } } };

export type AddOnFieldsFragment = { uuid: string, name: string, description: string, price: number, available: boolean, maxQuantity: number | null };

export type AddOnsQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AddOnsQuery = { addOns: { edges: Array<{ cursor: string, node: { uuid: string, name: string, description: string, price: number, available: boolean, maxQuantity: number | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AddOnQueryVariables = Exact<{
  uuid: string | number;
}>;


export type AddOnQuery = { addOn: { uuid: string, name: string, description: string, price: number, available: boolean, maxQuantity: number | null } };

export type AddOnCreateMutationVariables = Exact<{
  input: AddOnCreateInput;
}>;


export type AddOnCreateMutation = { addOnCreate: { uuid: string, name: string, description: string, price: number, available: boolean, maxQuantity: number | null } };

export type AddOnUpdateMutationVariables = Exact<{
  input: AddOnUpdateInput;
}>;


export type AddOnUpdateMutation = { addOnUpdate: { uuid: string, name: string, description: string, price: number, available: boolean, maxQuantity: number | null } };

export type AddOnDeleteMutationVariables = Exact<{
  input: AddOnDeleteInput;
}>;


export type AddOnDeleteMutation = { addOnDelete: { uuid: string } };

export type CategoryFieldsFragment = { uuid: string, name: string, description: string, parentUuid: string | null, productsCount: number };

export type CategoriesQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  topLevel?: boolean | null | undefined;
}>;


export type CategoriesQuery = { categories: { edges: Array<{ cursor: string, node: { uuid: string, name: string, description: string, parentUuid: string | null, productsCount: number, parent: { uuid: string, name: string } | null, children: Array<{ uuid: string, name: string, description: string, parentUuid: string | null, productsCount: number, children: Array<{ uuid: string, name: string, description: string, parentUuid: string | null, productsCount: number }> }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CategoryOptionsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type CategoryOptionsQuery = { categories: { edges: Array<{ node: { uuid: string, name: string, parentUuid: string | null } }> } };

export type CategoryQueryVariables = Exact<{
  uuid: string | number;
}>;


export type CategoryQuery = { category: { createdAt: string, updatedAt: string, uuid: string, name: string, description: string, parentUuid: string | null, productsCount: number, parent: { uuid: string, name: string } | null, children: Array<{ uuid: string, name: string, description: string, parentUuid: string | null, productsCount: number }> } };

export type CategoryCreateMutationVariables = Exact<{
  input: CategoryCreateInput;
}>;


export type CategoryCreateMutation = { categoryCreate: { uuid: string, name: string, description: string, parentUuid: string | null, productsCount: number } };

export type CategoryUpdateMutationVariables = Exact<{
  input: CategoryUpdateInput;
}>;


export type CategoryUpdateMutation = { categoryUpdate: { uuid: string, name: string, description: string, parentUuid: string | null, productsCount: number } };

export type CategoryDeleteMutationVariables = Exact<{
  input: CategoryDeleteInput;
}>;


export type CategoryDeleteMutation = { categoryDelete: { uuid: string } };

export type AppMdrQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type AppMdrQuery = { fetchAppByUuid: { uuid: string, bundleKey: string, myRole: MemberRole, mdrApplied: boolean, mainStore: boolean } };

export type MdrPriceRowsQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MdrPriceRowsQuery = { fetchAvailableProducts: Array<{ uuid: string, rowType: ProductPriceRowType, name: string, productName: string, price: number, mdrAppliedPrice: number, cursor: string }> };

export type UpdateAppMdrAppliedMutationVariables = Exact<{
  appUuid: string | number;
}>;


export type UpdateAppMdrAppliedMutation = { updateAppMdrApplied: { uuid: string, mdrApplied: boolean, mainStore: boolean } };

export type ApplyAppMdrPricesMutationVariables = Exact<{
  input: ApplyAppMdrPricesInput;
}>;


export type ApplyAppMdrPricesMutation = { applyAppMdrPrices: { uuid: string, mdrApplied: boolean, mainStore: boolean } };

export type ProductImportApplyMutationVariables = Exact<{
  uuid: string | number;
}>;


export type ProductImportApplyMutation = { productImportApply: { uuid: string, status: string, creates: number, updates: number } };

export type ProductImportProgressSubscriptionVariables = Exact<{
  uuid: string | number;
}>;


export type ProductImportProgressSubscription = { productImportProgress: { processed: number, total: number } };

export type ProductsExportCsvQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type ProductsExportCsvQuery = { productsExportCsv: string };

export type ProductListFieldsFragment = { uuid: string, name: string, photoUrl: string | null, price: number, compareAtPrice: number | null, stockQuantity: number | null, lowInStock: boolean, published: boolean, hidden: boolean, category: { uuid: string, name: string } | null };

export type ProductFieldsFragment = { uuid: string, name: string, description: string, categoryUuid: string | null, published: boolean, hidden: boolean, digitalProduct: boolean, sectionName: string | null, price: number, compareAtPrice: number | null, stockQuantity: number | null, lowInStock: boolean, photoUrl: string | null, createdAt: string, updatedAt: string, category: { uuid: string, name: string } | null, photos: Array<{ uuid: string, url: string, thumbnailUrl: string }>, options: Array<{ name: string, values: Array<string> }>, variants: Array<{ uuid: string, variantName: string, productOptions: Array<string>, price: number, compareAtPrice: number | null, stockQuantity: number, limited: boolean, published: boolean, boughtAndReservedCount: number }>, addOns: Array<{ uuid: string, name: string, price: number }> };

export type ProductsQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  categoryUuid?: string | number | null | undefined;
  published?: boolean | null | undefined;
  stock?: ProductStockFilter | null | undefined;
  sort?: ProductSort | null | undefined;
}>;


export type ProductsQuery = { products: { totalCount: number, edges: Array<{ cursor: string, node: { uuid: string, name: string, photoUrl: string | null, price: number, compareAtPrice: number | null, stockQuantity: number | null, lowInStock: boolean, published: boolean, hidden: boolean, category: { uuid: string, name: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ProductQueryVariables = Exact<{
  uuid: string | number;
}>;


export type ProductQuery = { product: { uuid: string, name: string, description: string, categoryUuid: string | null, published: boolean, hidden: boolean, digitalProduct: boolean, sectionName: string | null, price: number, compareAtPrice: number | null, stockQuantity: number | null, lowInStock: boolean, photoUrl: string | null, createdAt: string, updatedAt: string, category: { uuid: string, name: string } | null, photos: Array<{ uuid: string, url: string, thumbnailUrl: string }>, options: Array<{ name: string, values: Array<string> }>, variants: Array<{ uuid: string, variantName: string, productOptions: Array<string>, price: number, compareAtPrice: number | null, stockQuantity: number, limited: boolean, published: boolean, boughtAndReservedCount: number }>, addOns: Array<{ uuid: string, name: string, price: number }> } };

export type ProductAppFlagsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type ProductAppFlagsQuery = { fetchAppByUuid: { uuid: string, bulkable: boolean, importableCsv: boolean } };

export type ProductCreateMutationVariables = Exact<{
  input: ProductCreateInput;
}>;


export type ProductCreateMutation = { productCreate: { uuid: string, name: string, description: string, categoryUuid: string | null, published: boolean, hidden: boolean, digitalProduct: boolean, sectionName: string | null, price: number, compareAtPrice: number | null, stockQuantity: number | null, lowInStock: boolean, photoUrl: string | null, createdAt: string, updatedAt: string, category: { uuid: string, name: string } | null, photos: Array<{ uuid: string, url: string, thumbnailUrl: string }>, options: Array<{ name: string, values: Array<string> }>, variants: Array<{ uuid: string, variantName: string, productOptions: Array<string>, price: number, compareAtPrice: number | null, stockQuantity: number, limited: boolean, published: boolean, boughtAndReservedCount: number }>, addOns: Array<{ uuid: string, name: string, price: number }> } };

export type ProductUpdateMutationVariables = Exact<{
  input: ProductUpdateInput;
}>;


export type ProductUpdateMutation = { productUpdate: { uuid: string, name: string, description: string, categoryUuid: string | null, published: boolean, hidden: boolean, digitalProduct: boolean, sectionName: string | null, price: number, compareAtPrice: number | null, stockQuantity: number | null, lowInStock: boolean, photoUrl: string | null, createdAt: string, updatedAt: string, category: { uuid: string, name: string } | null, photos: Array<{ uuid: string, url: string, thumbnailUrl: string }>, options: Array<{ name: string, values: Array<string> }>, variants: Array<{ uuid: string, variantName: string, productOptions: Array<string>, price: number, compareAtPrice: number | null, stockQuantity: number, limited: boolean, published: boolean, boughtAndReservedCount: number }>, addOns: Array<{ uuid: string, name: string, price: number }> } };

export type ProductDeleteMutationVariables = Exact<{
  input: ProductDeleteInput;
}>;


export type ProductDeleteMutation = { productDelete: { uuid: string } };

export type ProductsBulkUpdateMutationVariables = Exact<{
  input: ProductsBulkUpdateInput;
}>;


export type ProductsBulkUpdateMutation = { productsBulkUpdate: { action: ProductBulkAction, uuids: Array<string> } };

export type CustomerListFieldsFragment = { uuid: string, name: string, mobileNumber: string | null, profilePic: string | null, pageRecipientUuid: string | null, ordersCount: number, totalSpent: number, createdAt: string, lastActiveAt: string, lastOrder: { uuid: string, transactionNumber: string, createdAt: string, status: OrderStatus } | null, lastMessage: { text: string | null, fromCustomer: boolean, photos: number, createdAt: string } | null };

export type CustomersQueryVariables = Exact<{
  appUuid: string | number;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CustomersQuery = { customers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { uuid: string, name: string, mobileNumber: string | null, profilePic: string | null, pageRecipientUuid: string | null, ordersCount: number, totalSpent: number, createdAt: string, lastActiveAt: string, lastOrder: { uuid: string, transactionNumber: string, createdAt: string, status: OrderStatus } | null, lastMessage: { text: string | null, fromCustomer: boolean, photos: number, createdAt: string } | null } }> } };

export type CustomerQueryVariables = Exact<{
  appUuid: string | number;
  uuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CustomerQuery = { customer: { uuid: string, name: string, mobileNumber: string | null, profilePic: string | null, pageRecipientUuid: string | null, ordersCount: number, totalSpent: number, createdAt: string, lastActiveAt: string, orders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { uuid: string, transactionNumber: string, createdAt: string, customerName: string, mobileNumber: string, total: number, status: OrderStatus, paymentStatus: PaymentStatus, advanceOrderDate: string | null } }> }, lastOrder: { uuid: string, transactionNumber: string, createdAt: string, status: OrderStatus } | null, lastMessage: { text: string | null, fromCustomer: boolean, photos: number, createdAt: string } | null } };

export type DeliveryAreaFieldsFragment = { uuid: string, name: string, cityCount: number, deliveryFee: number, leadTimeMinDays: number, leadTimeMaxDays: number, enabled: boolean, coverage: Array<{ code: string, name: string, level: PsgcLevel, cityCount: number }> };

export type DeliveryAreasQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DeliveryAreasQuery = { deliveryAreas: { edges: Array<{ node: { uuid: string, name: string, cityCount: number, deliveryFee: number, leadTimeMinDays: number, leadTimeMaxDays: number, enabled: boolean, coverage: Array<{ code: string, name: string, level: PsgcLevel, cityCount: number }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DeliveryAreaQueryVariables = Exact<{
  uuid: string | number;
}>;


export type DeliveryAreaQuery = { deliveryArea: { uuid: string, name: string, cityCount: number, deliveryFee: number, leadTimeMinDays: number, leadTimeMaxDays: number, enabled: boolean, coverage: Array<{ code: string, name: string, level: PsgcLevel, cityCount: number }> } };

export type DeliveryAreaCreateMutationVariables = Exact<{
  input: DeliveryAreaCreateInput;
}>;


export type DeliveryAreaCreateMutation = { deliveryAreaCreate: { uuid: string, name: string, cityCount: number, deliveryFee: number, leadTimeMinDays: number, leadTimeMaxDays: number, enabled: boolean, coverage: Array<{ code: string, name: string, level: PsgcLevel, cityCount: number }> } };

export type DeliveryAreaUpdateMutationVariables = Exact<{
  input: DeliveryAreaUpdateInput;
}>;


export type DeliveryAreaUpdateMutation = { deliveryAreaUpdate: { uuid: string, name: string, cityCount: number, deliveryFee: number, leadTimeMinDays: number, leadTimeMaxDays: number, enabled: boolean, coverage: Array<{ code: string, name: string, level: PsgcLevel, cityCount: number }> } };

export type DeliveryAreaDeleteMutationVariables = Exact<{
  input: DeliveryAreaDeleteInput;
}>;


export type DeliveryAreaDeleteMutation = { deliveryAreaDelete: { uuid: string } };

export type InboxProductFieldsFragment = { uuid: string, name: string, price: number, featuredPhoto: string | null };

export type InboxRecipientFragment = { uuid: string, baseUuid: string, baseGlobalId: string, name: string, photo: string | null, profilePic: string | null, psid: string, inboxPlatformOrigin: PlatformOrigin, messengerRead: boolean, facebookCommentRead: boolean, lastCustomerMessageAt: string | null, replyWindow: ReplyWindow, dummy: boolean, updatedAt: string, latestInboxMessage: { uuid: string, message: string | null, platformOrigin: PlatformOrigin, createdAt: string, sender: MessageSender } | null };

export type TemplateButtonFieldsFragment = { type: string, title: string, url: string | null, payload: string | null };

export type InboxMessageFieldsFragment = { uuid: string, baseGlobalId: string, message: string | null, platformOrigin: PlatformOrigin, createdAt: string, sender: MessageSender, state: MessageState, pending: boolean, sendError: string | null, humanAgentTag: boolean, isButtonTemplate: boolean, noTemplate: boolean, isCarouselTemplate: boolean, sentiment: Sentiment | null, buttonTemplate: { text: string, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> } | null, template: { items: Array<{ image_url: string | null, title: string, subtitle: string | null, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> }> } | null, products: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }>, galleryPhotos: Array<{ photoUrl: string }>, generatedResponse: { uuid: string, baseUuid: string, type: AgentKind, completion: string, jsonCompletion: string | null, status: GeneratedResponseStatus, createdAt: string, ecommerceProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> } | null, agentBreakdown: Array<{ type: AgentKind, completion: string | null, jsonCompletion: string | null, reflection: string | null, toolCalls: Array<{ name: string, arguments: string, result: string | null }>, addedProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> }>, pageRecipient: { uuid: string } };

export type PageRecipientsQueryVariables = Exact<{
  appUuid: string | number;
  filter?: InboxFilter | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PageRecipientsQuery = { pageRecipients: { edges: Array<{ cursor: string, node: { uuid: string, baseUuid: string, baseGlobalId: string, name: string, photo: string | null, profilePic: string | null, psid: string, inboxPlatformOrigin: PlatformOrigin, messengerRead: boolean, facebookCommentRead: boolean, lastCustomerMessageAt: string | null, replyWindow: ReplyWindow, dummy: boolean, updatedAt: string, latestInboxMessage: { uuid: string, message: string | null, platformOrigin: PlatformOrigin, createdAt: string, sender: MessageSender } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type PageRecipientQueryVariables = Exact<{
  uuid: string | number;
}>;


export type PageRecipientQuery = { pageRecipient: { uuid: string, baseUuid: string, baseGlobalId: string, name: string, photo: string | null, profilePic: string | null, psid: string, inboxPlatformOrigin: PlatformOrigin, messengerRead: boolean, facebookCommentRead: boolean, lastCustomerMessageAt: string | null, replyWindow: ReplyWindow, dummy: boolean, updatedAt: string, latestInboxMessage: { uuid: string, message: string | null, platformOrigin: PlatformOrigin, createdAt: string, sender: MessageSender } | null } };

export type FetchMessengerMessagesQueryVariables = Exact<{
  pageRecipientUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FetchMessengerMessagesQuery = { fetchMessengerMessages: { edges: Array<{ cursor: string, node: { uuid: string, baseGlobalId: string, message: string | null, platformOrigin: PlatformOrigin, createdAt: string, sender: MessageSender, state: MessageState, pending: boolean, sendError: string | null, humanAgentTag: boolean, isButtonTemplate: boolean, noTemplate: boolean, isCarouselTemplate: boolean, sentiment: Sentiment | null, buttonTemplate: { text: string, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> } | null, template: { items: Array<{ image_url: string | null, title: string, subtitle: string | null, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> }> } | null, products: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }>, galleryPhotos: Array<{ photoUrl: string }>, generatedResponse: { uuid: string, baseUuid: string, type: AgentKind, completion: string, jsonCompletion: string | null, status: GeneratedResponseStatus, createdAt: string, ecommerceProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> } | null, agentBreakdown: Array<{ type: AgentKind, completion: string | null, jsonCompletion: string | null, reflection: string | null, toolCalls: Array<{ name: string, arguments: string, result: string | null }>, addedProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> }>, pageRecipient: { uuid: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type UnreadMessagesCountQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type UnreadMessagesCountQuery = { unreadMessagesCount: number };

export type InboxProductsQueryVariables = Exact<{
  appUuid: string | number;
  search?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type InboxProductsQuery = { inboxProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> };

export type InboxMessageSendMutationVariables = Exact<{
  input: InboxMessageSendInput;
}>;


export type InboxMessageSendMutation = { inboxMessageSend: { uuid: string, baseGlobalId: string, message: string | null, platformOrigin: PlatformOrigin, createdAt: string, sender: MessageSender, state: MessageState, pending: boolean, sendError: string | null, humanAgentTag: boolean, isButtonTemplate: boolean, noTemplate: boolean, isCarouselTemplate: boolean, sentiment: Sentiment | null, buttonTemplate: { text: string, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> } | null, template: { items: Array<{ image_url: string | null, title: string, subtitle: string | null, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> }> } | null, products: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }>, galleryPhotos: Array<{ photoUrl: string }>, generatedResponse: { uuid: string, baseUuid: string, type: AgentKind, completion: string, jsonCompletion: string | null, status: GeneratedResponseStatus, createdAt: string, ecommerceProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> } | null, agentBreakdown: Array<{ type: AgentKind, completion: string | null, jsonCompletion: string | null, reflection: string | null, toolCalls: Array<{ name: string, arguments: string, result: string | null }>, addedProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> }>, pageRecipient: { uuid: string } } };

export type UpdateRecipientReadStatusMutationVariables = Exact<{
  input: UpdateRecipientReadStatusInput;
}>;


export type UpdateRecipientReadStatusMutation = { updateRecipientReadStatus: { uuid: string, baseUuid: string, messengerRead: boolean, facebookCommentRead: boolean } };

export type UpdateGeneratedResponseMutationVariables = Exact<{
  input: UpdateGeneratedResponseInput;
}>;


export type UpdateGeneratedResponseMutation = { updateGeneratedResponse: { uuid: string, inboxMessage: { uuid: string, baseGlobalId: string, message: string | null, platformOrigin: PlatformOrigin, createdAt: string, sender: MessageSender, state: MessageState, pending: boolean, sendError: string | null, humanAgentTag: boolean, isButtonTemplate: boolean, noTemplate: boolean, isCarouselTemplate: boolean, sentiment: Sentiment | null, buttonTemplate: { text: string, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> } | null, template: { items: Array<{ image_url: string | null, title: string, subtitle: string | null, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> }> } | null, products: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }>, galleryPhotos: Array<{ photoUrl: string }>, generatedResponse: { uuid: string, baseUuid: string, type: AgentKind, completion: string, jsonCompletion: string | null, status: GeneratedResponseStatus, createdAt: string, ecommerceProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> } | null, agentBreakdown: Array<{ type: AgentKind, completion: string | null, jsonCompletion: string | null, reflection: string | null, toolCalls: Array<{ name: string, arguments: string, result: string | null }>, addedProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> }>, pageRecipient: { uuid: string } } | null } };

export type InboxMessagesSubscriptionVariables = Exact<{
  appGlobalId: string | number;
}>;


export type InboxMessagesSubscription = { inboxMessages: { uuid: string, baseGlobalId: string, message: string | null, platformOrigin: PlatformOrigin, createdAt: string, sender: MessageSender, state: MessageState, pending: boolean, sendError: string | null, humanAgentTag: boolean, isButtonTemplate: boolean, noTemplate: boolean, isCarouselTemplate: boolean, sentiment: Sentiment | null, pageRecipient: { uuid: string, baseUuid: string, baseGlobalId: string, name: string, photo: string | null, profilePic: string | null, psid: string, inboxPlatformOrigin: PlatformOrigin, messengerRead: boolean, facebookCommentRead: boolean, lastCustomerMessageAt: string | null, replyWindow: ReplyWindow, dummy: boolean, updatedAt: string, latestInboxMessage: { uuid: string, message: string | null, platformOrigin: PlatformOrigin, createdAt: string, sender: MessageSender } | null }, buttonTemplate: { text: string, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> } | null, template: { items: Array<{ image_url: string | null, title: string, subtitle: string | null, buttons: Array<{ type: string, title: string, url: string | null, payload: string | null }> }> } | null, products: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }>, galleryPhotos: Array<{ photoUrl: string }>, generatedResponse: { uuid: string, baseUuid: string, type: AgentKind, completion: string, jsonCompletion: string | null, status: GeneratedResponseStatus, createdAt: string, ecommerceProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> } | null, agentBreakdown: Array<{ type: AgentKind, completion: string | null, jsonCompletion: string | null, reflection: string | null, toolCalls: Array<{ name: string, arguments: string, result: string | null }>, addedProducts: Array<{ uuid: string, name: string, price: number, featuredPhoto: string | null }> }> } };

export type InboxMessagesCountSubscriptionVariables = Exact<{
  appGlobalId: string | number;
}>;


export type InboxMessagesCountSubscription = { inboxMessagesCount: { appUuid: string, messagesCount: number } };

export type JobCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type JobCountsQuery = { jobCounts: { pending: number, running: number, done: number, failed: number } };

export type JobsQueryVariables = Exact<{
  status: JobStatus;
  first?: number | null | undefined;
}>;


export type JobsQuery = { jobs: Array<{ uuid: string, kind: string, status: JobStatus, attempts: number, maxAttempts: number, runAt: string, lastError: string | null, createdAt: string, updatedAt: string, finishedAt: string | null }> };

export type JobRetryMutationVariables = Exact<{
  uuid: string | number;
}>;


export type JobRetryMutation = { jobRetry: { uuid: string, status: JobStatus, attempts: number, runAt: string, finishedAt: string | null, lastError: string | null } };

export type LaunchAppMutationVariables = Exact<{
  input: LaunchAppInput;
}>;


export type LaunchAppMutation = { launchApp: { uuid: string, status: string, storeStatus: string, storeStatusLabel: string, launchedAt: string | null, maintenance: boolean, deactivated: boolean } };

export type StoreLaunchAudienceQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type StoreLaunchAudienceQuery = { storeLaunchAudience: { appUuid: string, reachable: number, outsideWindow: number, announcement: { uuid: string, message: string, reachable: number, sent: number, failed: number, createdAt: string } | null } };

export type StoreLaunchAnnounceMutationVariables = Exact<{
  input: StoreLaunchAnnounceInput;
}>;


export type StoreLaunchAnnounceMutation = { storeLaunchAnnounce: { appUuid: string, reachable: number, outsideWindow: number, announcement: { uuid: string, message: string, reachable: number, sent: number, failed: number, createdAt: string } | null } };

export type MessengerNotificationRecipientsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type MessengerNotificationRecipientsQuery = { messengerNotificationRecipients: Array<{ uuid: string, name: string, psid: string, optedInAt: string, reachableUntil: string, lastReachedAt: string | null, unreachableSince: string | null, unreachableReason: string | null }> };

export type MessengerNotificationRecipientRemoveMutationVariables = Exact<{
  input: MessengerNotificationRecipientRemoveInput;
}>;


export type MessengerNotificationRecipientRemoveMutation = { messengerNotificationRecipientRemove: { uuid: string } };

export type MessengerNotificationOptInUrlQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type MessengerNotificationOptInUrlQuery = { messengerNotificationOptInUrl: string | null };

export type MessengerPageTemplatesQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type MessengerPageTemplatesQuery = { fetchAppByUuid: { uuid: string, activePage: { uuid: string, templatesSyncedAt: string | null, templatesSyncError: string | null, orderUpdateTemplate: { uuid: string, name: string, language: string } | null, storeNotificationTemplate: { uuid: string, name: string, language: string } | null, utilityTemplates: Array<{ uuid: string, name: string, language: string, status: string }> } | null } };

export type PageUtilityTemplatesSyncMutationVariables = Exact<{
  input: PageUtilityTemplatesSyncInput;
}>;


export type PageUtilityTemplatesSyncMutation = { pageUtilityTemplatesSync: { uuid: string, templatesSyncedAt: string | null, templatesSyncError: string | null, orderUpdateTemplate: { uuid: string, name: string, language: string } | null, storeNotificationTemplate: { uuid: string, name: string, language: string } | null, utilityTemplates: Array<{ uuid: string, name: string, language: string, status: string }> } };

export type NotificationItemFragment = { uuid: string, category: string, message: string, readAt: string | null, createdAt: string, limitNotice: boolean, notificationableType: string | null, notificationable: { uuid: string | null, transactionNumber: string | null } | null, pageRecipient: { name: string, profilePic: string | null } | null };

export type NotificationsQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type NotificationsQuery = { notifications: { edges: Array<{ cursor: string, node: { uuid: string, category: string, message: string, readAt: string | null, createdAt: string, limitNotice: boolean, notificationableType: string | null, notificationable: { uuid: string | null, transactionNumber: string | null } | null, pageRecipient: { name: string, profilePic: string | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type UnreadNotificationsCountQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type UnreadNotificationsCountQuery = { unreadNotificationsCount: number };

export type NotificationMarkAsReadMutationVariables = Exact<{
  input: NotificationMarkAsReadInput;
}>;


export type NotificationMarkAsReadMutation = { notificationMarkAsRead: { uuid: string, readAt: string | null } };

export type NotificationMarkAllAsReadMutationVariables = Exact<{
  appUuid: string | number;
}>;


export type NotificationMarkAllAsReadMutation = { notificationMarkAllAsRead: { success: boolean } };

export type NotificationCreateSubscriptionVariables = Exact<{
  appUuid: string | number;
}>;


export type NotificationCreateSubscription = { notificationCreate: { uuid: string, category: string, message: string, readAt: string | null, createdAt: string, limitNotice: boolean, notificationableType: string | null, notificationable: { uuid: string | null, transactionNumber: string | null } | null, pageRecipient: { name: string, profilePic: string | null } | null } };

export type BrowserNotificationCreateSubscriptionVariables = Exact<{
  appUuid: string | number;
}>;


export type BrowserNotificationCreateSubscription = { browserNotificationCreate: { uuid: string, message: string, appName: string, bundleKey: string, pageRecipientName: string | null } };

export type NotificationEmailRecipientsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type NotificationEmailRecipientsQuery = { notificationEmailRecipients: Array<{ email: string, verified: boolean }> };

export type NotificationEmailRecipientAddMutationVariables = Exact<{
  input: NotificationEmailRecipientInput;
}>;


export type NotificationEmailRecipientAddMutation = { notificationEmailRecipientAdd: { email: string, verified: boolean } };

export type NotificationEmailRecipientRemoveMutationVariables = Exact<{
  input: NotificationEmailRecipientInput;
}>;


export type NotificationEmailRecipientRemoveMutation = { notificationEmailRecipientRemove: { email: string } };

export type NotificationTestSendMutationVariables = Exact<{
  input: NotificationTestSendInput;
}>;


export type NotificationTestSendMutation = { notificationTestSend: { uuid: string } };

export type OrderListFieldsFragment = { uuid: string, transactionNumber: string, createdAt: string, customerName: string, mobileNumber: string, total: number, status: OrderStatus, paymentStatus: PaymentStatus, advanceOrderDate: string | null };

export type OrderDetailsFieldsFragment = { uuid: string, transactionNumber: string, createdAt: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, customerName: string, mobileNumber: string, fulfillment: Fulfillment, deliveryAddress: string, remarks: string, advanceOrderDate: string | null, subtotal: number, deliveryFee: number, tax: number, discount: number, convenienceFee: number, total: number, autoConfirmedAt: string | null, expiredAt: string | null, payBy: string | null, paymentStatusUpdatedAt: string | null, depositSlipUrl: string | null, nextStatuses: Array<OrderStatus>, nextPaymentStatuses: Array<PaymentStatus>, timeline: Array<{ kind: OrderTimelineEntryKind, status: OrderStatus | null, note: string | null, outcome: MessengerUpdateOutcome | null, at: string }>, items: Array<{ uuid: string, productName: string, variantName: string, unitPrice: number, quantity: number, lineTotal: number, addOns: Array<{ name: string, price: number, quantity: number }> }> };

export type OrdersQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  paymentStatus?: PaymentStatus | null | undefined;
  search?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  advance?: boolean | null | undefined;
}>;


export type OrdersQuery = { orders: { totalCount: number, edges: Array<{ cursor: string, node: { uuid: string, transactionNumber: string, createdAt: string, customerName: string, mobileNumber: string, total: number, status: OrderStatus, paymentStatus: PaymentStatus, advanceOrderDate: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OrderCountsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type OrderCountsQuery = { orderCounts: Array<{ status: OrderStatus, count: number }> };

export type OrderAppQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type OrderAppQuery = { fetchAppByUuid: { uuid: string, name: string, ordersExportable: boolean } };

export type OrderByTransactionNumberQueryVariables = Exact<{
  appUuid: string | number;
  transactionNumber: string;
}>;


export type OrderByTransactionNumberQuery = { orderByTransactionNumber: { uuid: string, transactionNumber: string, createdAt: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, customerName: string, mobileNumber: string, fulfillment: Fulfillment, deliveryAddress: string, remarks: string, advanceOrderDate: string | null, subtotal: number, deliveryFee: number, tax: number, discount: number, convenienceFee: number, total: number, autoConfirmedAt: string | null, expiredAt: string | null, payBy: string | null, paymentStatusUpdatedAt: string | null, depositSlipUrl: string | null, nextStatuses: Array<OrderStatus>, nextPaymentStatuses: Array<PaymentStatus>, timeline: Array<{ kind: OrderTimelineEntryKind, status: OrderStatus | null, note: string | null, outcome: MessengerUpdateOutcome | null, at: string }>, items: Array<{ uuid: string, productName: string, variantName: string, unitPrice: number, quantity: number, lineTotal: number, addOns: Array<{ name: string, price: number, quantity: number }> }> } };

export type OrderStatusUpdateMutationVariables = Exact<{
  input: OrderStatusUpdateInput;
}>;


export type OrderStatusUpdateMutation = { orderStatusUpdate: { uuid: string, transactionNumber: string, createdAt: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, customerName: string, mobileNumber: string, fulfillment: Fulfillment, deliveryAddress: string, remarks: string, advanceOrderDate: string | null, subtotal: number, deliveryFee: number, tax: number, discount: number, convenienceFee: number, total: number, autoConfirmedAt: string | null, expiredAt: string | null, payBy: string | null, paymentStatusUpdatedAt: string | null, depositSlipUrl: string | null, nextStatuses: Array<OrderStatus>, nextPaymentStatuses: Array<PaymentStatus>, timeline: Array<{ kind: OrderTimelineEntryKind, status: OrderStatus | null, note: string | null, outcome: MessengerUpdateOutcome | null, at: string }>, items: Array<{ uuid: string, productName: string, variantName: string, unitPrice: number, quantity: number, lineTotal: number, addOns: Array<{ name: string, price: number, quantity: number }> }> } };

export type OrderPaymentStatusUpdateMutationVariables = Exact<{
  input: OrderPaymentStatusUpdateInput;
}>;


export type OrderPaymentStatusUpdateMutation = { orderPaymentStatusUpdate: { uuid: string, transactionNumber: string, createdAt: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, customerName: string, mobileNumber: string, fulfillment: Fulfillment, deliveryAddress: string, remarks: string, advanceOrderDate: string | null, subtotal: number, deliveryFee: number, tax: number, discount: number, convenienceFee: number, total: number, autoConfirmedAt: string | null, expiredAt: string | null, payBy: string | null, paymentStatusUpdatedAt: string | null, depositSlipUrl: string | null, nextStatuses: Array<OrderStatus>, nextPaymentStatuses: Array<PaymentStatus>, timeline: Array<{ kind: OrderTimelineEntryKind, status: OrderStatus | null, note: string | null, outcome: MessengerUpdateOutcome | null, at: string }>, items: Array<{ uuid: string, productName: string, variantName: string, unitPrice: number, quantity: number, lineTotal: number, addOns: Array<{ name: string, price: number, quantity: number }> }> } };

export type OrdersExportCsvQueryVariables = Exact<{
  appUuid: string | number;
  status?: OrderStatus | null | undefined;
  paymentStatus?: PaymentStatus | null | undefined;
  search?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  advance?: boolean | null | undefined;
}>;


export type OrdersExportCsvQuery = { ordersExportCsv: string };

export type OrderRemindersQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type OrderRemindersQuery = { pendingOrdersReminder: { pendingCount: number, completeBy: string } | null, fetchAdvanceOrdersForToday: Array<{ uuid: string, transactionNumber: string }> };

export type ConnectedPageQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type ConnectedPageQuery = { fetchAppByUuid: { uuid: string, myRole: MemberRole, activePagePhotoUrl: string | null, activePage: { uuid: string, fbPageId: string, name: string, photoUrl: string | null, subscribed: boolean, subscribeError: string | null } | null } };

export type FacebookLoginUrlQueryVariables = Exact<{
  appUuid: string | number;
  returnPath: string;
}>;


export type FacebookLoginUrlQuery = { facebookLoginUrl: string };

export type FacebookLoginCompleteMutationVariables = Exact<{
  input: FacebookLoginCompleteInput;
}>;


export type FacebookLoginCompleteMutation = { facebookLoginComplete: { uuid: string, expiresAt: string, pages: Array<{ fbPageId: string, name: string, pictureUrl: string | null, connectedElsewhere: boolean }> } };

export type FacebookPageConnectMutationVariables = Exact<{
  input: FacebookPageConnectInput;
}>;


export type FacebookPageConnectMutation = { facebookPageConnect: { uuid: string, activePagePhotoUrl: string | null, activePage: { uuid: string, fbPageId: string, name: string, photoUrl: string | null, subscribed: boolean, subscribeError: string | null } | null } };

export type FacebookPageDisconnectMutationVariables = Exact<{
  input: FacebookPageDisconnectInput;
}>;


export type FacebookPageDisconnectMutation = { facebookPageDisconnect: { uuid: string, activePagePhotoUrl: string | null, activePage: { uuid: string } | null } };

export type UpdatePageImageQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type UpdatePageImageQuery = { updatePageImage: { uuid: string, photoUrl: string | null } };

export type PersistentMenuFieldsFragment = { appUuid: string, status: PersistentMenuStatus, error: string | null, needsPrimaryApp: boolean, items: Array<{ uuid: string, title: string, category: PersistentMenuCategory, url: string | null, webHeight: PersistentMenuWebHeight }> };

export type PersistentMenuQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type PersistentMenuQuery = { persistentMenu: { appUuid: string, status: PersistentMenuStatus, error: string | null, needsPrimaryApp: boolean, items: Array<{ uuid: string, title: string, category: PersistentMenuCategory, url: string | null, webHeight: PersistentMenuWebHeight }> } };

export type PersistentMenuSaveMutationVariables = Exact<{
  input: PersistentMenuSaveInput;
}>;


export type PersistentMenuSaveMutation = { persistentMenuSave: { appUuid: string, status: PersistentMenuStatus, error: string | null, needsPrimaryApp: boolean, items: Array<{ uuid: string, title: string, category: PersistentMenuCategory, url: string | null, webHeight: PersistentMenuWebHeight }> } };

export type PlanFileSizeQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type PlanFileSizeQuery = { currentAppEnterprisePlan: { id: string, enterprisePlan: { uuid: string, fileSizeLimit: number | null } } };

export type StoreAppearanceFieldsFragment = { logoUrl: string | null, coverUrl: string | null, brandColor: string, welcomeText: string, customized: boolean };

export type SetupAppQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type SetupAppQuery = { fetchAppByUuid: { uuid: string, name: string, bundleKey: string, launchedAt: string | null, hasDefaultPaymentMethod: boolean, activePage: { uuid: string, name: string } | null, appearance: { logoUrl: string | null, coverUrl: string | null, brandColor: string, welcomeText: string, customized: boolean } } };

export type StoreAppearanceUpdateMutationVariables = Exact<{
  input: StoreAppearanceUpdateInput;
}>;


export type StoreAppearanceUpdateMutation = { storeAppearanceUpdate: { logoUrl: string | null, coverUrl: string | null, brandColor: string, welcomeText: string, customized: boolean } };

export type SetupChecklistQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type SetupChecklistQuery = { fetchAppByUuid: { uuid: string, launchedAt: string | null, hasDefaultPaymentMethod: boolean, myRole: MemberRole, businessDescription: string | null, categoryTree: Array<{ selected: boolean }>, activePage: { uuid: string, name: string } | null }, products: { edges: Array<{ node: { uuid: string } }> }, shippingMethods: { edges: Array<{ node: { uuid: string, enabled: boolean } }> } };

export type CartSettingFieldsFragment = { uuid: string | null, appUuid: string, subcategorized: boolean, additionalTax: number, additionalTaxType: AdditionalTaxType, addressInputType: AddressInputType, deliveryFeeType: DeliveryFeeType, emailNotifRecipient: string | null, expiration: number, expirationDateType: ExpirationDateType, freeShippingRequiredAmount: number, locationScope: LocationScope, chargeDeliveryFeeFrom: ChargeDeliveryFeeFrom, requiredAmount: number, shipping: boolean, enableProductLocationAvailability: boolean, digitalProduct: boolean };

export type CartSettingQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type CartSettingQuery = { cartSetting: { uuid: string | null, appUuid: string, subcategorized: boolean, additionalTax: number, additionalTaxType: AdditionalTaxType, addressInputType: AddressInputType, deliveryFeeType: DeliveryFeeType, emailNotifRecipient: string | null, expiration: number, expirationDateType: ExpirationDateType, freeShippingRequiredAmount: number, locationScope: LocationScope, chargeDeliveryFeeFrom: ChargeDeliveryFeeFrom, requiredAmount: number, shipping: boolean, enableProductLocationAvailability: boolean, digitalProduct: boolean } };

export type CartSettingUpdateMutationVariables = Exact<{
  input: CartSettingUpdateInput;
}>;


export type CartSettingUpdateMutation = { cartSettingUpdate: { uuid: string | null, appUuid: string, subcategorized: boolean, additionalTax: number, additionalTaxType: AdditionalTaxType, addressInputType: AddressInputType, deliveryFeeType: DeliveryFeeType, emailNotifRecipient: string | null, expiration: number, expirationDateType: ExpirationDateType, freeShippingRequiredAmount: number, locationScope: LocationScope, chargeDeliveryFeeFrom: ChargeDeliveryFeeFrom, requiredAmount: number, shipping: boolean, enableProductLocationAvailability: boolean, digitalProduct: boolean } };

export type PaymentAccountFieldsFragment = { uuid: string, kind: PaymentAccountKind, kindLabel: string, bankName: string, accountName: string, accountNumber: string, qrPhotoUuid: string | null, qrImageUrl: string | null };

export type StorePaymentAccountsQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type StorePaymentAccountsQuery = { storePaymentAccounts: Array<{ uuid: string, kind: PaymentAccountKind, kindLabel: string, bankName: string, accountName: string, accountNumber: string, qrPhotoUuid: string | null, qrImageUrl: string | null }> };

export type StorePaymentAccountCreateMutationVariables = Exact<{
  input: StorePaymentAccountCreateInput;
}>;


export type StorePaymentAccountCreateMutation = { storePaymentAccountCreate: { uuid: string, kind: PaymentAccountKind, kindLabel: string, bankName: string, accountName: string, accountNumber: string, qrPhotoUuid: string | null, qrImageUrl: string | null } };

export type StorePaymentAccountUpdateMutationVariables = Exact<{
  input: StorePaymentAccountUpdateInput;
}>;


export type StorePaymentAccountUpdateMutation = { storePaymentAccountUpdate: { uuid: string, kind: PaymentAccountKind, kindLabel: string, bankName: string, accountName: string, accountNumber: string, qrPhotoUuid: string | null, qrImageUrl: string | null } };

export type StorePaymentAccountDeleteMutationVariables = Exact<{
  input: StorePaymentAccountDeleteInput;
}>;


export type StorePaymentAccountDeleteMutation = { storePaymentAccountDelete: { uuid: string } };

export type ShippingMethodFieldsFragment = { uuid: string, appUuid: string, name: string, kind: ShippingMethodKind, fee: number, pickupAddress: string, latitude: number, longitude: number, enabled: boolean, instructions: string };

export type ShippingMethodsQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ShippingMethodsQuery = { shippingMethods: { edges: Array<{ node: { uuid: string, appUuid: string, name: string, kind: ShippingMethodKind, fee: number, pickupAddress: string, latitude: number, longitude: number, enabled: boolean, instructions: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ShippingMethodQueryVariables = Exact<{
  uuid: string | number;
}>;


export type ShippingMethodQuery = { shippingMethod: { uuid: string, appUuid: string, name: string, kind: ShippingMethodKind, fee: number, pickupAddress: string, latitude: number, longitude: number, enabled: boolean, instructions: string } };

export type ShippingMethodCreateMutationVariables = Exact<{
  input: ShippingMethodCreateInput;
}>;


export type ShippingMethodCreateMutation = { shippingMethodCreate: { uuid: string, appUuid: string, name: string, kind: ShippingMethodKind, fee: number, pickupAddress: string, latitude: number, longitude: number, enabled: boolean, instructions: string } };

export type ShippingMethodUpdateMutationVariables = Exact<{
  input: ShippingMethodUpdateInput;
}>;


export type ShippingMethodUpdateMutation = { shippingMethodUpdate: { uuid: string, appUuid: string, name: string, kind: ShippingMethodKind, fee: number, pickupAddress: string, latitude: number, longitude: number, enabled: boolean, instructions: string } };

export type ShippingMethodDeleteMutationVariables = Exact<{
  input: ShippingMethodDeleteInput;
}>;


export type ShippingMethodDeleteMutation = { shippingMethodDelete: { uuid: string } };

export type WhiteLabelContentQueryVariables = Exact<{
  origin: string;
}>;


export type WhiteLabelContentQuery = { whiteLabelContent: { uuid: string, whiteLabelLogo: string | null, whiteLabelTitle: string, whiteLabelDomain: string, whiteLabelHeader: string | null, whiteLabelStatus: string, whiteLabelFavicon: string | null } | null };

export type StorefrontQueryVariables = Exact<{
  appUuid: string | number;
}>;


export type StorefrontQuery = { storefront: { uuid: string, name: string, status: string, open: boolean, preview: boolean, notice: string | null, maintenanceMessage: string | null, paymentMethods: Array<PaymentMethod>, allowProductRemarks: boolean, allowAdvanceOrder: boolean, paymentAccounts: Array<{ uuid: string, kind: PaymentAccountKind, kindLabel: string, bankName: string, accountName: string, accountNumber: string, qrImageUrl: string | null }>, appearance: { logoUrl: string | null, coverUrl: string | null, brandColor: string, welcomeText: string }, categories: Array<{ uuid: string, name: string, children: Array<{ uuid: string, name: string }> }>, cartSetting: { requiredAmount: number, freeShippingRequiredAmount: number, additionalTax: number, additionalTaxType: AdditionalTaxType, deliveryFeeType: DeliveryFeeType, chargeDeliveryFeeFrom: ChargeDeliveryFeeFrom, addressInputType: AddressInputType, locationScope: LocationScope }, shippingMethods: Array<{ uuid: string, kind: ShippingMethodKind, name: string, fee: number, pickupAddress: string }> } };

export type StoreProductsQueryVariables = Exact<{
  appUuid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  categoryUuid?: string | number | null | undefined;
}>;


export type StoreProductsQuery = { storeProducts: { edges: Array<{ node: { uuid: string, name: string, price: number, compareAtPrice: number | null, photoUrl: string | null, soldOut: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type StoreProductQueryVariables = Exact<{
  appUuid: string | number;
  uuid: string | number;
}>;


export type StoreProductQuery = { storeProduct: { uuid: string, name: string, description: string, price: number, compareAtPrice: number | null, photoUrl: string | null, soldOut: boolean, options: Array<{ name: string, values: Array<string> }>, variants: Array<{ uuid: string, variantName: string, optionValues: Array<string>, price: number, compareAtPrice: number | null, stockQuantity: number | null, soldOut: boolean }>, addOns: Array<{ uuid: string, name: string, price: number, maxQuantity: number | null }>, photos: Array<{ uuid: string, url: string, thumbnailUrl: string }> } };

export type StoreDeliveryPlacesQueryVariables = Exact<{
  appUuid: string | number;
  parentCode?: string | null | undefined;
}>;


export type StoreDeliveryPlacesQuery = { storeDeliveryPlaces: Array<{ code: string, name: string, singleCityCode: string | null }> };

export type StoreDeliveryQuoteQueryVariables = Exact<{
  appUuid: string | number;
  regionCode: string;
  provinceCode: string;
  cityCode?: string | null | undefined;
}>;


export type StoreDeliveryQuoteQuery = { storeDeliveryQuote: { delivers: boolean, message: string | null, areaName: string | null, deliveryFee: number | null, leadTimeMinDays: number | null, leadTimeMaxDays: number | null } };

export type StoreCheckoutMutationVariables = Exact<{
  input: StoreCheckoutInput;
}>;


export type StoreCheckoutMutation = { storeCheckout: { transactionNumber: string, total: number, status: OrderStatus, payBy: string | null } };

export type StoreOrderFieldsFragment = { uuid: string, transactionNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, fulfillment: Fulfillment, customerName: string, subtotal: number, deliveryFee: number, tax: number, discount: number, total: number, createdAt: string, advanceOrderDate: string | null, depositSlipUrl: string | null, canUploadDepositSlip: boolean, payBy: string | null, expired: boolean, items: Array<{ uuid: string, productName: string, variantName: string, unitPrice: number, quantity: number, lineTotal: number, addOns: Array<{ name: string, price: number, quantity: number }> }> };

export type StoreOrderQueryVariables = Exact<{
  appUuid: string | number;
  transactionNumber: string;
  mobile: string;
}>;


export type StoreOrderQuery = { storeOrder: { uuid: string, transactionNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, fulfillment: Fulfillment, customerName: string, subtotal: number, deliveryFee: number, tax: number, discount: number, total: number, createdAt: string, advanceOrderDate: string | null, depositSlipUrl: string | null, canUploadDepositSlip: boolean, payBy: string | null, expired: boolean, items: Array<{ uuid: string, productName: string, variantName: string, unitPrice: number, quantity: number, lineTotal: number, addOns: Array<{ name: string, price: number, quantity: number }> }> } };

export type StoreOrderDepositSlipMutationVariables = Exact<{
  appUuid: string | number;
  transactionNumber: string;
  mobileNumber: string;
  depositSlipUuid: string | number;
}>;


export type StoreOrderDepositSlipMutation = { storeOrderDepositSlip: { uuid: string, transactionNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, fulfillment: Fulfillment, customerName: string, subtotal: number, deliveryFee: number, tax: number, discount: number, total: number, createdAt: string, advanceOrderDate: string | null, depositSlipUrl: string | null, canUploadDepositSlip: boolean, payBy: string | null, expired: boolean, items: Array<{ uuid: string, productName: string, variantName: string, unitPrice: number, quantity: number, lineTotal: number, addOns: Array<{ name: string, price: number, quantity: number }> }> } };

export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactDialCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedNetworkDashboard"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"firstAppUuid"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const AppSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bundleKey"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"launchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AppSummaryFragment, unknown>;
export const MemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MemberFieldsFragment, unknown>;
export const AppCategoryDescriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppCategoryDescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppCategoryDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"businessDescription"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryCategory"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryCategories"}}]}}]}}]} as unknown as DocumentNode<AppCategoryDescriptionFieldsFragment, unknown>;
export const EvaluationCaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expectedIntent"}},{"kind":"Field","name":{"kind":"Name","value":"expectedProducts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EvaluationCaseFieldsFragment, unknown>;
export const EvaluationRunSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}}]}}]} as unknown as DocumentNode<EvaluationRunSummaryFragment, unknown>;
export const ChatbotSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatbotSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"assistantEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"storePolicies"}},{"kind":"Field","name":{"kind":"Name","value":"handOffRules"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentAnalysisEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"responseCredits"}}]}}]} as unknown as DocumentNode<ChatbotSettingsFieldsFragment, unknown>;
export const TestToolMessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestToolMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"noTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generatedResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<TestToolMessageFragment, unknown>;
export const BillingSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Billing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"planDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"accumulatedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"carried"}}]}}]} as unknown as DocumentNode<BillingSummaryFieldsFragment, unknown>;
export const PaymentCustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"hasDefaultPaymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"activePaymentMethods"}}]}}]} as unknown as DocumentNode<PaymentCustomerFieldsFragment, unknown>;
export const SavedPaymentMethodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"channelCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"billingContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateProvinceRegion"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<SavedPaymentMethodFieldsFragment, unknown>;
export const EnterprisePlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnterprisePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterprisePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayedName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}},{"kind":"Field","name":{"kind":"Name","value":"accelerator"}},{"kind":"Field","name":{"kind":"Name","value":"productLimit"}},{"kind":"Field","name":{"kind":"Name","value":"faqLimit"}},{"kind":"Field","name":{"kind":"Name","value":"fileSizeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"exportLimit"}},{"kind":"Field","name":{"kind":"Name","value":"responseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyContactLimit"}},{"kind":"Field","name":{"kind":"Name","value":"userSeatLimit"}}]}}]} as unknown as DocumentNode<EnterprisePlanFieldsFragment, unknown>;
export const AppEnterprisePlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppEnterprisePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppEnterprisePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msmeStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"msmeEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"msmeExtended"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleMsmeExtension"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentSupportedContacts"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserSeats"}},{"kind":"Field","name":{"kind":"Name","value":"currentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"currentFaqs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingResponse"}},{"kind":"Field","name":{"kind":"Name","value":"enterprisePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnterprisePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnterprisePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterprisePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayedName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}},{"kind":"Field","name":{"kind":"Name","value":"accelerator"}},{"kind":"Field","name":{"kind":"Name","value":"productLimit"}},{"kind":"Field","name":{"kind":"Name","value":"faqLimit"}},{"kind":"Field","name":{"kind":"Name","value":"fileSizeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"exportLimit"}},{"kind":"Field","name":{"kind":"Name","value":"responseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyContactLimit"}},{"kind":"Field","name":{"kind":"Name","value":"userSeatLimit"}}]}}]} as unknown as DocumentNode<AppEnterprisePlanFieldsFragment, unknown>;
export const AddOnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}}]}}]} as unknown as DocumentNode<AddOnFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"productsCount"}}]}}]} as unknown as DocumentNode<CategoryFieldsFragment, unknown>;
export const ProductListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowInStock"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductListFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUuid"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"digitalProduct"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowInStock"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"productOptions"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"limited"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"boughtAndReservedCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProductFieldsFragment, unknown>;
export const CustomerListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipientUuid"}},{"kind":"Field","name":{"kind":"Name","value":"ordersCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CustomerListFieldsFragment, unknown>;
export const PsgcPlaceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PsgcPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsgcPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}}]}}]} as unknown as DocumentNode<PsgcPlaceFieldsFragment, unknown>;
export const DeliveryAreaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PsgcPlaceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMinDays"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMaxDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PsgcPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsgcPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}}]}}]} as unknown as DocumentNode<DeliveryAreaFieldsFragment, unknown>;
export const InboxRecipientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxRecipient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"psid"}},{"kind":"Field","name":{"kind":"Name","value":"inboxPlatformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"messengerRead"}},{"kind":"Field","name":{"kind":"Name","value":"facebookCommentRead"}},{"kind":"Field","name":{"kind":"Name","value":"lastCustomerMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dummy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latestInboxMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}}]}}]}}]} as unknown as DocumentNode<InboxRecipientFragment, unknown>;
export const TemplateButtonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]} as unknown as DocumentNode<TemplateButtonFieldsFragment, unknown>;
export const InboxProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"featuredPhoto"}}]}}]} as unknown as DocumentNode<InboxProductFieldsFragment, unknown>;
export const InboxMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sendError"}},{"kind":"Field","name":{"kind":"Name","value":"humanAgentTag"}},{"kind":"Field","name":{"kind":"Name","value":"isButtonTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"noTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCarouselTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentiment"}},{"kind":"Field","name":{"kind":"Name","value":"generatedResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ecommerceProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reflection"}},{"kind":"Field","name":{"kind":"Name","value":"addedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"featuredPhoto"}}]}}]} as unknown as DocumentNode<InboxMessageFieldsFragment, unknown>;
export const NotificationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"limitNotice"}},{"kind":"Field","name":{"kind":"Name","value":"notificationableType"}},{"kind":"Field","name":{"kind":"Name","value":"notificationable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}}]}}]}}]} as unknown as DocumentNode<NotificationItemFragment, unknown>;
export const OrderListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}}]}}]} as unknown as DocumentNode<OrderListFieldsFragment, unknown>;
export const OrderDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"convenienceFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"autoConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatusUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositSlipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<OrderDetailsFieldsFragment, unknown>;
export const PersistentMenuFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersistentMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersistentMenuSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"needsPrimaryApp"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webHeight"}}]}}]}}]} as unknown as DocumentNode<PersistentMenuFieldsFragment, unknown>;
export const StoreAppearanceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreAppearanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreAppearance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeText"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}}]}}]} as unknown as DocumentNode<StoreAppearanceFieldsFragment, unknown>;
export const CartSettingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"subcategorized"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTax"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTaxType"}},{"kind":"Field","name":{"kind":"Name","value":"addressInputType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"expiration"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateType"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingRequiredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"locationScope"}},{"kind":"Field","name":{"kind":"Name","value":"chargeDeliveryFeeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"requiredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"enableProductLocationAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"digitalProduct"}}]}}]} as unknown as DocumentNode<CartSettingFieldsFragment, unknown>;
export const PaymentAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorePaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"qrPhotoUuid"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}}]} as unknown as DocumentNode<PaymentAccountFieldsFragment, unknown>;
export const ShippingMethodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAddress"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}}]} as unknown as DocumentNode<ShippingMethodFieldsFragment, unknown>;
export const StoreOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositSlipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canUploadDepositSlip"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<StoreOrderFieldsFragment, unknown>;
export const PsgcRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PsgcRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"psgcRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PsgcPlaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PsgcPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsgcPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}}]}}]} as unknown as DocumentNode<PsgcRegionsQuery, PsgcRegionsQueryVariables>;
export const PsgcProvincesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PsgcProvinces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"psgcProvinces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"regionCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PsgcPlaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PsgcPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsgcPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}}]}}]} as unknown as DocumentNode<PsgcProvincesQuery, PsgcProvincesQueryVariables>;
export const PsgcCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PsgcCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provinceCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"psgcCities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provinceCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provinceCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PsgcPlaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PsgcPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsgcPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}}]}}]} as unknown as DocumentNode<PsgcCitiesQuery, PsgcCitiesQueryVariables>;
export const AccountSecurityUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSecurityUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountSecurityUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSecurityUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactDialCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedNetworkDashboard"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"firstAppUuid"}}]}}]} as unknown as DocumentNode<AccountSecurityUpdateMutation, AccountSecurityUpdateMutationVariables>;
export const UnverifiedUserBusinessEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnverifiedUserBusinessEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unverifiedUserBusinessEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}}}]}]}}]} as unknown as DocumentNode<UnverifiedUserBusinessEmailQuery, UnverifiedUserBusinessEmailQueryVariables>;
export const UserResendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserResendVerificationEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userResendVerificationEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<UserResendVerificationEmailMutation, UserResendVerificationEmailMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const EmailConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<EmailConfirmMutation, EmailConfirmMutationVariables>;
export const PasswordResetRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordResetRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<PasswordResetRequestMutation, PasswordResetRequestMutationVariables>;
export const PasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<PasswordResetMutation, PasswordResetMutationVariables>;
export const AccountUnlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUnlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountUnlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountUnlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<AccountUnlockMutation, AccountUnlockMutationVariables>;
export const InvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitationToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invitationToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitationToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"inviterName"}},{"kind":"Field","name":{"kind":"Name","value":"accountExists"}}]}}]}}]} as unknown as DocumentNode<InvitationQuery, InvitationQueryVariables>;
export const InvitationAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationAcceptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationAccept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactDialCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedNetworkDashboard"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"firstAppUuid"}}]}}]} as unknown as DocumentNode<InvitationAcceptMutation, InvitationAcceptMutationVariables>;
export const MailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MailOutboxQuery, MailOutboxQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactDialCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedNetworkDashboard"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"firstAppUuid"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const ServerInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoMode"}},{"kind":"Field","name":{"kind":"Name","value":"demoEmail"}},{"kind":"Field","name":{"kind":"Name","value":"demoPassword"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ServerInfoQuery, ServerInfoQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactDialCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedNetworkDashboard"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"firstAppUuid"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const DestroyAuthTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DestroyAuthToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DestroyAuthTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destroyAuthToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generatedTokenLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}}]} as unknown as DocumentNode<DestroyAuthTokenMutation, DestroyAuthTokenMutationVariables>;
export const UserSettingUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserSettingUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettingUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSettingUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactDialCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedNetworkDashboard"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"firstAppUuid"}}]}}]} as unknown as DocumentNode<UserSettingUpdateMutation, UserSettingUpdateMutationVariables>;
export const AppsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Apps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSummary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bundleKey"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"launchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AppsQuery, AppsQueryVariables>;
export const AppCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bundleKey"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"launchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AppCreateMutation, AppCreateMutationVariables>;
export const AppCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AppCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bundleKey"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"launchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AppCreatedSubscription, AppCreatedSubscriptionVariables>;
export const FetchAppByUuidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FetchAppByUuid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bundleKey"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"}},{"kind":"Field","name":{"kind":"Name","value":"hasDefaultPaymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planPaymentType"}},{"kind":"Field","name":{"kind":"Name","value":"launchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeFbPageId"}},{"kind":"Field","name":{"kind":"Name","value":"inboxManagerAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentAnalysisEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"activePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fbPageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<FetchAppByUuidQuery, FetchAppByUuidQueryVariables>;
export const AppStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}}]}}]}}]} as unknown as DocumentNode<AppStatusQuery, AppStatusQueryVariables>;
export const AppMaintenanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"launchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"}}]}}]}}]} as unknown as DocumentNode<AppMaintenanceQuery, AppMaintenanceQueryVariables>;
export const AppStoreStatusUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppStoreStatusUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppStoreStatusUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appStoreStatusUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"}}]}}]}}]} as unknown as DocumentNode<AppStoreStatusUpdateMutation, AppStoreStatusUpdateMutationVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const MemberInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MemberInviteMutation, MemberInviteMutationVariables>;
export const MemberRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRevokeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberRevoke"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberUuid"}}]}}]}}]} as unknown as DocumentNode<MemberRevokeMutation, MemberRevokeMutationVariables>;
export const MemberRoleUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberRoleUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRoleUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberRoleUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MemberRoleUpdateMutation, MemberRoleUpdateMutationVariables>;
export const AppSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmailList"}},{"kind":"Field","name":{"kind":"Name","value":"supportContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessDescription"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryCategory"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryCategories"}}]}}]}}]}}]} as unknown as DocumentNode<AppSetupQuery, AppSetupQueryVariables>;
export const FetchUnverifiedSupportEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FetchUnverifiedSupportEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchUnverifiedSupportEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}]}]}}]} as unknown as DocumentNode<FetchUnverifiedSupportEmailsQuery, FetchUnverifiedSupportEmailsQueryVariables>;
export const FetchUnverifiedNotificationEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FetchUnverifiedNotificationEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchUnverifiedNotificationEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}]}]}}]} as unknown as DocumentNode<FetchUnverifiedNotificationEmailsQuery, FetchUnverifiedNotificationEmailsQueryVariables>;
export const AppResendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppResendVerificationEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supportEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appResendVerificationEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"supportEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supportEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<AppResendVerificationEmailMutation, AppResendVerificationEmailMutationVariables>;
export const UpdateSupportDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupportDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSupportDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupportDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportEmailList"}},{"kind":"Field","name":{"kind":"Name","value":"supportContactNumber"}}]}}]}}]} as unknown as DocumentNode<UpdateSupportDetailsMutation, UpdateSupportDetailsMutationVariables>;
export const CategoryCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryOptions"}}]}}]}}]} as unknown as DocumentNode<CategoryCatalogueQuery, CategoryCatalogueQueryVariables>;
export const AppCategoryDescriptionUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppCategoryDescriptionUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppCategoryDescriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appCategoryDescriptionUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppCategoryDescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppCategoryDescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppCategoryDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"businessDescription"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryCategory"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryCategories"}}]}}]}}]} as unknown as DocumentNode<AppCategoryDescriptionUpdateMutation, AppCategoryDescriptionUpdateMutationVariables>;
export const EmailRecipientConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailRecipientConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailRecipientConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}}]}}]}}]} as unknown as DocumentNode<EmailRecipientConfirmMutation, EmailRecipientConfirmMutationVariables>;
export const AppCategoryDescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppCategoryDescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appCategoryDescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppCategoryDescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppCategoryDescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppCategoryDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"businessDescription"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryCategory"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryCategories"}}]}}]}}]} as unknown as DocumentNode<AppCategoryDescriptionQuery, AppCategoryDescriptionQueryVariables>;
export const EvaluationCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvaluationCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationCases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationCaseFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expectedIntent"}},{"kind":"Field","name":{"kind":"Name","value":"expectedProducts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EvaluationCasesQuery, EvaluationCasesQueryVariables>;
export const EvaluationCaseCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvaluationCaseCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationCaseCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationCaseCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationCaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expectedIntent"}},{"kind":"Field","name":{"kind":"Name","value":"expectedProducts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EvaluationCaseCreateMutation, EvaluationCaseCreateMutationVariables>;
export const EvaluationCaseUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvaluationCaseUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationCaseUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationCaseUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationCaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expectedIntent"}},{"kind":"Field","name":{"kind":"Name","value":"expectedProducts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EvaluationCaseUpdateMutation, EvaluationCaseUpdateMutationVariables>;
export const EvaluationCaseDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvaluationCaseDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationCaseDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationCaseDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<EvaluationCaseDeleteMutation, EvaluationCaseDeleteMutationVariables>;
export const EvaluationRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvaluationRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationRunSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}}]}}]} as unknown as DocumentNode<EvaluationRunMutation, EvaluationRunMutationVariables>;
export const EvaluationRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvaluationRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationRunSummary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}}]}}]} as unknown as DocumentNode<EvaluationRunsQuery, EvaluationRunsQueryVariables>;
export const EvaluationRunDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvaluationRunDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationRunSummary"}},{"kind":"Field","name":{"kind":"Name","value":"intents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intent"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expectedIntent"}},{"kind":"Field","name":{"kind":"Name","value":"actualIntent"}},{"kind":"Field","name":{"kind":"Name","value":"expectedProducts"}},{"kind":"Field","name":{"kind":"Name","value":"actualProducts"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationRunSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}}]}}]} as unknown as DocumentNode<EvaluationRunDetailsQuery, EvaluationRunDetailsQueryVariables>;
export const ChatbotSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatbotSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatbotSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatbotSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"assistantEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"storePolicies"}},{"kind":"Field","name":{"kind":"Name","value":"handOffRules"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentAnalysisEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"responseCredits"}}]}}]} as unknown as DocumentNode<ChatbotSettingsQuery, ChatbotSettingsQueryVariables>;
export const ChatbotSettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatbotSettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotSettingsUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotSettingsUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatbotSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatbotSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"assistantEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"storePolicies"}},{"kind":"Field","name":{"kind":"Name","value":"handOffRules"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentAnalysisEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"responseCredits"}}]}}]} as unknown as DocumentNode<ChatbotSettingsUpdateMutation, ChatbotSettingsUpdateMutationVariables>;
export const TestToolAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestToolApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}}]}}]}}]} as unknown as DocumentNode<TestToolAppQuery, TestToolAppQueryVariables>;
export const DummyRecipientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DummyRecipient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dummyType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DummyType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dummyRecipient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"dummyType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dummyType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"psid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DummyRecipientQuery, DummyRecipientQueryVariables>;
export const TestToolMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestToolMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRecipientUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchMessengerMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageRecipientUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRecipientUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestToolMessage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestToolMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"noTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generatedResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<TestToolMessagesQuery, TestToolMessagesQueryVariables>;
export const TestToolInboxMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestToolInboxMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appGlobalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appGlobalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appGlobalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestToolMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestToolMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"noTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generatedResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<TestToolInboxMessagesSubscription, TestToolInboxMessagesSubscriptionVariables>;
export const ChatbotTestMessageSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatbotTestMessageSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotTestMessageSendInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotTestMessageSend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestToolMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestToolMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"noTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generatedResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<ChatbotTestMessageSendMutation, ChatbotTestMessageSendMutationVariables>;
export const DummyRecipientResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DummyRecipientReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DummyRecipientResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dummyRecipientReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DummyRecipientResetMutation, DummyRecipientResetMutationVariables>;
export const BillingWidgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingWidget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"billingPaymentStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withBillings"}},{"kind":"Field","name":{"kind":"Name","value":"billingsPaymentSettled"}},{"kind":"Field","name":{"kind":"Name","value":"billingPaymentSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"withOutstandingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalBalance"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appLatestBilling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accumulatedAmount"}}]}}]}}]} as unknown as DocumentNode<BillingWidgetQuery, BillingWidgetQueryVariables>;
export const BillingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Billings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingSummaryFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"billingPaymentStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"totalBalance"}},{"kind":"Field","name":{"kind":"Name","value":"withOutstandingBalance"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Billing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"planDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"accumulatedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"carried"}}]}}]} as unknown as DocumentNode<BillingsQuery, BillingsQueryVariables>;
export const BillingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"tierType"}},{"kind":"Field","name":{"kind":"Name","value":"currentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"extended"}},{"kind":"Field","name":{"kind":"Name","value":"chargeFailureCode"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodActivated"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdueSince"}},{"kind":"Field","name":{"kind":"Name","value":"depositSlips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ordersBaseOnConvenienceFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Billing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"planDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"accumulatedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"carried"}}]}}]} as unknown as DocumentNode<BillingDetailsQuery, BillingDetailsQueryVariables>;
export const BillingPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingPay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"billingUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingUuid"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"chargeFailureCode"}}]}}]}}]} as unknown as DocumentNode<BillingPayMutation, BillingPayMutationVariables>;
export const ExtendPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"billingUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingUuid"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"extended"}}]}}]}}]} as unknown as DocumentNode<ExtendPaymentMutation, ExtendPaymentMutationVariables>;
export const GracePeriodActivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GracePeriodActivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gracePeriodActivate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"billingUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingUuid"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodActivated"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodEndsAt"}}]}}]}}]} as unknown as DocumentNode<GracePeriodActivateMutation, GracePeriodActivateMutationVariables>;
export const BillingDepositAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingDepositAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingDepositAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]} as unknown as DocumentNode<BillingDepositAccountsQuery, BillingDepositAccountsQueryVariables>;
export const BillingDepositSlipSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingDepositSlipSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photoUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingDepositSlipSubmit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"billingUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingUuid"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"photoUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photoUuid"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}}]}}]}}]} as unknown as DocumentNode<BillingDepositSlipSubmitMutation, BillingDepositSlipSubmitMutationVariables>;
export const BillingNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"lastDayGracePeriod"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingPaymentStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalBalance"}},{"kind":"Field","name":{"kind":"Name","value":"withOutstandingBalance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appLatestBilling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodActivated"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}}]}}]}}]} as unknown as DocumentNode<BillingNoticeQuery, BillingNoticeQueryVariables>;
export const DepositSlipsToReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositSlipsToReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingDepositSlipsToReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accumulatedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodDueAt"}}]}}]}}]}}]} as unknown as DocumentNode<DepositSlipsToReviewQuery, DepositSlipsToReviewQueryVariables>;
export const DepositSlipReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositSlipReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slipUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingDepositSlipReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slipUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slipUuid"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<DepositSlipReviewMutation, DepositSlipReviewMutationVariables>;
export const CustomerDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"hasDefaultPaymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"activePaymentMethods"}}]}}]} as unknown as DocumentNode<CustomerDetailsQuery, CustomerDetailsQueryVariables>;
export const PaymentMethodTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethodTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTypes"}}]}}]} as unknown as DocumentNode<PaymentMethodTypesQuery, PaymentMethodTypesQueryVariables>;
export const FetchPaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FetchPaymentMethods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchPaymentMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedPaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"channelCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"billingContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateProvinceRegion"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<FetchPaymentMethodsQuery, FetchPaymentMethodsQueryVariables>;
export const AppHasDefaultPaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppHasDefaultPaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"hasDefaultPaymentMethod"}}]}}]}}]} as unknown as DocumentNode<AppHasDefaultPaymentMethodQuery, AppHasDefaultPaymentMethodQueryVariables>;
export const BillingCustomerCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingCustomerCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingCustomerCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingCustomerCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"hasDefaultPaymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"activePaymentMethods"}}]}}]} as unknown as DocumentNode<BillingCustomerCreateMutation, BillingCustomerCreateMutationVariables>;
export const PaymentMethodCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentMethodCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethodCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedPaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"channelCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"billingContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateProvinceRegion"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodCreateMutation, PaymentMethodCreateMutationVariables>;
export const PaymentMethodUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentMethodUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethodUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedPaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"channelCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"billingContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateProvinceRegion"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodUpdateMutation, PaymentMethodUpdateMutationVariables>;
export const PaymentMethodMakeDefaultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentMethodMakeDefault"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethodMakeDefault"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodMakeDefaultMutation, PaymentMethodMakeDefaultMutationVariables>;
export const PaymentMethodRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentMethodRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethodRemove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodRemoveMutation, PaymentMethodRemoveMutationVariables>;
export const EnterprisePlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnterprisePlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterprisePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnterprisePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentAppEnterprisePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppEnterprisePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnterprisePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterprisePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayedName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}},{"kind":"Field","name":{"kind":"Name","value":"accelerator"}},{"kind":"Field","name":{"kind":"Name","value":"productLimit"}},{"kind":"Field","name":{"kind":"Name","value":"faqLimit"}},{"kind":"Field","name":{"kind":"Name","value":"fileSizeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"exportLimit"}},{"kind":"Field","name":{"kind":"Name","value":"responseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyContactLimit"}},{"kind":"Field","name":{"kind":"Name","value":"userSeatLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppEnterprisePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppEnterprisePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msmeStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"msmeEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"msmeExtended"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleMsmeExtension"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentSupportedContacts"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserSeats"}},{"kind":"Field","name":{"kind":"Name","value":"currentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"currentFaqs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingResponse"}},{"kind":"Field","name":{"kind":"Name","value":"enterprisePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnterprisePlanFields"}}]}}]}}]} as unknown as DocumentNode<EnterprisePlansQuery, EnterprisePlansQueryVariables>;
export const PlanChangePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanChangePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appPlanChangePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriodEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<PlanChangePreviewQuery, PlanChangePreviewQueryVariables>;
export const AppPlanChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppPlanChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appPlanChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppEnterprisePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnterprisePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterprisePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayedName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}},{"kind":"Field","name":{"kind":"Name","value":"accelerator"}},{"kind":"Field","name":{"kind":"Name","value":"productLimit"}},{"kind":"Field","name":{"kind":"Name","value":"faqLimit"}},{"kind":"Field","name":{"kind":"Name","value":"fileSizeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"exportLimit"}},{"kind":"Field","name":{"kind":"Name","value":"responseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyContactLimit"}},{"kind":"Field","name":{"kind":"Name","value":"userSeatLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppEnterprisePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppEnterprisePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msmeStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"msmeEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"msmeExtended"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleMsmeExtension"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentSupportedContacts"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserSeats"}},{"kind":"Field","name":{"kind":"Name","value":"currentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"currentFaqs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingResponse"}},{"kind":"Field","name":{"kind":"Name","value":"enterprisePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnterprisePlanFields"}}]}}]}}]} as unknown as DocumentNode<AppPlanChangeMutation, AppPlanChangeMutationVariables>;
export const AppMsmeExtendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppMsmeExtend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appMsmeExtend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppEnterprisePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnterprisePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterprisePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayedName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionFee"}},{"kind":"Field","name":{"kind":"Name","value":"accelerator"}},{"kind":"Field","name":{"kind":"Name","value":"productLimit"}},{"kind":"Field","name":{"kind":"Name","value":"faqLimit"}},{"kind":"Field","name":{"kind":"Name","value":"fileSizeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"exportLimit"}},{"kind":"Field","name":{"kind":"Name","value":"responseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyContactLimit"}},{"kind":"Field","name":{"kind":"Name","value":"userSeatLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppEnterprisePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppEnterprisePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"msmeStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"msmeEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"msmeExtended"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleMsmeExtension"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentSupportedContacts"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserSeats"}},{"kind":"Field","name":{"kind":"Name","value":"currentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"currentFaqs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingResponse"}},{"kind":"Field","name":{"kind":"Name","value":"enterprisePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnterprisePlanFields"}}]}}]}}]} as unknown as DocumentNode<AppMsmeExtendMutation, AppMsmeExtendMutationVariables>;
export const AppEnterprisePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AppEnterprisePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appGlobalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appEnterprisePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appGlobalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appGlobalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentSupportedContacts"}},{"kind":"Field","name":{"kind":"Name","value":"remainingResponse"}},{"kind":"Field","name":{"kind":"Name","value":"enterprisePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"responseLimit"}}]}}]}}]}}]} as unknown as DocumentNode<AppEnterprisePlanSubscription, AppEnterprisePlanSubscriptionVariables>;
export const AddOnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddOns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddOnFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}}]}}]} as unknown as DocumentNode<AddOnsQuery, AddOnsQueryVariables>;
export const AddOnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddOn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddOnFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}}]}}]} as unknown as DocumentNode<AddOnQuery, AddOnQueryVariables>;
export const AddOnCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOnCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddOnCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOnCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddOnFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}}]}}]} as unknown as DocumentNode<AddOnCreateMutation, AddOnCreateMutationVariables>;
export const AddOnUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOnUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddOnUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOnUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddOnFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}}]}}]} as unknown as DocumentNode<AddOnUpdateMutation, AddOnUpdateMutationVariables>;
export const AddOnDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOnDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddOnDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOnDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<AddOnDeleteMutation, AddOnDeleteMutationVariables>;
export const CategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Categories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topLevel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"topLevel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topLevel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"productsCount"}}]}}]} as unknown as DocumentNode<CategoriesQuery, CategoriesQueryVariables>;
export const CategoryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentUuid"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CategoryOptionsQuery, CategoryOptionsQueryVariables>;
export const CategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Category"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"productsCount"}}]}}]} as unknown as DocumentNode<CategoryQuery, CategoryQueryVariables>;
export const CategoryCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CategoryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"productsCount"}}]}}]} as unknown as DocumentNode<CategoryCreateMutation, CategoryCreateMutationVariables>;
export const CategoryUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CategoryUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"productsCount"}}]}}]} as unknown as DocumentNode<CategoryUpdateMutation, CategoryUpdateMutationVariables>;
export const CategoryDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CategoryDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<CategoryDeleteMutation, CategoryDeleteMutationVariables>;
export const AppMdrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppMdr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"bundleKey"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"mdrApplied"}},{"kind":"Field","name":{"kind":"Name","value":"mainStore"}}]}}]}}]} as unknown as DocumentNode<AppMdrQuery, AppMdrQueryVariables>;
export const MdrPriceRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MdrPriceRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAvailableProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"rowType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"mdrAppliedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]} as unknown as DocumentNode<MdrPriceRowsQuery, MdrPriceRowsQueryVariables>;
export const UpdateAppMdrAppliedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAppMdrApplied"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAppMdrApplied"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"mdrApplied"}},{"kind":"Field","name":{"kind":"Name","value":"mainStore"}}]}}]}}]} as unknown as DocumentNode<UpdateAppMdrAppliedMutation, UpdateAppMdrAppliedMutationVariables>;
export const ApplyAppMdrPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyAppMdrPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyAppMdrPricesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyAppMdrPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"mdrApplied"}},{"kind":"Field","name":{"kind":"Name","value":"mainStore"}}]}}]}}]} as unknown as DocumentNode<ApplyAppMdrPricesMutation, ApplyAppMdrPricesMutationVariables>;
export const ProductImportApplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductImportApply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImportApply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creates"}},{"kind":"Field","name":{"kind":"Name","value":"updates"}}]}}]}}]} as unknown as DocumentNode<ProductImportApplyMutation, ProductImportApplyMutationVariables>;
export const ProductImportProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ProductImportProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImportProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ProductImportProgressSubscription, ProductImportProgressSubscriptionVariables>;
export const ProductsExportCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsExportCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsExportCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}]}]}}]} as unknown as DocumentNode<ProductsExportCsvQuery, ProductsExportCsvQueryVariables>;
export const ProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductStockFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}},{"kind":"Argument","name":{"kind":"Name","value":"stock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductListFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowInStock"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const ProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Product"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUuid"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"digitalProduct"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowInStock"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"productOptions"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"limited"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"boughtAndReservedCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProductQuery, ProductQueryVariables>;
export const ProductAppFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductAppFlags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"bulkable"}},{"kind":"Field","name":{"kind":"Name","value":"importableCsv"}}]}}]}}]} as unknown as DocumentNode<ProductAppFlagsQuery, ProductAppFlagsQueryVariables>;
export const ProductCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUuid"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"digitalProduct"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowInStock"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"productOptions"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"limited"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"boughtAndReservedCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProductCreateMutation, ProductCreateMutationVariables>;
export const ProductUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUuid"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"digitalProduct"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowInStock"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"productOptions"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"limited"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"boughtAndReservedCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProductUpdateMutation, ProductUpdateMutationVariables>;
export const ProductDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<ProductDeleteMutation, ProductDeleteMutationVariables>;
export const ProductsBulkUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductsBulkUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductsBulkUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsBulkUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"uuids"}}]}}]}}]} as unknown as DocumentNode<ProductsBulkUpdateMutation, ProductsBulkUpdateMutationVariables>;
export const CustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerListFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipientUuid"}},{"kind":"Field","name":{"kind":"Name","value":"ordersCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CustomersQuery, CustomersQueryVariables>;
export const CustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerListFields"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderListFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipientUuid"}},{"kind":"Field","name":{"kind":"Name","value":"ordersCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}}]}}]} as unknown as DocumentNode<CustomerQuery, CustomerQueryVariables>;
export const DeliveryAreasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryAreas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryAreas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryAreaFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PsgcPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsgcPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PsgcPlaceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMinDays"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMaxDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]} as unknown as DocumentNode<DeliveryAreasQuery, DeliveryAreasQueryVariables>;
export const DeliveryAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryAreaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PsgcPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsgcPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PsgcPlaceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMinDays"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMaxDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]} as unknown as DocumentNode<DeliveryAreaQuery, DeliveryAreaQueryVariables>;
export const DeliveryAreaCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryAreaCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAreaCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryAreaCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryAreaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PsgcPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsgcPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PsgcPlaceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMinDays"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMaxDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]} as unknown as DocumentNode<DeliveryAreaCreateMutation, DeliveryAreaCreateMutationVariables>;
export const DeliveryAreaUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryAreaUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAreaUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryAreaUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryAreaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PsgcPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PsgcPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PsgcPlaceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cityCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMinDays"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMaxDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]} as unknown as DocumentNode<DeliveryAreaUpdateMutation, DeliveryAreaUpdateMutationVariables>;
export const DeliveryAreaDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryAreaDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAreaDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryAreaDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<DeliveryAreaDeleteMutation, DeliveryAreaDeleteMutationVariables>;
export const PageRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InboxFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxRecipient"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxRecipient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"psid"}},{"kind":"Field","name":{"kind":"Name","value":"inboxPlatformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"messengerRead"}},{"kind":"Field","name":{"kind":"Name","value":"facebookCommentRead"}},{"kind":"Field","name":{"kind":"Name","value":"lastCustomerMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dummy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latestInboxMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}}]}}]}}]} as unknown as DocumentNode<PageRecipientsQuery, PageRecipientsQueryVariables>;
export const PageRecipientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageRecipient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxRecipient"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxRecipient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"psid"}},{"kind":"Field","name":{"kind":"Name","value":"inboxPlatformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"messengerRead"}},{"kind":"Field","name":{"kind":"Name","value":"facebookCommentRead"}},{"kind":"Field","name":{"kind":"Name","value":"lastCustomerMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dummy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latestInboxMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}}]}}]}}]} as unknown as DocumentNode<PageRecipientQuery, PageRecipientQueryVariables>;
export const FetchMessengerMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FetchMessengerMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRecipientUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchMessengerMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageRecipientUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRecipientUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxMessageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"featuredPhoto"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sendError"}},{"kind":"Field","name":{"kind":"Name","value":"humanAgentTag"}},{"kind":"Field","name":{"kind":"Name","value":"isButtonTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"noTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCarouselTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentiment"}},{"kind":"Field","name":{"kind":"Name","value":"generatedResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ecommerceProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reflection"}},{"kind":"Field","name":{"kind":"Name","value":"addedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<FetchMessengerMessagesQuery, FetchMessengerMessagesQueryVariables>;
export const UnreadMessagesCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadMessagesCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessagesCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}]}]}}]} as unknown as DocumentNode<UnreadMessagesCountQuery, UnreadMessagesCountQueryVariables>;
export const InboxProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"featuredPhoto"}}]}}]} as unknown as DocumentNode<InboxProductsQuery, InboxProductsQueryVariables>;
export const InboxMessageSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxMessageSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessageSendInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxMessageSend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"featuredPhoto"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sendError"}},{"kind":"Field","name":{"kind":"Name","value":"humanAgentTag"}},{"kind":"Field","name":{"kind":"Name","value":"isButtonTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"noTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCarouselTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentiment"}},{"kind":"Field","name":{"kind":"Name","value":"generatedResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ecommerceProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reflection"}},{"kind":"Field","name":{"kind":"Name","value":"addedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<InboxMessageSendMutation, InboxMessageSendMutationVariables>;
export const UpdateRecipientReadStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRecipientReadStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRecipientReadStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRecipientReadStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"messengerRead"}},{"kind":"Field","name":{"kind":"Name","value":"facebookCommentRead"}}]}}]}}]} as unknown as DocumentNode<UpdateRecipientReadStatusMutation, UpdateRecipientReadStatusMutationVariables>;
export const UpdateGeneratedResponseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGeneratedResponse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGeneratedResponseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGeneratedResponse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"inboxMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"featuredPhoto"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sendError"}},{"kind":"Field","name":{"kind":"Name","value":"humanAgentTag"}},{"kind":"Field","name":{"kind":"Name","value":"isButtonTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"noTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCarouselTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentiment"}},{"kind":"Field","name":{"kind":"Name","value":"generatedResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ecommerceProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reflection"}},{"kind":"Field","name":{"kind":"Name","value":"addedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<UpdateGeneratedResponseMutation, UpdateGeneratedResponseMutationVariables>;
export const InboxMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"InboxMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appGlobalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appGlobalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appGlobalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxMessageFields"}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxRecipient"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"featuredPhoto"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sendError"}},{"kind":"Field","name":{"kind":"Name","value":"humanAgentTag"}},{"kind":"Field","name":{"kind":"Name","value":"isButtonTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"noTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateButtonFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCarouselTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentiment"}},{"kind":"Field","name":{"kind":"Name","value":"generatedResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ecommerceProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"jsonCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reflection"}},{"kind":"Field","name":{"kind":"Name","value":"addedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxProductFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxRecipient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseUuid"}},{"kind":"Field","name":{"kind":"Name","value":"baseGlobalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}},{"kind":"Field","name":{"kind":"Name","value":"psid"}},{"kind":"Field","name":{"kind":"Name","value":"inboxPlatformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"messengerRead"}},{"kind":"Field","name":{"kind":"Name","value":"facebookCommentRead"}},{"kind":"Field","name":{"kind":"Name","value":"lastCustomerMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dummy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latestInboxMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}}]}}]}}]} as unknown as DocumentNode<InboxMessagesSubscription, InboxMessagesSubscriptionVariables>;
export const InboxMessagesCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"InboxMessagesCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appGlobalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxMessagesCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appGlobalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appGlobalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"messagesCount"}}]}}]}}]} as unknown as DocumentNode<InboxMessagesCountSubscription, InboxMessagesCountSubscriptionVariables>;
export const JobCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<JobCountsQuery, JobCountsQueryVariables>;
export const JobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Jobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"runAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<JobsQuery, JobsQueryVariables>;
export const JobRetryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobRetry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobRetry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"runAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode<JobRetryMutation, JobRetryMutationVariables>;
export const LaunchAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LaunchApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaunchAppInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"launchApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"storeStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"launchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}}]}}]}}]} as unknown as DocumentNode<LaunchAppMutation, LaunchAppMutationVariables>;
export const StoreLaunchAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreLaunchAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeLaunchAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"outsideWindow"}},{"kind":"Field","name":{"kind":"Name","value":"announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StoreLaunchAudienceQuery, StoreLaunchAudienceQueryVariables>;
export const StoreLaunchAnnounceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StoreLaunchAnnounce"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoreLaunchAnnounceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeLaunchAnnounce"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"outsideWindow"}},{"kind":"Field","name":{"kind":"Name","value":"announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StoreLaunchAnnounceMutation, StoreLaunchAnnounceMutationVariables>;
export const MessengerNotificationRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessengerNotificationRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messengerNotificationRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"psid"}},{"kind":"Field","name":{"kind":"Name","value":"optedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"reachableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastReachedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreachableSince"}},{"kind":"Field","name":{"kind":"Name","value":"unreachableReason"}}]}}]}}]} as unknown as DocumentNode<MessengerNotificationRecipientsQuery, MessengerNotificationRecipientsQueryVariables>;
export const MessengerNotificationRecipientRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessengerNotificationRecipientRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessengerNotificationRecipientRemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messengerNotificationRecipientRemove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<MessengerNotificationRecipientRemoveMutation, MessengerNotificationRecipientRemoveMutationVariables>;
export const MessengerNotificationOptInUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessengerNotificationOptInUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messengerNotificationOptInUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}]}]}}]} as unknown as DocumentNode<MessengerNotificationOptInUrlQuery, MessengerNotificationOptInUrlQueryVariables>;
export const MessengerPageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessengerPageTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"activePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"templatesSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"templatesSyncError"}},{"kind":"Field","name":{"kind":"Name","value":"orderUpdateTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeNotificationTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilityTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MessengerPageTemplatesQuery, MessengerPageTemplatesQueryVariables>;
export const PageUtilityTemplatesSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PageUtilityTemplatesSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageUtilityTemplatesSyncInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageUtilityTemplatesSync"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"templatesSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"templatesSyncError"}},{"kind":"Field","name":{"kind":"Name","value":"orderUpdateTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeNotificationTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilityTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PageUtilityTemplatesSyncMutation, PageUtilityTemplatesSyncMutationVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"limitNotice"}},{"kind":"Field","name":{"kind":"Name","value":"notificationableType"}},{"kind":"Field","name":{"kind":"Name","value":"notificationable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationsCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationsCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}]}]}}]} as unknown as DocumentNode<UnreadNotificationsCountQuery, UnreadNotificationsCountQueryVariables>;
export const NotificationMarkAsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationMarkAsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationMarkAsReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationMarkAsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]} as unknown as DocumentNode<NotificationMarkAsReadMutation, NotificationMarkAsReadMutationVariables>;
export const NotificationMarkAllAsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationMarkAllAsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationMarkAllAsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<NotificationMarkAllAsReadMutation, NotificationMarkAllAsReadMutationVariables>;
export const NotificationCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"limitNotice"}},{"kind":"Field","name":{"kind":"Name","value":"notificationableType"}},{"kind":"Field","name":{"kind":"Name","value":"notificationable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profilePic"}}]}}]}}]} as unknown as DocumentNode<NotificationCreateSubscription, NotificationCreateSubscriptionVariables>;
export const BrowserNotificationCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BrowserNotificationCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browserNotificationCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"bundleKey"}},{"kind":"Field","name":{"kind":"Name","value":"pageRecipientName"}}]}}]}}]} as unknown as DocumentNode<BrowserNotificationCreateSubscription, BrowserNotificationCreateSubscriptionVariables>;
export const NotificationEmailRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationEmailRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationEmailRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}}]}}]} as unknown as DocumentNode<NotificationEmailRecipientsQuery, NotificationEmailRecipientsQueryVariables>;
export const NotificationEmailRecipientAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationEmailRecipientAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationEmailRecipientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationEmailRecipientAdd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}}]}}]} as unknown as DocumentNode<NotificationEmailRecipientAddMutation, NotificationEmailRecipientAddMutationVariables>;
export const NotificationEmailRecipientRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationEmailRecipientRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationEmailRecipientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationEmailRecipientRemove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<NotificationEmailRecipientRemoveMutation, NotificationEmailRecipientRemoveMutationVariables>;
export const NotificationTestSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationTestSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationTestSendInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationTestSend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<NotificationTestSendMutation, NotificationTestSendMutationVariables>;
export const OrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advance"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"advance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advance"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderListFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}}]}}]} as unknown as DocumentNode<OrdersQuery, OrdersQueryVariables>;
export const OrderCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<OrderCountsQuery, OrderCountsQueryVariables>;
export const OrderAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ordersExportable"}}]}}]}}]} as unknown as DocumentNode<OrderAppQuery, OrderAppQueryVariables>;
export const OrderByTransactionNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderByTransactionNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderByTransactionNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"convenienceFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"autoConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatusUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositSlipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<OrderByTransactionNumberQuery, OrderByTransactionNumberQueryVariables>;
export const OrderStatusUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderStatusUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatusUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStatusUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"convenienceFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"autoConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatusUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositSlipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<OrderStatusUpdateMutation, OrderStatusUpdateMutationVariables>;
export const OrderPaymentStatusUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderPaymentStatusUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPaymentStatusUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPaymentStatusUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"convenienceFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"autoConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatusUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositSlipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<OrderPaymentStatusUpdateMutation, OrderPaymentStatusUpdateMutationVariables>;
export const OrdersExportCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersExportCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advance"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersExportCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"advance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advance"}}}]}]}}]} as unknown as DocumentNode<OrdersExportCsvQuery, OrdersExportCsvQueryVariables>;
export const OrderRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderReminders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingOrdersReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"completeBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fetchAdvanceOrdersForToday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}}]}}]}}]} as unknown as DocumentNode<OrderRemindersQuery, OrderRemindersQueryVariables>;
export const ConnectedPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectedPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"activePagePhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fbPageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscribeError"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectedPageQuery, ConnectedPageQueryVariables>;
export const FacebookLoginUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacebookLoginUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnPath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebookLoginUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"returnPath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnPath"}}}]}]}}]} as unknown as DocumentNode<FacebookLoginUrlQuery, FacebookLoginUrlQueryVariables>;
export const FacebookLoginCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacebookLoginComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookLoginCompleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebookLoginComplete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fbPageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connectedElsewhere"}}]}}]}}]}}]} as unknown as DocumentNode<FacebookLoginCompleteMutation, FacebookLoginCompleteMutationVariables>;
export const FacebookPageConnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacebookPageConnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookPageConnectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebookPageConnect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"activePagePhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fbPageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscribeError"}}]}}]}}]}}]} as unknown as DocumentNode<FacebookPageConnectMutation, FacebookPageConnectMutationVariables>;
export const FacebookPageDisconnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacebookPageDisconnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookPageDisconnectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebookPageDisconnect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"activePagePhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}}]} as unknown as DocumentNode<FacebookPageDisconnectMutation, FacebookPageDisconnectMutationVariables>;
export const UpdatePageImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpdatePageImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePageImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]}}]} as unknown as DocumentNode<UpdatePageImageQuery, UpdatePageImageQueryVariables>;
export const PersistentMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersistentMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"persistentMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersistentMenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersistentMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersistentMenuSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"needsPrimaryApp"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webHeight"}}]}}]}}]} as unknown as DocumentNode<PersistentMenuQuery, PersistentMenuQueryVariables>;
export const PersistentMenuSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PersistentMenuSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersistentMenuSaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"persistentMenuSave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersistentMenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersistentMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersistentMenuSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"needsPrimaryApp"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webHeight"}}]}}]}}]} as unknown as DocumentNode<PersistentMenuSaveMutation, PersistentMenuSaveMutationVariables>;
export const PlanFileSizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanFileSize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentAppEnterprisePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enterprisePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileSizeLimit"}}]}}]}}]}}]} as unknown as DocumentNode<PlanFileSizeQuery, PlanFileSizeQueryVariables>;
export const SetupAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bundleKey"}},{"kind":"Field","name":{"kind":"Name","value":"launchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasDefaultPaymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"activePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appearance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreAppearanceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreAppearanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreAppearance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeText"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}}]}}]} as unknown as DocumentNode<SetupAppQuery, SetupAppQueryVariables>;
export const StoreAppearanceUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StoreAppearanceUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoreAppearanceUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeAppearanceUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreAppearanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreAppearanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreAppearance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeText"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}}]}}]} as unknown as DocumentNode<StoreAppearanceUpdateMutation, StoreAppearanceUpdateMutationVariables>;
export const SetupChecklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupChecklist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAppByUuid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"launchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasDefaultPaymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"businessDescription"}},{"kind":"Field","name":{"kind":"Name","value":"categoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetupChecklistQuery, SetupChecklistQueryVariables>;
export const CartSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"subcategorized"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTax"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTaxType"}},{"kind":"Field","name":{"kind":"Name","value":"addressInputType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"expiration"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateType"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingRequiredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"locationScope"}},{"kind":"Field","name":{"kind":"Name","value":"chargeDeliveryFeeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"requiredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"enableProductLocationAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"digitalProduct"}}]}}]} as unknown as DocumentNode<CartSettingQuery, CartSettingQueryVariables>;
export const CartSettingUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CartSettingUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartSettingUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartSettingUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"subcategorized"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTax"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTaxType"}},{"kind":"Field","name":{"kind":"Name","value":"addressInputType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"expiration"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDateType"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingRequiredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"locationScope"}},{"kind":"Field","name":{"kind":"Name","value":"chargeDeliveryFeeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"requiredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"enableProductLocationAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"digitalProduct"}}]}}]} as unknown as DocumentNode<CartSettingUpdateMutation, CartSettingUpdateMutationVariables>;
export const StorePaymentAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorePaymentAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storePaymentAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorePaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"qrPhotoUuid"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}}]} as unknown as DocumentNode<StorePaymentAccountsQuery, StorePaymentAccountsQueryVariables>;
export const StorePaymentAccountCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorePaymentAccountCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StorePaymentAccountCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storePaymentAccountCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorePaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"qrPhotoUuid"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}}]} as unknown as DocumentNode<StorePaymentAccountCreateMutation, StorePaymentAccountCreateMutationVariables>;
export const StorePaymentAccountUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorePaymentAccountUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StorePaymentAccountUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storePaymentAccountUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StorePaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"qrPhotoUuid"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}}]} as unknown as DocumentNode<StorePaymentAccountUpdateMutation, StorePaymentAccountUpdateMutationVariables>;
export const StorePaymentAccountDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorePaymentAccountDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StorePaymentAccountDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storePaymentAccountDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<StorePaymentAccountDeleteMutation, StorePaymentAccountDeleteMutationVariables>;
export const ShippingMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShippingMethods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingMethodFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAddress"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}}]} as unknown as DocumentNode<ShippingMethodsQuery, ShippingMethodsQueryVariables>;
export const ShippingMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShippingMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAddress"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}}]} as unknown as DocumentNode<ShippingMethodQuery, ShippingMethodQueryVariables>;
export const ShippingMethodCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShippingMethodCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingMethodCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingMethodCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAddress"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}}]} as unknown as DocumentNode<ShippingMethodCreateMutation, ShippingMethodCreateMutationVariables>;
export const ShippingMethodUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShippingMethodUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingMethodUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingMethodUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"appUuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAddress"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}}]} as unknown as DocumentNode<ShippingMethodUpdateMutation, ShippingMethodUpdateMutationVariables>;
export const ShippingMethodDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShippingMethodDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingMethodDeleteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingMethodDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<ShippingMethodDeleteMutation, ShippingMethodDeleteMutationVariables>;
export const WhiteLabelContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhiteLabelContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"origin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whiteLabelContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"origin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"origin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLabelLogo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLabelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLabelDomain"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLabelHeader"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLabelStatus"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLabelFavicon"}}]}}]}}]} as unknown as DocumentNode<WhiteLabelContentQuery, WhiteLabelContentQueryVariables>;
export const StorefrontDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Storefront"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storefront"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowProductRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"allowAdvanceOrder"}},{"kind":"Field","name":{"kind":"Name","value":"appearance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cartSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeShippingRequiredAmount"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTax"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTaxType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeType"}},{"kind":"Field","name":{"kind":"Name","value":"chargeDeliveryFeeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"addressInputType"}},{"kind":"Field","name":{"kind":"Name","value":"locationScope"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAddress"}}]}}]}}]}}]} as unknown as DocumentNode<StorefrontQuery, StorefrontQueryVariables>;
export const StoreProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<StoreProductsQuery, StoreProductsQueryVariables>;
export const StoreProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"optionValues"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]}}]} as unknown as DocumentNode<StoreProductQuery, StoreProductQueryVariables>;
export const StoreDeliveryPlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreDeliveryPlaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeDeliveryPlaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"singleCityCode"}}]}}]}}]} as unknown as DocumentNode<StoreDeliveryPlacesQuery, StoreDeliveryPlacesQueryVariables>;
export const StoreDeliveryQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreDeliveryQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provinceCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cityCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeDeliveryQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"regionCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"provinceCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provinceCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"cityCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cityCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivers"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"areaName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMinDays"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMaxDays"}}]}}]}}]} as unknown as DocumentNode<StoreDeliveryQuoteQuery, StoreDeliveryQuoteQueryVariables>;
export const StoreCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StoreCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoreCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}}]}}]}}]} as unknown as DocumentNode<StoreCheckoutMutation, StoreCheckoutMutationVariables>;
export const StoreOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositSlipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canUploadDepositSlip"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<StoreOrderQuery, StoreOrderQueryVariables>;
export const StoreOrderDepositSlipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StoreOrderDepositSlip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobileNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depositSlipUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeOrderDepositSlip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobileNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobileNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"depositSlipUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depositSlipUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"advanceOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositSlipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canUploadDepositSlip"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"variantName"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<StoreOrderDepositSlipMutation, StoreOrderDepositSlipMutationVariables>;