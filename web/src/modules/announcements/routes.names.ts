import type { AppRouteName } from '../../bundles';

/** The ecommerce bundle's store-announcement-manager routes (document 2 §2.3). */
export const ANNOUNCEMENT_ROUTES = {
  list: 'ecommerce-store-announcements',
  create: 'ecommerce-store-announcements-new',
  edit: 'ecommerce-store-announcements-edit',
  /** Where an announcement is sent on as a broadcast. */
  broadcast: 'ecommerce-broadcast',
} as const satisfies Record<string, AppRouteName>;
