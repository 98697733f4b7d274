/** Bills as the Billing Manager shows them. */

/** How a bill's status reads on a chip: the billing widget's colours (document 3 §2 screen 1). */
export const BILL_STATUS_COLORS = {
  for_payment: 'error',
  payment_submitted: 'warning',
  paid: 'success',
} as const;

/** The day before a YYYY-MM-DD day. */
const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** '2027-03-15 – 2027-04-14': the period's first and last days (its end is exclusive). */
export const periodText = (start: string, end: string): string => `${start} – ${dayBefore(end)}`;

export const NO_BILLS = "No bills yet. Your first bill comes a month after your store's launch.";

export const PAYMENT_SENT = 'Payment sent to your default payment method';
export const PAYMENT_WAITING =
  'Your payment is on its way. This bill is marked paid as soon as the payment provider confirms it.';

/** Why the bill still asks for payment after a charge, in plain words. */
export const chargeFailedText = (code: string): string =>
  `Your last payment did not go through (${code}). Please try again, or choose another default payment method.`;

/** Document 3 §2, verbatim: the Extend Payment button's tooltip. */
export const EXTEND_TOOLTIP = 'An additional 10 days extension will be applied to settle your payment.';
export const EXTENDED = 'Your due date was extended by 10 days';

export const SLIP_REQUIRED = 'Please add a photo of your deposit slip';
export const SLIP_SENT = 'Deposit slip sent. We will confirm your payment within one business day.';
export const SLIP_WAITING =
  'Your deposit slip was sent. This bill is marked paid as soon as Suki confirms the deposit (within one business day).';
export const SLIP_STATUS = {
  submitted: { label: 'Waiting for confirmation', color: 'info' },
  confirmed: { label: 'Confirmed', color: 'success' },
  refused: { label: 'Not confirmed', color: 'error' },
} as const;

/** Document 3 §2 screen 5 and §8, verbatim. */
export const DEACTIVATION_NOTICE = 'Please settle your payments to continue using your In-App Store.';
/** Document 3 §2 screen 4: 24 hours remain. */
export const LAST_DAY_NOTICE =
  'Your grace period ends in 24 hours. Please settle your payments to keep your In-App Store open.';
export const GRACE_ACTIVATED =
  'Your store is open again for 3 days. Please settle your payments before then.';
export const GRACE_HELP =
  'Reopens your store for 3 days while you arrange your payment. You can use it once per bill.';

export const NO_SLIPS = 'No deposit slips are waiting for review.';
export const SLIP_CONFIRMED = 'Deposit slip confirmed: the bill is paid';
export const SLIP_REFUSED = 'Deposit slip refused: the merchant was told why';
