/** The apps domain's public surface: apps and the tenancy guard, pages, members, support and notification recipients. */
import './apps.settings.graphql.ts';
import './apps.connect.graphql.ts';
import './apps.store-status.graphql.ts';

export {
  connectPage,
  META_CALLBACK_PATH,
  metaLoginCallback,
  NO_ACTIVE_PAGE,
  PAGE_TAKEN,
} from './apps.connect.ts';
export type { AppsEvents } from './apps.events.ts';
export { AppType, MemberRoleEnum, PageType } from './apps.graphql.ts';
export {
  type AppMembership,
  appMembership,
  membershipAccessOrThrow,
  membershipRowOrThrow,
} from './apps.live.ts';
export { claimMdrApplied, MDR_EXCLUDED_BUNDLES, mdrAsked } from './apps.mdr.ts';
export { seatsInUse } from './apps.members.ts';
export { type OwnedStore, storesOwnedBy } from './apps.owners.ts';
export {
  activePageByFbId,
  activePageOf,
  lockPage,
  markTemplatesSynced,
  markTemplatesSyncFailed,
  pageAccessToken,
  pageByUuid,
  pageConnectedElsewhere,
  pageLoader,
  pagesByUuids,
  replaceActivePage,
} from './apps.pages.ts';
export {
  DEFAULT_MAINTENANCE_MESSAGE,
  MEMBER_ROLES,
  type MemberRole,
  type ServiceBundle,
  STORE_STATUS,
  type StoreStatus,
  storeTakesOrders,
} from './apps.rules.ts';
export {
  activePageLoader,
  appAccessOrThrow,
  appByUuid,
  appOrThrow,
  appRowOrThrow,
  createApp,
  isAppMember,
  launchedAppsAfter,
  lockStore,
  renameApp,
  setSentimentAnalysis,
} from './apps.service.ts';
export {
  changeStoreStatus,
  deactivateStore,
  markLaunched,
  reactivateStore,
  setStoreDeactivated,
} from './apps.store-status.ts';
export { addRecipient, listRecipients, removeRecipient, verifiedRecipientEmails } from './apps.support.ts';
export type { AppRow, PageRow } from './apps.tables.ts';
export { registerAppsMetaListeners } from './listeners/meta.ts';
export { registerAppsLiveListeners } from './listeners/publish-live.ts';
export { registerAppsMailListeners } from './listeners/send-mail.ts';
