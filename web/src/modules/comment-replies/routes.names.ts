import type { AppRouteName, BundleKey } from '../../bundles';

/** The Comment Auto-Reply routes (list, create, edit) of each bundle that has them. */
const ROUTES = {
  'ecommerce-b2c': {
    list: 'ecommerce-affiliate-automation',
    create: 'ecommerce-affiliate-automation-new',
    edit: 'ecommerce-affiliate-automation-edit',
  },
  affiliate: {
    list: 'affiliate-automation',
    create: 'affiliate-automation-new',
    edit: 'affiliate-automation-edit',
  },
} as const satisfies Partial<Record<BundleKey, Record<'list' | 'create' | 'edit', AppRouteName>>>;

export type CommentReplyRoutes = (typeof ROUTES)[keyof typeof ROUTES];

export const COMMENT_REPLY_ROUTES: readonly CommentReplyRoutes[] = Object.values(ROUTES);

/** The routes of the app's bundle (the ecommerce ones for any other bundle). */
export const commentReplyRoutes = (key: BundleKey): CommentReplyRoutes =>
  key === 'affiliate' ? ROUTES.affiliate : ROUTES['ecommerce-b2c'];
