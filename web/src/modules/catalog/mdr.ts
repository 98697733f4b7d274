/*
 * The payment fee (MDR) flow as pure rules (document 3 §4 MDR flow, §5 MDR confirm, §8, §9).
 * Philippine consumer rules forbid surcharging the fee, so it must already be in every price.
 */
import { askedOnce } from '../../shell/askedOnce';

/** Document 3 §8, "MDR applied". */
export const MDR_APPLIED_MESSAGE = '2.5% MDR is already applied to all product prices';
/** Document 3 §5, "MDR confirm". */
export const CONFIRM_WORD = 'CONFIRM';
export const CONFIRM_MESSAGE = "Please type 'CONFIRM'";

/** The steps of the dialog, in the order the merchant meets them. */
export type MdrStep = 'question' | 'sample' | 'list' | 'confirm' | 'done';

/** The console's bundle keys never asked (document 3 §4: insurance, inquiry, affiliate). */
const EXCLUDED_BUNDLES = ['insurance-bundle', 'inquiry-bundle', 'affiliate-bundle'];

export interface MdrApp {
  bundleKey: string;
  mdrApplied: boolean;
  mainStore: boolean;
}

/** The dialog shows when MDR is not applied, the app is not a main store and its bundle is not excluded. */
export const mdrDue = (app: MdrApp): boolean =>
  !app.mdrApplied && !app.mainStore && !EXCLUDED_BUNDLES.includes(app.bundleKey);

/** Whether the MDR question concerns this store at all (applied or not). */
export const mdrAsked = (app: MdrApp): boolean => !app.mainStore && !EXCLUDED_BUNDLES.includes(app.bundleKey);

/** Shopify apps skip the question: their prices live in Shopify, so only "already included" applies. */
export const isShopify = (bundleKey: string): boolean => bundleKey === 'shopify-bundle';

/** The confirmation text as typed, forced uppercase (document 3 §5). */
export const confirmInput = (typed: string): string => typed.toUpperCase();

/** null when the text is CONFIRM (ignoring case); else the message. */
export const confirmProblem = (typed: string): string | null =>
  confirmInput(typed.trim()) === CONFIRM_WORD ? null : CONFIRM_MESSAGE;

export interface SampleRow {
  method: string;
  /** thousandths */
  perMille: number;
  /** centavos */
  fee: number;
  net: number;
}

/** The sample sale of document 3 §9: ₱1,000.00. */
export const SAMPLE_AMOUNT = 100_000;

/** The fee on an amount, in centavos, rounded half up. */
export const feeOf = (centavos: number, perMille: number): number =>
  Math.floor((centavos * perMille + 500) / 1000);

/** Net pay on ₱1,000 per method of document 3 §9. */
export const SAMPLE_ROWS: readonly SampleRow[] = (
  [
    ['Card and e-wallet (GCash, Maya)', 25],
    ['GLife', 35],
    ['Pay later', 15],
    ['Other e-wallets', 25],
  ] as const
).map(([method, perMille]) => {
  const fee = feeOf(SAMPLE_AMOUNT, perMille);
  return { method, perMille, fee, net: SAMPLE_AMOUNT - fee };
});

/** "2.5%" from thousandths. */
export const percentText = (perMille: number): string => `${perMille / 10}%`;

/** "Later" on the self-opening dialog: it stays closed for that store in this browser (issue 15). */
const mdrLater = askedOnce('suki.mdrLater');

export const isMdrDeferred = (appUuid: string, storage: Pick<Storage, 'getItem'> = localStorage) =>
  mdrLater.deferred(appUuid, storage);

export const deferMdr = (appUuid: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage) =>
  mdrLater.defer(appUuid, storage);
