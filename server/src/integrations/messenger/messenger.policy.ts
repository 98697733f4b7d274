/**
 * What a page may send on Messenger, as data: one table, by kind of outgoing message and by window
 * since the person's last message. Meta retired the non-human message tags (POST_PURCHASE_UPDATE,
 * ACCOUNT_UPDATE, CONFIRMED_EVENT_UPDATE): outside 24 hours only a person's reply (HUMAN_AGENT, up to
 * 7 days) or an approved utility template may go out. Everything here is pure; the sending is the
 * callers' (listeners, the inbox's send use case).
 */

const HOUR = 60 * 60 * 1000;
/** Anything may be sent within 24 hours of the person's last message. */
export const STANDARD_WINDOW_MS = 24 * HOUR;
/** A person (never automation) may still reply with the HUMAN_AGENT tag up to 7 days. */
export const HUMAN_AGENT_WINDOW_MS = 7 * 24 * HOUR;

export const MESSAGING_WINDOWS = ['open', 'human_agent', 'closed'] as const;
/** open: under 24 h since their last message; human_agent: 24 h to 7 days; closed: later, or never. */
export type MessagingWindow = (typeof MESSAGING_WINDOWS)[number];

export function messagingWindow(lastMessageAt: Date | null, now: Date): MessagingWindow {
  if (!lastMessageAt) return 'closed';
  const age = now.getTime() - lastMessageAt.getTime();
  if (age <= STANDARD_WINDOW_MS) return 'open';
  if (age <= HUMAN_AGENT_WINDOW_MS) return 'human_agent';
  return 'closed';
}

export const OUTGOING_KINDS = [
  'human_reply',
  'assistant_reply',
  'order_update',
  'store_notification',
  'broadcast',
] as const;
/**
 * human_reply: a person's reply in the inbox; assistant_reply: a suggested reply approved as is;
 * order_update: an order's status to its customer; store_notification: a store notice to a page admin
 * who opted in; broadcast: a promotion (later issue).
 */
export type OutgoingKind = (typeof OUTGOING_KINDS)[number];

/** standard: no tag (RESPONSE); human_agent_tag: MESSAGE_TAG HUMAN_AGENT; utility_template: UTILITY. */
export type SendMode = 'standard' | 'human_agent_tag' | 'utility_template' | 'none';

/** The approved utility template a kind goes out with outside 24 hours, and the values it can fill. */
export interface TemplatePurpose {
  /** The page's template must carry this name (created by the merchant in Meta's tools). */
  name: string;
  /** What Suki fills in, in this order for positional {{1}}, {{2}}; by these names for named ones. */
  parameters: readonly string[];
}

export interface KindPolicy {
  windows: Readonly<Record<MessagingWindow, SendMode>>;
  template: TemplatePurpose | null;
}

export const SEND_POLICY: Readonly<Record<OutgoingKind, KindPolicy>> = {
  human_reply: {
    windows: { open: 'standard', human_agent: 'human_agent_tag', closed: 'none' },
    template: null,
  },
  assistant_reply: {
    windows: { open: 'standard', human_agent: 'none', closed: 'none' },
    template: null,
  },
  order_update: {
    windows: { open: 'standard', human_agent: 'utility_template', closed: 'utility_template' },
    template: { name: 'order_update', parameters: ['transaction_number', 'status'] },
  },
  store_notification: {
    windows: { open: 'standard', human_agent: 'utility_template', closed: 'utility_template' },
    template: { name: 'store_notification', parameters: ['store_name', 'message'] },
  },
  broadcast: {
    windows: { open: 'standard', human_agent: 'none', closed: 'none' },
    template: null,
  },
};

/** A page's message template as Meta lists it (GET /{page-id}/message_templates). */
export interface UtilityTemplate {
  /** Meta's template id; null for the local adapter's. */
  id: string | null;
  name: string;
  /** Language code, e.g. en or en_US. */
  language: string;
  /** UTILITY, MARKETING... (only UTILITY ones are used). */
  category: string;
  /** APPROVED, PENDING, REJECTED, PAUSED, DISABLED (only APPROVED ones are used). */
  status: string;
  parameterFormat: 'POSITIONAL' | 'NAMED';
  /** The body's placeholders in order: '1', '2'... (positional) or their names (named). */
  parameters: string[];
  /** The body text with its placeholders, as approved. */
  body: string;
}

/** A value for one placeholder: by name for a NAMED template, by position (name null) otherwise. */
export interface TemplateParameter {
  name: string | null;
  value: string;
}

export type SendDecision =
  | { mode: 'standard' }
  | { mode: 'human_agent_tag' }
  | { mode: 'utility_template'; template: UtilityTemplate }
  /** window: the table allows nothing now; no_template: it allows a template the page does not have. */
  | { mode: 'none'; because: 'window' | 'no_template' };

/** Whether a page template serves a purpose: approved, utility, the purpose's name, and only values we have. */
export function templateServes(
  purpose: TemplatePurpose,
  template: Pick<UtilityTemplate, 'status' | 'category' | 'name' | 'parameterFormat' | 'parameters'>,
): boolean {
  if (template.status !== 'APPROVED' || template.category !== 'UTILITY' || template.name !== purpose.name)
    return false;
  return template.parameterFormat === 'NAMED'
    ? template.parameters.every((p) => purpose.parameters.includes(p))
    : template.parameters.length <= purpose.parameters.length;
}

/** How a kind of message may go out now, given the window and the page's templates. */
export function decideSend(
  kind: OutgoingKind,
  window: MessagingWindow,
  templates: readonly UtilityTemplate[],
): SendDecision {
  const policy = SEND_POLICY[kind];
  const mode = policy.windows[window];
  if (mode === 'standard') return { mode };
  if (mode === 'human_agent_tag') return { mode };
  if (mode === 'none') return { mode, because: 'window' };
  const purpose = policy.template;
  const template = purpose
    ? [...templates]
        .sort((a, b) => a.language.localeCompare(b.language))
        .find((t) => templateServes(purpose, t))
    : undefined;
  return template ? { mode, template } : { mode: 'none', because: 'no_template' };
}

/** The template's placeholders filled from the purpose's values (positional: in the purpose's order). */
export function fillTemplate(
  kind: OutgoingKind,
  template: UtilityTemplate,
  values: Readonly<Record<string, string>>,
): TemplateParameter[] {
  const order = SEND_POLICY[kind].template?.parameters ?? [];
  if (template.parameterFormat === 'NAMED')
    return template.parameters.map((name) => ({ name, value: values[name] ?? '' }));
  return template.parameters.map((_p, i) => ({ name: null, value: values[order[i] ?? ''] ?? '' }));
}

/** The placeholders of a template body, in order of first appearance: {{1}} → '1', {{order_id}} → 'order_id'. */
export function placeholdersOf(body: string): string[] {
  const found: string[] = [];
  for (const match of body.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)) {
    const name = match[1];
    if (name && !found.includes(name)) found.push(name);
  }
  return found;
}

/** The body with its placeholders filled (what the recipient reads). */
export function renderTemplate(template: UtilityTemplate, parameters: readonly TemplateParameter[]): string {
  return template.body.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) => {
    const index = template.parameters.indexOf(name);
    const byName = parameters.find((p) => p.name === name);
    return byName?.value ?? parameters[index]?.value ?? whole;
  });
}
