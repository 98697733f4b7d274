import { formatPeso } from '../../../platform/money.ts';
import { unsupportedIdentifiers, unsupportedStatusClaims } from './facts.ts';
import { findMentions, type Mention, titleCaseRuns } from './mentions.ts';
import { findPesoAmounts } from './money.ts';
import { normalize, words } from './text.ts';
import type { CatalogProduct, CustomerOrder } from './types.ts';
import { pricesOf } from './variants.ts';

/**
 * The supervisor: the last agent before a reply is suggested. It checks every peso amount and every
 * product name in a draft against the tool results (the catalog, the customer's order, the merchant's
 * policies). An amount next to a product name must be that product's price (or a multiple of it when a
 * quantity is written); any other amount must be a catalog price, the order's total or an amount the
 * merchant's policies state. A capitalized name that looks like a product but is not in the catalog is
 * rejected, and so is an order number or a long number (an account, a phone) that neither the order
 * nor the policies hold, or a status the order does not have ("on its way" for a pending order). On any
 * mismatch the draft is rewritten from catalog data, or declined (reply null): a
 * wrong price never reaches the customer.
 */
export interface SupervisorInput {
  draft: string;
  /** The products the draft offers (the carousel). */
  products: readonly CatalogProduct[];
  catalog: readonly CatalogProduct[];
  order: CustomerOrder | null;
  storePolicies: string;
  /** Names that are not products: the store's and the customer's. */
  knownNames: readonly string[];
}

export interface AmountCheck {
  raw: string;
  centavos: number;
  /** The product the amount was read as the price of, if any. */
  product: string | null;
  ok: boolean;
}

export interface SupervisorReport {
  ok: boolean;
  issues: string[];
  amounts: AmountCheck[];
  /** Catalog products the draft names unambiguously. */
  mentioned: CatalogProduct[];
  /** The offered products as the catalog has them; unknown or out-of-stock ones dropped. */
  products: CatalogProduct[];
}

const TOTAL_WORDS =
  /\b(?:total|subtotal|shipping|delivery|fee|sf|discount|less|minimum|min|above|over|free|lahat|kabuuan)\b/i;
const LIST_ITEM = /^\s*(?:[-•*]|\d{1,2}[.)])\s+/;
const QUANTITY =
  /(?<![\d.,₱])\b(\d{1,2})\s*(?:x|pcs?|pieces?|packs?|jars?|boxes?|trays?|bottles?|orders?|sets?)?\b(?![\d.,])/gi;

/** Words that start capitalized in ordinary replies and never name a product. */
const COMMON = new Set(
  `hi hello hey good day morning afternoon evening thank thanks you your sure sorry salamat po yes no
  please ok okay order orders welcome here the we our i it is are this that would like want let us
  anything else may iba pa eto ito narito sige got oh naku yes great perfect monday tuesday wednesday
  thursday friday saturday sunday january february march april june july august september october
  november december metro manila gcash maya cod cash delivery bank transfer messenger facebook
  philippines luzon visayas mindanao good news shall add cart happy shopping magandang araw mabuhay
  ate kuya sir maam ma'am miss`.split(/\s+/),
);

/** Nouns that make a capitalized run look like a product name. */
const PRODUCT_NOUNS = new Set(
  `tee shirt tshirt polo pants shorts dress skirt hoodie jacket bag tote hat cap jar pack tray box bottle
  tub bar cake flan pie bread pandesal juice tea coffee jam chips snack set kit bundle`.split(/\s+/),
);

export function reviewDraft(input: SupervisorInput): SupervisorReport {
  const { draft, catalog } = input;
  const issues: string[] = [];
  const mentions = findMentions(draft, catalog);
  const segments = segmentsOf(draft);
  const segmentAt = (pos: number) => segments.findIndex((s) => pos >= s.start && pos < s.end);
  const inSegment = (i: number) =>
    mentions.filter((m) => m.start >= (segments[i]?.start ?? 0) && m.end <= (segments[i]?.end ?? 0));

  const named = unique(mentions.filter((m) => m.products.length === 1).flatMap((m) => m.products));
  const allowed = new Set<number>([
    ...catalog.flatMap(pricesOf),
    ...findPesoAmounts(input.storePolicies).map((a) => a.centavos),
    ...(input.order ? [input.order.total] : []),
  ]);
  if (named.length > 1) allowed.add(named.reduce((sum, p) => sum + p.price, 0));
  const catalogPrices = new Set(catalog.flatMap(pricesOf));

  const amounts: AmountCheck[] = [];
  for (const amount of findPesoAmounts(draft)) {
    const index = segmentAt(amount.start);
    const segment = segments[index];
    const segText = segment ? draft.slice(segment.start, segment.end) : '';
    let target: Mention | undefined;
    const here = inSegment(index);
    // "Free delivery on orders of ₱1,500": a fee or total the policies or the order state.
    if (TOTAL_WORDS.test(segText) && allowed.has(amount.centavos) && !catalogPrices.has(amount.centavos)) {
      amounts.push({ raw: amount.raw, centavos: amount.centavos, product: null, ok: true });
      continue;
    }
    if (here.length > 0) {
      target = [...here].reverse().find((m) => m.end <= amount.start) ?? here[0];
    } else if (!TOTAL_WORDS.test(segText) && index > 0) {
      target = inSegment(index - 1).at(-1);
    }
    if (target) {
      const quantities = [
        1,
        ...[...segText.replace(/₱\s?[\d,.]+/g, ' ').matchAll(QUANTITY)].map((m) => Number(m[1])),
      ];
      const ok = target.products.some((p) =>
        pricesOf(p).some((price) => quantities.some((q) => q > 0 && price * q === amount.centavos)),
      );
      const names = target.products.map((p) => `${p.name} (${formatPeso(p.price)})`).join(' or ');
      amounts.push({
        raw: amount.raw,
        centavos: amount.centavos,
        product: target.products[0]?.name ?? null,
        ok,
      });
      if (!ok) issues.push(`${amount.raw.trim()} is not the price of ${names}`);
    } else {
      const ok = allowed.has(amount.centavos);
      amounts.push({ raw: amount.raw, centavos: amount.centavos, product: null, ok });
      if (!ok) issues.push(`${amount.raw.trim()} is not a catalog price, the order total or a policy amount`);
    }
  }

  issues.push(...unknownNames(input, mentions, segments));
  issues.push(...unsupportedIdentifiers(draft, input));
  issues.push(...unsupportedStatusClaims(draft, input.order));

  const byUuid = new Map(catalog.map((p) => [p.uuid, p]));
  const products: CatalogProduct[] = [];
  for (const offered of input.products) {
    const real = byUuid.get(offered.uuid);
    if (!real) issues.push(`offers "${offered.name}", which is not in the catalog`);
    else if (real.inStock && !products.includes(real)) products.push(real);
  }
  return { ok: issues.length === 0, issues, amounts, mentioned: named, products };
}

/** Capitalized product-like names and list items that name nothing in the catalog. */
function unknownNames(
  input: SupervisorInput,
  mentions: readonly Mention[],
  segments: readonly Segment[],
): string[] {
  const { draft, catalog } = input;
  const issues: string[] = [];
  const allowedWords = new Set([
    ...COMMON,
    ...input.knownNames.flatMap((n) => words(n)),
    ...titleCaseRuns(input.storePolicies).flatMap((r) => words(r.text)),
    ...catalog.flatMap((p) => p.variants.flatMap((v) => words(v.name))),
  ]);
  const variantNames = [...new Set(catalog.flatMap((p) => p.variants.map((v) => normalize(v.name))))];
  const nouns = new Set([...PRODUCT_NOUNS, ...catalog.flatMap((p) => words(p.name).slice(-1))]);
  const overlapsMention = (start: number, end: number) =>
    mentions.some((m) => start < m.end && end > m.start);
  const segmentOf = (pos: number) => segments.find((s) => pos >= s.start && pos < s.end);

  for (const run of titleCaseRuns(draft)) {
    if (overlapsMention(run.start, run.end)) continue;
    const runWords = words(run.text);
    if (runWords.every((w) => allowedWords.has(w))) continue;
    const seg = segmentOf(run.start);
    const segText = seg ? draft.slice(seg.start, seg.end) : '';
    const withAmount = findPesoAmounts(segText).length > 0;
    const listed = seg ? LIST_ITEM.test(draft.slice(seg.lineStart, seg.end)) : false;
    if (withAmount || listed || nouns.has(runWords.at(-1) ?? '')) {
      issues.push(`"${run.text}" is not a product in the catalog`);
    }
  }
  let lineStart = 0;
  for (const line of draft.split('\n')) {
    const start = lineStart;
    lineStart += line.length + 1;
    if (!LIST_ITEM.test(line) || findPesoAmounts(line).length === 0) continue;
    // "• Family (good for 8) — ₱1,250.00" under "Pancit Bilao comes in:": a variant's own line.
    const variantLine = variantNames.some((n) => normalize(line).includes(n));
    if (!variantLine && !mentions.some((m) => m.start >= start && m.end <= start + line.length)) {
      issues.push(`list item "${line.trim()}" names no catalog product`);
    }
  }
  return [...new Set(issues)];
}

interface Segment {
  start: number;
  end: number;
  lineStart: number;
}

/** Lines, and sentences within lines (a decimal point is not a sentence end). */
function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    let start = lineStart;
    for (const m of line.matchAll(/[.!?]+(?=\s)/g)) {
      const end = lineStart + (m.index ?? 0) + m[0].length;
      segments.push({ start, end, lineStart });
      start = end;
    }
    segments.push({ start, end: lineStart + line.length + 1, lineStart });
    lineStart += line.length + 1;
  }
  return segments.filter((s) => s.end > s.start);
}

function unique(products: readonly CatalogProduct[]): CatalogProduct[] {
  const seen = new Set<string>();
  return products.filter((p) => {
    if (seen.has(p.uuid)) return false;
    seen.add(p.uuid);
    return true;
  });
}

export type SupervisorVerdict = 'pass' | 'rewrite' | 'decline';

export interface Supervised {
  verdict: SupervisorVerdict;
  /** The text to suggest, or null when declined. */
  text: string | null;
  products: CatalogProduct[];
  report: SupervisorReport;
  reflection: string;
}

/**
 * Reviews a draft and decides: pass it, rewrite it from catalog data with `rewrite` (given the products
 * the draft named, in stock first), or decline. A rewrite is reviewed again before it is used.
 */
export function supervise(
  input: SupervisorInput,
  rewrite?: (products: CatalogProduct[]) => string,
): Supervised {
  const report = reviewDraft(input);
  const checked = `Checked ${report.amounts.length} amount(s) and ${report.mentioned.length} product name(s) against the catalog`;
  if (report.ok) {
    return {
      verdict: 'pass',
      text: input.draft,
      products: report.products,
      report,
      reflection: `${checked}: all match.`,
    };
  }
  const found = `${checked}: ${report.issues.join('; ')}.`;
  const candidates = unique([...report.mentioned, ...report.products]).sort(
    (a, b) => Number(b.inStock) - Number(a.inStock),
  );
  if (rewrite && candidates.length > 0) {
    const text = rewrite(candidates.slice(0, 10));
    const offered = candidates.filter((p) => p.inStock).slice(0, 10);
    const again = reviewDraft({ ...input, draft: text, products: offered });
    if (again.ok) {
      return {
        verdict: 'rewrite',
        text,
        products: again.products,
        report,
        reflection: `${found} Rewrote the answer from catalog data.`,
      };
    }
  }
  return {
    verdict: 'decline',
    text: null,
    products: [],
    report,
    reflection: `${found} Declined: no suggestion.`,
  };
}
