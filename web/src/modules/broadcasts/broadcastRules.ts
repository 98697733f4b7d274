/**
 * Broadcasts as the console shows them: the draft the composer edits and the input it sends, the
 * window plan and the results in plain words, and when to poll. The limits are the server's
 * (server/src/modules/broadcasts/broadcasts.rules.ts); the server decides, these only guide.
 */

import type {
  BroadcastButtonTarget,
  BroadcastFieldsFragment,
  BroadcastInput,
  BroadcastPlanQuery,
  BroadcastRecipientStatus,
} from '../../generated/graphql';
import { formatPeso } from '../../lib/money';
import type { BroadcastStart } from './broadcastStart';

export const MESSAGE_MAX = 640;
export const BUTTONS_MAX = 3;
export const BUTTON_TITLE_MAX = 20;
export const NAME_MAX = 80;
export const EVERYONE = 'Every customer on Messenger';
/** How often a broadcast being sent is read again, and for how long after it ends (receipts still arrive). */
export const POLL_MS = 2_000;
export const RECEIPTS_TAIL_MS = 30_000;

export type BroadcastPlan = BroadcastPlanQuery['broadcastPlan'];

export interface ButtonDraft {
  key: string;
  title: string;
  target: BroadcastButtonTarget;
  product: { uuid: string; name: string } | null;
}

export interface BroadcastDraft {
  name: string;
  message: string;
  imageUrl: string;
  buttons: ButtonDraft[];
  /** null: every customer on Messenger. */
  segment: { uuid: string; name: string } | null;
}

/** How a draft names the segment it was for once that segment is deleted. */
export const DELETED_SEGMENT = 'A deleted segment: choose the audience again';

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `button-${keys}`;
};

export const newButton = (): ButtonDraft => ({ key: nextKey(), title: '', target: 'STORE', product: null });

/** The composer's starting values: a saved draft's, what another screen started it with, or blank. */
export function draftOf(
  broadcast: BroadcastFieldsFragment | null,
  start?: BroadcastStart | null,
): BroadcastDraft {
  if (!broadcast && start)
    return {
      name: start.name,
      message: start.message,
      imageUrl: '',
      buttons: [
        {
          key: nextKey(),
          title: start.product ? 'View product' : 'Shop now',
          target: start.product ? 'PRODUCT' : 'STORE',
          product: start.product,
        },
      ],
      segment: null,
    };
  if (!broadcast) return { name: '', message: '', imageUrl: '', buttons: [], segment: null };
  return {
    name: broadcast.name,
    message: broadcast.message,
    imageUrl: broadcast.imageUrl ?? '',
    buttons: broadcast.buttons.map((b) => ({
      key: nextKey(),
      title: b.title,
      target: b.target,
      product: b.product ? { uuid: b.product.uuid, name: b.product.name } : null,
    })),
    // A segment deleted since the draft was saved stays chosen, named as gone: the plan and Send then
    // say it is not found, rather than the draft quietly going to everyone.
    segment: broadcast.segment
      ? { uuid: broadcast.segment.uuid, name: broadcast.segment.name }
      : broadcast.segmentUuid
        ? { uuid: broadcast.segmentUuid, name: DELETED_SEGMENT }
        : null,
  };
}

/** What the server is sent: the typed text as typed (the server trims), a product only for product buttons. */
export function inputOf(draft: BroadcastDraft): BroadcastInput {
  return {
    name: draft.name,
    message: draft.message,
    imageUrl: draft.imageUrl.trim() || null,
    buttons: draft.buttons.map((b) => ({
      title: b.title,
      target: b.target,
      productUuid: b.target === 'PRODUCT' ? (b.product?.uuid ?? null) : null,
    })),
    segmentUuid: draft.segment?.uuid ?? null,
  };
}

/** "12 / 640 characters", counted as the server counts (trimmed). */
export const characterCount = (text: string, max: number) => `${text.trim().length} / ${max} characters`;
export const isTooLong = (text: string, max: number) => text.trim().length > max;

/** Who it goes to, as the list and the results say it. */
export function audienceOf(b: Pick<BroadcastFieldsFragment, 'status' | 'segment' | 'segmentName'>): string {
  if (b.status === 'DRAFT') return b.segment?.name ?? EVERYONE;
  return b.segmentName ?? b.segment?.name ?? EVERYONE;
}

export type Tone = 'success' | 'warning' | 'muted';
export interface PlanLine {
  key: 'inWindow' | 'leavingSoon' | 'marketingMessages' | 'outOfWindow' | 'notOnMessenger';
  label: string;
  count: number;
  note: string;
  tone: Tone;
}

/** How many a send reaches now: inside the window, and opted-in people by marketing message. */
export const reachable = (plan: BroadcastPlan): number =>
  plan.inWindow + (plan.marketingMessagesAvailable ? plan.marketingMessages : 0);

/** The one-line note on marketing messages: who pays for them. */
export const MARKETING_NOTE = 'Sent as a marketing message: Meta charges your page for each one';

/**
 * The window plan in words: who gets it now, who should get it soon, who outside the window gets a
 * paid marketing message (only where the page has them), who does not.
 */
export function planLines(plan: BroadcastPlan): PlanLine[] {
  const marketing: PlanLine[] = plan.marketingMessagesAvailable
    ? [
        {
          key: 'marketingMessages',
          label: 'Outside the window, opted in to marketing messages',
          count: plan.marketingMessages,
          note: MARKETING_NOTE,
          tone: plan.marketingMessages > 0 ? 'success' : 'muted',
        },
      ]
    : [];
  return [
    {
      key: 'inWindow',
      label: 'Reachable now',
      count: plan.inWindow,
      note: `Messaged your page in the last ${plan.windowHours} hours: these get it`,
      tone: 'success',
    },
    {
      key: 'leavingSoon',
      label: `Leaving the window within ${plan.leavingSoonHours} hours`,
      count: plan.leavingSoon,
      note: plan.leavingSoon > 0 ? 'Of those reachable: send sooner' : 'Of those reachable',
      tone: plan.leavingSoon > 0 ? 'warning' : 'muted',
    },
    ...marketing,
    {
      key: 'outOfWindow',
      label: `Outside the ${plan.windowHours}-hour window`,
      count: plan.outOfWindow,
      note: 'Not sent to',
      tone: 'muted',
    },
    {
      key: 'notOnMessenger',
      label: 'Not on Messenger',
      count: plan.notOnMessenger,
      note: 'Never messaged your page: not sent to',
      tone: 'muted',
    },
  ];
}

const people = (n: number) => `${n.toLocaleString('en-PH')} ${n === 1 ? 'customer' : 'customers'}`;

/** The send confirmation: to whom, and who will not get it. */
export function sendQuestion(plan: BroadcastPlan): { title: string; message: string; detail?: string } {
  const left = [
    plan.outOfWindow > 0 ? `${people(plan.outOfWindow)} outside the ${plan.windowHours}-hour window` : null,
    plan.notOnMessenger > 0 ? `${people(plan.notOnMessenger)} not on Messenger` : null,
  ].filter(Boolean);
  const message =
    left.length > 0
      ? `It goes out on Messenger from your page now. Not sent to: ${left.join(' and ')}.`
      : 'It goes out on Messenger from your page now, to everyone in this audience.';
  const paid =
    plan.marketingMessagesAvailable && plan.marketingMessages > 0
      ? ` ${people(plan.marketingMessages)} outside the window get it as a marketing message, which Meta charges your page for.`
      : '';
  const question = {
    title: `Send to ${people(reachable(plan))} now?`,
    message: message + paid,
  };
  return plan.leavingSoon > 0
    ? {
        ...question,
        detail: `${people(plan.leavingSoon)} leave the window within ${plan.leavingSoonHours} hours.`,
      }
    : question;
}

export interface Figure {
  label: string;
  value: string;
  note?: string;
}

const figure = (label: string, value: string, note?: string): Figure =>
  note === undefined ? { label, value } : { label, value, note };

/** The results' figures, in the order a merchant reads them. */
export function resultFigures(b: BroadcastFieldsFragment): Figure[] {
  const r = b.results;
  const n = (v: number) => v.toLocaleString('en-PH');
  return [
    figure('Sent', n(r.sent), r.queued > 0 ? `${n(r.queued)} still to send` : undefined),
    figure('Delivered', n(r.delivered)),
    figure('Read', n(r.read)),
    figure('Not sent', n(r.failed), 'Messenger refused the message'),
    figure('Not confirmed', n(r.unconfirmed), 'Sending stopped mid-way: never sent again'),
    figure('Stopped or skipped', n(r.skipped)),
    ...(b.marketingCount > 0
      ? [figure('Marketing messages', n(b.marketingCount), 'Outside the window, opted in: paid per message')]
      : []),
    figure('Outside the window at send time', n(b.outOfWindowCount), 'Not sent to'),
    figure('Not on Messenger', n(b.notOnMessengerCount), 'Not sent to'),
    figure('Clicks', n(r.clicks), 'Store visits through its buttons'),
    figure('Orders within 7 days', n(r.orders)),
    figure('Revenue from those orders', formatPeso(r.revenue), 'Less cancelled and refunded ones'),
  ];
}

/** How far the sending is: those done of those queued at send time, 0–100. */
export function sendProgress(b: BroadcastFieldsFragment): number {
  const total = b.queuedCount;
  if (total <= 0) return 100;
  const r = b.results;
  const done = r.sent + r.failed + r.unconfirmed + r.skipped;
  return Math.min(100, Math.round((done / total) * 100));
}

/** Poll while sending, and for a while after it ended (delivery and read receipts still arrive). */
export function pollInterval(
  b: Pick<BroadcastFieldsFragment, 'status' | 'finishedAt'>,
  now: number,
  sawSendingEndAt: number | null,
): number {
  if (b.status === 'SENDING') return POLL_MS;
  if (b.status === 'DRAFT') return 0;
  const ended = Math.max(sawSendingEndAt ?? 0, b.finishedAt ? Date.parse(b.finishedAt) : 0);
  return now - ended < RECEIPTS_TAIL_MS ? POLL_MS : 0;
}

export const RECIPIENT_FILTERS: { value: BroadcastRecipientStatus | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'Everyone' },
  { value: 'SENT', label: 'Sent' },
  { value: 'FAILED', label: 'Not sent' },
  { value: 'UNCONFIRMED', label: 'Not confirmed' },
  { value: 'SKIPPED', label: 'Stopped' },
  { value: 'QUEUED', label: 'Queued' },
];
