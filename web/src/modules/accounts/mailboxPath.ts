/** The developer mailbox (demo mode): its own module, so the lean sign-in page links to it without the bundles. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';
