/**
 * Product constants from the specification (document 1 §9 and document 3 §9), plus the
 * user-facing messages of the shell (document 1 §8, document 3 §8) that more than one screen shows.
 */

// Paging
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MESSAGES_FIRST_PAGE = 7;
export const MESSAGES_NEXT_PAGE = 5;
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

// Timing
export const ALERT_AUTO_HIDE_MS = 3000;
export const SCROLL_ANIMATION_MS = 500;
export const IDLE_LOGOUT_MS = 20 * 60 * 1000;
export const IDLE_LOGOUT_DELAY_MS = 5000;
/** The second reading of the idle rule (document 1 §4): 5 minutes, checked every second. */
export const SHORT_IDLE_LOGOUT_MS = 5 * 60 * 1000;
export const IDLE_CHECK_INTERVAL_MS = 1000;
export const CHATBOT_REFRESH_SPINNER_MS = 500;
export const BILLING_WIDGET_ANIMATION_MS = 2000;

// Session
/** Tokens issued before this instant (seconds since the epoch) are refused. */
export const TOKEN_VALID_FROM = 1715337304;

// Limits
export const BADGE_CAP = 99;
export const DESCRIPTION_LIMIT = 800;
/** Bytes; shown to users as 5MB. */
export const MAX_FILE_SIZE = 5_000_000;
export const MAX_VOUCHER_CODES = 3;

// Dates and time
export const DATE_TIME_FORMAT = 'YYYY-MM-DD hh:mm a';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_24_FORMAT = 'YYYY-MM-DD HH:mm';
export const TIME_FORMAT = 'HH:mm';
export const MESSAGE_TIMESTAMP_FORMAT = 'MM/DD/YYYY, h:mm A';
export const TIME_ZONE = 'Asia/Manila';

// Locale
export const DEFAULT_MAP_CENTER: Readonly<{ lat: number; lng: number }> = { lat: 14.6032, lng: 121.0921 };
export const PHONE_PREFIX = '+63';
export const DEFAULT_NATIONALITY = 'PH';

// Layout (px unless a unit is given)
export const USER_DRAWER_WIDTH = 230;
export const NAV_DRAWER_WIDTH = 332;
export const NAV_DRAWER_WIDTH_XS = 230;
export const NOTIFICATION_DRAWER_WIDTH = 637;
export const NOTIFICATION_DRAWER_WIDTH_SM = 450;
export const PREVIEW_DRAWER_WIDTH = 500;
export const PREVIEW_DRAWER_WIDTH_XS = 637;
export const NAV_HEIGHT = 72;
export const NAV_HEIGHT_XS = 62;
/** Default dialog width (billing and most confirmation dialogs). */
export const DIALOG_WIDTH = 400;
/** Mark-all-as-read confirmation. */
export const DIALOG_WIDTH_MD = 450;
/** Support Contact Details dialog. */
export const DIALOG_WIDTH_LG = 600;
export const MODAL_WIDTHS: readonly string[] = ['40vw', '55vw', '65vw', '100vw'];
export const CAROUSEL_IMAGE_HEIGHT = 120;

// Messages
export const EXPIRED_ACCESS_TOKEN = 'Expired access token';
export const IDLE_MESSAGE =
  "You've been idle for 20 minutes. Please login to continue. (You will automatically be logged out in 5 seconds).";
export const GENERIC_SERVER_ERROR = 'Something went wrong please try again later';
export const UNKNOWN_USER_TYPE = 'Something went wrong. Please try again later.';
export const NOTIFICATIONS_MARKED_READ = 'All notifications marked as read';
export const NOTIFICATIONS_MARK_FAILED = 'Failed to mark notifications as read';
export const NO_ACTIVE_PAGE = 'No active page';

export const CLIENT_VERSION = '2.49.1';
