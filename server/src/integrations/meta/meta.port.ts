/**
 * Facebook Login for Business and the Page edges Suki needs, behind a port: Meta's Graph API (graph.ts),
 * pointed at Meta or at the local fake Meta (fake.ts) that the embedded default serves under /fake-meta.
 */

/** A page the signed-in Facebook user manages, with its page access token (a secret: seal it at rest). */
export interface MetaPage {
  id: string;
  name: string;
  accessToken: string;
  pictureUrl: string | null;
}

export interface MetaPageRequest {
  fbPageId: string;
  accessToken: string;
}

/** One persistent-menu button as Messenger's profile API takes it. */
export interface MetaMenuButton {
  type: 'web_url' | 'postback';
  title: string;
  url?: string;
  payload?: string;
  webviewHeightRatio?: 'compact' | 'tall' | 'full';
}

/** The webhook fields a connected page is subscribed to (what /webhooks/meta reads). */
export const SUBSCRIBED_FIELDS = [
  'messages',
  'messaging_postbacks',
  'messaging_optins',
  'messaging_referrals',
  'message_echoes',
  // Broadcasts' delivery and read receipts.
  'message_deliveries',
  'message_reads',
  'feed',
] as const;

/** Graph API error subcode: the app is not the page's primary receiver (persistent menu refused). */
export const NOT_PRIMARY_APP_SUBCODE = 2018297;

/** Meta refused a call, or could not be reached. `reason` is Meta's own message. */
export class MetaError extends Error {
  constructor(
    message: string,
    readonly detail: { reason?: string; code?: number; subcode?: number; unreachable?: boolean } = {},
  ) {
    super(message);
  }
}

export interface Meta {
  /** The login dialog (Facebook Login for Business: config_id) that returns to `redirectUri` with a code. */
  dialogUrl(request: { redirectUri: string; state: string }): string;
  /** The code → a user access token (GET /oauth/access_token), exchanged for a long-lived one. */
  userToken(request: { code: string; redirectUri: string }): Promise<string>;
  /** GET /me/accounts: the pages the user manages, with page tokens and pictures. */
  pages(userToken: string): Promise<MetaPage[]>;
  /** POST /{page-id}/subscribed_apps with SUBSCRIBED_FIELDS. */
  subscribe(page: MetaPageRequest): Promise<void>;
  /** DELETE /{page-id}/subscribed_apps. */
  unsubscribe(page: MetaPageRequest): Promise<void>;
  /** GET /{page-id}/picture?redirect=false: the page photo's current URL. */
  picture(page: MetaPageRequest): Promise<string | null>;
  /** POST /{page-id}/messenger_profile with persistent_menu; no buttons deletes the menu. */
  setPersistentMenu(page: MetaPageRequest, buttons: readonly MetaMenuButton[]): Promise<void>;
}
