import {
  clipTemplate,
  TEMPLATE_MAX_BUTTONS,
  type TemplateButtonData,
} from '../../modules/inbox/inbox.rules.ts';
import {
  type CustomerProfile,
  type Messenger,
  MessengerError,
  type OutgoingPart,
  type SendRequest,
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
      throw new MessengerError(`Messenger could not be reached: ${(err as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as GraphErrorBody & Record<string, unknown>;
    if (!response.ok || body.error) {
      const message = body.error?.message ?? `HTTP ${response.status}`;
      throw new MessengerError(`Messenger refused the message: ${message}`);
    }
    return body;
  };

  return {
    kind: 'graph',
    async send(request: SendRequest) {
      const body = {
        recipient: { id: request.psid },
        messaging_type: request.tag ? 'MESSAGE_TAG' : 'RESPONSE',
        ...(request.tag ? { tag: request.tag } : {}),
        message: sendApiMessage(request.part, request.metadata),
      };
      const url = `${base}/${encodeURIComponent(request.fbPageId)}/messages?access_token=${encodeURIComponent(request.accessToken)}`;
      const result = await call(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const mid = result.message_id;
      if (typeof mid !== 'string') throw new MessengerError('Messenger answered without a message id');
      return { mid };
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
