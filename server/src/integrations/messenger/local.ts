import { randomUUID } from 'node:crypto';
import { renderTemplate, type TemplateParameter, type UtilityTemplate } from './messenger.policy.ts';
import { type EchoEvent, isBroadcastEcho, type Messenger, MessengerError } from './messenger.port.ts';

/** Whether the simulated person reads the broadcast: about two in three, the same each time. */
const readsIt = (psid: string) => [...psid].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7) % 3 !== 0;

/** What the local adapter was asked to send (tests and the demo read it). */
export interface LocalSend {
  mid: string;
  fbPageId: string;
  psid: string;
  tag: 'HUMAN_AGENT' | null;
  /** The text the person reads (a template's body filled in). */
  text: string | null;
  template: { name: string; language: string; parameters: TemplateParameter[] } | null;
  metadata: string | null;
}

/**
 * Every page on the embedded default has one approved utility template, so an order update outside
 * 24 hours can be seen going out (the name and values messenger.policy.ts asks for).
 */
export const LOCAL_UTILITY_TEMPLATES: readonly UtilityTemplate[] = [
  {
    id: null,
    name: 'order_update',
    language: 'en',
    category: 'UTILITY',
    status: 'APPROVED',
    parameterFormat: 'POSITIONAL',
    parameters: ['1', '2'],
    body: 'Order {{1}}: {{2}}.',
  },
];

/** A delivery or read receipt, as Messenger's webhook gives it for one person. */
export interface LocalReceipt {
  fbPageId: string;
  psid: string;
  kind: 'delivery' | 'read';
  watermark: number;
  mids: string[];
}

/** A reply to a comment the local adapter was asked for (no Meta app: nothing leaves). */
export interface LocalCommentReply {
  id: string;
  fbPageId: string;
  commentId: string;
  kind: 'public' | 'private';
  text: string;
}

/** A marketing message the local adapter was asked for (to an opt-in's token). */
export interface LocalMarketingSend {
  mid: string;
  fbPageId: string;
  token: string;
  text: string;
  metadata: string;
}

export type LocalMessenger = Messenger & {
  /** Every marketing message so far, oldest first. */
  marketingSends(): readonly LocalMarketingSend[];
  /** The next marketing message is refused with this error (as Meta would: a dead token, say). */
  failNextMarketingMessage(error: MessengerError): void;
  /** Every comment reply so far, oldest first. */
  commentReplies(): readonly LocalCommentReply[];
  onEcho(handler: (echo: EchoEvent) => Promise<void>): void;
  /** Receipts for broadcast messages (marketing ones too): delivered to everyone, read by about two in three people. */
  onReceipt(handler: (receipt: LocalReceipt) => Promise<void>): void;
  idle(): Promise<void>;
  /** Every send so far, oldest first. */
  sent(): readonly LocalSend[];
  /** Replaces a page's templates (as if the merchant changed them in Meta's tools). */
  setUtilityTemplates(fbPageId: string, templates: readonly UtilityTemplate[]): void;
};

export const isLocalMessenger = (messenger: Messenger): messenger is LocalMessenger =>
  messenger.kind === 'local';

/**
 * The embedded default: no Meta app. A page's send is "delivered" to the chatbot test tool's
 * simulated customer, and echoed back shortly after, as Messenger would, so the console shows
 * Sending... and then settles. Utility templates behave as Meta's do: only an approved one is sent.
 */
export function createLocalMessenger(options: { echoDelayMs?: number } = {}): LocalMessenger {
  let handler: ((echo: EchoEvent) => Promise<void>) | undefined;
  let receipts: ((receipt: LocalReceipt) => Promise<void>) | undefined;
  const inflight = new Set<Promise<void>>();
  const delay = options.echoDelayMs ?? 400;
  const sent: LocalSend[] = [];
  const templates = new Map<string, readonly UtilityTemplate[]>();
  const commentReplies: LocalCommentReply[] = [];
  const marketing: LocalMarketingSend[] = [];
  let marketingFailure: MessengerError | null = null;
  const templatesOf = (fbPageId: string) => templates.get(fbPageId) ?? LOCAL_UTILITY_TEMPLATES;

  const deliver = (send: Omit<LocalSend, 'mid'>) => {
    const mid = `local.${randomUUID()}`;
    sent.push({ mid, ...send });
    const echo = new Promise<void>((resolve) => setTimeout(resolve, delay))
      .then(() =>
        handler?.({
          fbPageId: send.fbPageId,
          psid: send.psid,
          mid,
          metadata: send.metadata,
          text: send.text,
          timestamp: Date.now(),
        }),
      )
      .catch(() => undefined)
      .finally(() => inflight.delete(echo));
    inflight.add(echo);
    if (isBroadcastEcho(send.metadata)) receiptsFor(send.fbPageId, send.psid, mid);
    return { mid };
  };

  /** A broadcast's message is delivered, and read by about two in three people, as the webhook says. */
  const receiptsFor = (fbPageId: string, psid: string, mid: string) => {
    const at = (ms: number, receipt: Omit<LocalReceipt, 'watermark'>) => {
      const done = new Promise<void>((resolve) => setTimeout(resolve, ms))
        .then(() => receipts?.({ ...receipt, watermark: Date.now() }))
        .catch(() => undefined)
        .finally(() => inflight.delete(done));
      inflight.add(done);
    };
    at(delay + 300, { fbPageId, psid, kind: 'delivery', mids: [mid] });
    if (readsIt(psid)) at(delay + 1500, { fbPageId, psid, kind: 'read', mids: [] });
  };

  return {
    kind: 'local',
    onEcho(h) {
      handler = h;
    },
    onReceipt(h) {
      receipts = h;
    },
    async idle() {
      await Promise.allSettled([...inflight]);
    },
    sent: () => sent,
    commentReplies: () => commentReplies,
    async privateReply({ fbPageId, commentId, part }) {
      const mid = `local.${randomUUID()}`;
      const text = part.kind === 'text' ? part.text : part.template.text;
      commentReplies.push({ id: mid, fbPageId, commentId, kind: 'private', text });
      return { mid };
    },
    async commentReply({ fbPageId, commentId, message }) {
      const id = `${commentId.split('_')[0]}_${randomUUID().slice(0, 8)}`;
      commentReplies.push({ id, fbPageId, commentId, kind: 'public', text: message });
      return { id };
    },
    marketingSends: () => marketing,
    failNextMarketingMessage(error) {
      marketingFailure = error;
    },
    async sendMarketingMessage({ fbPageId, token, psid, part, metadata }) {
      if (marketingFailure) {
        const error = marketingFailure;
        marketingFailure = null;
        throw error;
      }
      const mid = `local.${randomUUID()}`;
      const text = part.kind === 'text' ? part.text : part.template.text;
      marketing.push({ mid, fbPageId, token, text, metadata });
      if (isBroadcastEcho(metadata)) receiptsFor(fbPageId, psid, mid);
      return { mid };
    },
    setUtilityTemplates(fbPageId, list) {
      templates.set(fbPageId, [...list]);
    },
    async send(request) {
      return deliver({
        fbPageId: request.fbPageId,
        psid: request.psid,
        tag: request.tag,
        text: request.part.kind === 'text' ? request.part.text : null,
        template: null,
        metadata: request.metadata,
      });
    },
    async sendTemplate(request) {
      const { name, language, parameters } = request.template;
      const template = templatesOf(request.fbPageId).find(
        (t) => t.name === name && t.language === language && t.status === 'APPROVED',
      );
      if (!template)
        throw new MessengerError(`Messenger refused the message: template ${name} (${language}) not found`, {
          reason: `Template name does not exist in the translation`,
          code: 132001,
        });
      return deliver({
        fbPageId: request.fbPageId,
        psid: request.psid,
        tag: null,
        text: renderTemplate(template, parameters),
        template: { name, language, parameters },
        metadata: null,
      });
    },
    async utilityTemplates({ fbPageId }) {
      return templatesOf(fbPageId).map((t) => ({ ...t, parameters: [...t.parameters] }));
    },
    async profile() {
      return null;
    },
  };
}
