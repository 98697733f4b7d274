import {
  clipTemplate,
  TEMPLATE_MAX_BUTTONS,
  type TemplateButtonData,
} from '../../modules/inbox/inbox.rules.ts';
import { placeholdersOf, type UtilityTemplate } from './messenger.policy.ts';
import {
  type CustomerProfile,
  type MarketingSendRequest,
  type Messenger,
  MessengerError,
  type OutgoingPart,
  type SendRequest,
  type TemplateSendRequest,
} from './messenger.port.ts';

/** Graph API message payload for one part (Send API reference: text, generic template, image). */
const sendApiButton = (b: TemplateButtonData) =>
  b.type === 'web_url'
    ? { type: 'web_url', title: b.title.slice(0, 20), url: b.url }
    : { type: 'postback', title: b.title.slice(0, 20), payload: b.payload ?? b.title };

export function sendApiMessage(part: OutgoingPart, metadata: string): Record<string, unknown> {
  if (part.kind === 'text') return { text: part.text, metadata };
  if (part.kind === 'buttons')
    return {
      attachment: {
        type: 'template',
        payload: {
          template_type: 'button',
          text: part.template.text.slice(0, 640),
          buttons: part.template.buttons.slice(0, TEMPLATE_MAX_BUTTONS).map(sendApiButton),
        },
      },
      metadata,
    };
  if (part.kind === 'image')
    return { attachment: { type: 'image', payload: { url: part.url, is_reusable: true } }, metadata };
  const { items } = clipTemplate(part.template);
  return {
    attachment: {
      type: 'template',
      payload: {
        template_type: 'generic',
        elements: items.map((item) => ({
          title: item.title,
          ...(item.subtitle ? { subtitle: item.subtitle } : {}),
          ...(item.image_url ? { image_url: item.image_url } : {}),
          ...(item.buttons.length ? { buttons: item.buttons.map(sendApiButton) } : {}),
        })),
      },
    },
    metadata,
  };
}

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_subcode?: number };
}

/**
 * A utility message (Messenger Platform, "Send a utility message", docs updated 2026-03-13, Graph API
 * v25.0): messaging_type UTILITY and the template by name and language under message.template, its
 * body placeholders as text parameters (with parameter_name for a NAMED template). No metadata: the
 * documented shape has none.
 */
export function utilityMessageBody(request: TemplateSendRequest): Record<string, unknown> {
  const { name, language, parameters } = request.template;
  return {
    recipient: { id: request.psid },
    messaging_type: 'UTILITY',
    message: {
      template: {
        name,
        language: { code: language },
        components: parameters.length
          ? [
              {
                type: 'body',
                parameters: parameters.map((p) => ({
                  type: 'text',
                  ...(p.name ? { parameter_name: p.name } : {}),
                  text: p.value,
                })),
              },
            ]
          : [],
      },
    },
  };
}

/** The documented wire format of a marketing message: `recipient.notification_messages_token`. */
export function marketingMessageBody(request: MarketingSendRequest): Record<string, unknown> {
  return {
    recipient: { notification_messages_token: request.token },
    message: sendApiMessage(request.part, request.metadata),
  };
}

interface GraphTemplate {
  id?: string;
  name?: string;
  language?: string;
  category?: string;
  status?: string;
  parameter_format?: string;
  components?: { type?: string; text?: string }[];
}

/** One node of GET /{page-id}/message_templates as a UtilityTemplate (null when it has no name). */
export function templateFromGraph(node: GraphTemplate): UtilityTemplate | null {
  if (!node.name) return null;
  const body = node.components?.find((c) => c.type?.toUpperCase() === 'BODY')?.text ?? '';
  const parameters = placeholdersOf(body);
  const named =
    node.parameter_format?.toUpperCase() === 'NAMED' ||
    (node.parameter_format === undefined && parameters.some((p) => !/^\d+$/.test(p)));
  return {
    id: node.id ?? null,
    name: node.name,
    language: node.language ?? 'en',
    category: (node.category ?? '').toUpperCase(),
    status: (node.status ?? '').toUpperCase(),
    parameterFormat: named ? 'NAMED' : 'POSITIONAL',
    parameters,
    body,
  };
}

/** Pages of templates followed through `paging.next` (same host only), at most this many. */
const TEMPLATE_PAGES = 10;

/** Meta's Send API. `graphUrl` is configurable (META_GRAPH_URL) so tests point it at a local server. */
export function createGraphMessenger(options: {
  graphUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Messenger {
  const base = options.graphUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeout = options.timeoutMs ?? 10_000;

  const call = async (url: string, init: RequestInit) => {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (err) {
      throw new MessengerError(`Messenger could not be reached: ${(err as Error).message}`, {
        reason: (err as Error).message,
        unreachable: true,
      });
    }
    const body = (await response.json().catch(() => ({}))) as GraphErrorBody & Record<string, unknown>;
    if (!response.ok || body.error) {
      const reason = body.error?.message ?? `HTTP ${response.status}`;
      throw new MessengerError(`Messenger refused the message: ${reason}`, {
        reason,
        ...(body.error?.code !== undefined ? { code: body.error.code } : {}),
        ...(body.error?.error_subcode !== undefined ? { subcode: body.error.error_subcode } : {}),
      });
    }
    return body;
  };
  const post = async (fbPageId: string, accessToken: string, body: Record<string, unknown>) => {
    const url = `${base}/${encodeURIComponent(fbPageId)}/messages?access_token=${encodeURIComponent(accessToken)}`;
    const result = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const mid = result.message_id;
    if (typeof mid !== 'string') throw new MessengerError('Messenger answered without a message id');
    return { mid };
  };

  return {
    kind: 'graph',
    async send(request: SendRequest) {
      return post(request.fbPageId, request.accessToken, {
        recipient: { id: request.psid },
        messaging_type: request.tag ? 'MESSAGE_TAG' : 'RESPONSE',
        ...(request.tag ? { tag: request.tag } : {}),
        message: sendApiMessage(request.part, request.metadata),
      });
    },
    sendTemplate(request) {
      return post(request.fbPageId, request.accessToken, utilityMessageBody(request));
    },
    /** GET /{page-id}/message_templates?category=UTILITY (Graph API reference "Page Message Templates"). */
    async utilityTemplates({ fbPageId, accessToken }) {
      const query = new URLSearchParams({
        category: 'UTILITY',
        fields: 'id,name,language,category,status,parameter_format,components',
        limit: '100',
        access_token: accessToken,
      });
      let url: string | null = `${base}/${encodeURIComponent(fbPageId)}/message_templates?${query}`;
      const found: UtilityTemplate[] = [];
      for (let page = 0; url && page < TEMPLATE_PAGES; page++) {
        const body = (await call(url, { method: 'GET' })) as {
          data?: GraphTemplate[];
          paging?: { next?: string };
        };
        for (const node of body.data ?? []) {
          const template = templateFromGraph(node);
          if (template) found.push(template);
        }
        const next: string | undefined = body.paging?.next;
        url = next && new URL(next).origin === new URL(base).origin ? next : null;
      }
      return found;
    },
    /** Private Replies (Messenger Platform, updated 2026-04-16): the Send API with recipient.comment_id. */
    privateReply(request) {
      return post(request.fbPageId, request.accessToken, {
        recipient: { comment_id: request.commentId },
        messaging_type: 'RESPONSE',
        message: sendApiMessage(request.part, `suki-comment:${request.commentId}`),
      });
    },
    /**
     * Marketing Messages (Messenger Platform, built against Graph API v25.0): the Send API with the
     * opt-in's token as the recipient; no messaging_type (the token is the permission).
     */
    sendMarketingMessage(request) {
      return post(request.fbPageId, request.accessToken, marketingMessageBody(request));
    },
    /** Graph API reference, /{object-id}/comments, Publishing: POST with `message`; answers `{ id }`. */
    async commentReply({ commentId, accessToken, message }) {
      const url = `${base}/${encodeURIComponent(commentId)}/comments?access_token=${encodeURIComponent(accessToken)}`;
      const result = await call(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
      if (typeof result.id !== 'string') throw new MessengerError('Facebook answered without a comment id');
      return { id: result.id };
    },
    async profile({ psid, accessToken }): Promise<CustomerProfile | null> {
      try {
        const url = `${base}/${encodeURIComponent(psid)}?fields=first_name,last_name,profile_pic&access_token=${encodeURIComponent(accessToken)}`;
        const p = (await call(url, { method: 'GET' })) as {
          first_name?: string;
          last_name?: string;
          profile_pic?: string;
        };
        const name = [p.first_name, p.last_name].filter(Boolean).join(' ').trim();
        return name ? { name, profilePic: p.profile_pic ?? null } : null;
      } catch {
        return null; // a profile we may not read is not a reason to lose the message
      }
    },
  };
}
