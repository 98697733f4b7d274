/** Store announcements: a banner on the storefront, scheduled from the console (store-announcement-manager). */
import './announcements.graphql.ts';

export { currentAnnouncement } from './announcements.service.ts';
export type { StoreAnnouncementRow } from './announcements.tables.ts';
