import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const META_APP_SECRET = 'test-meta-app-secret';
export const META_VERIFY_TOKEN = 'test-verify-token';
export const DEMO_FB_PAGE_ID = '104839201938475';

export interface GraphCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

/** A node of GET /{page-id}/message_templates as the Graph API answers it. */
export interface GraphTemplateNode {
  id: string;
  name: string;
  language: string;
  category: string;
  status: string;
  parameter_format?: string;
  components: { type: string; text?: string; example?: unknown }[];
}

/**
 * A local server speaking the Graph API's Send API, page message templates and profile formats;
 * records every call. Templates are answered two per page, with `paging.next` to the rest.
 */
export async function fakeGraph() {
  const calls: GraphCall[] = [];
  let failNext: { message: string; code: number; subcode: number | undefined; times: number } | null = null;
  let seq = 0;
  const templates: GraphTemplateNode[] = [];
  let base = '';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, body });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        const { message, code, subcode } = failNext;
        failNext = failNext.times > 1 ? { ...failNext, times: failNext.times - 1 } : null;
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            error: {
              message,
              type: 'OAuthException',
              code,
              ...(subcode !== undefined ? { error_subcode: subcode } : {}),
              fbtrace_id: 'AbCdEf',
            },
          }),
        );
        return;
      }
      if (req.method === 'GET' && url.pathname.endsWith('/message_templates')) {
        const from = Number(url.searchParams.get('after') ?? 0);
        const more = from + 2 < templates.length;
        const next = new URL(`${url.pathname}${url.search}`, base);
        next.searchParams.set('after', String(from + 2));
        res.end(
          JSON.stringify({
            data: templates.slice(from, from + 2),
            paging: {
              cursors: { before: String(from), after: String(from + 2) },
              ...(more ? { next: next.toString() } : {}),
            },
          }),
        );
        return;
      }
      // A public reply under a comment: POST /{comment-id}/comments answers the new comment's id.
      if (req.method === 'POST' && url.pathname.endsWith('/comments')) {
        seq += 1;
        const commentId = url.pathname.split('/').at(-2) ?? '';
        res.end(JSON.stringify({ id: `${commentId.split('_')[0]}_reply${seq}` }));
        return;
      }
      if (req.method === 'POST' && url.pathname.endsWith('/messages')) {
        seq += 1;
        const recipient = (body?.recipient as { id?: string } | undefined)?.id;
        res.end(JSON.stringify({ recipient_id: recipient, message_id: `m_graph_${seq}` }));
        return;
      }
      // Profile: GET /{psid}?fields=first_name,last_name,profile_pic
      res.end(
        JSON.stringify({
          first_name: 'Liza',
          last_name: 'Reyes',
          profile_pic: 'https://example.com/liza.jpg',
          id: url.pathname.slice(1),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    calls,
    sends: () => calls.filter((c) => c.method === 'POST'),
    /** The next call (or `times` calls) answers this Graph error (by default: outside the allowed window, code 10/2018278). */
    failNextWith(message: string, code = 10, subcode: number | undefined = 2018278, times = 1) {
      failNext = { message, code, subcode, times };
    },
    /** What GET /{page-id}/message_templates lists from now on. */
    setTemplates(list: GraphTemplateNode[]) {
      templates.splice(0, templates.length, ...list);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const sign = (body: string, secret = META_APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** POSTs a Meta-format delivery to /webhooks/meta, signed unless told otherwise. */
export async function deliver(baseUrl: string, payload: unknown, signature?: string) {
  const body = JSON.stringify(payload);
  const res = await fetch(`${baseUrl}/webhooks/meta`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? sign(body) },
    body,
  });
  return { status: res.status, text: await res.text() };
}

export const customerMessage = (
  psid: string,
  mid: string,
  text: string,
  timestamp: number,
  pageId = DEMO_FB_PAGE_ID,
) => ({
  object: 'page',
  entry: [
    {
      id: pageId,
      time: timestamp,
      messaging: [{ sender: { id: psid }, recipient: { id: pageId }, timestamp, message: { mid, text } }],
    },
  ],
});

export const echo = (
  psid: string,
  mid: string,
  metadata: string | null,
  timestamp: number,
  text = 'echo',
) => ({
  object: 'page',
  entry: [
    {
      id: DEMO_FB_PAGE_ID,
      time: timestamp,
      messaging: [
        {
          sender: { id: DEMO_FB_PAGE_ID },
          recipient: { id: psid },
          timestamp,
          message: { mid, text, is_echo: true, ...(metadata ? { metadata } : {}) },
        },
      ],
    },
  ],
});

/** A page `feed` webhook: someone commented on a post (`item: comment`, `verb: add`). */
export const comment = (
  c: {
    commentId: string;
    postId: string;
    message: string;
    fromId: string;
    fromName?: string;
    createdTime: number;
  },
  pageId = DEMO_FB_PAGE_ID,
) => ({
  object: 'page',
  entry: [
    {
      id: pageId,
      time: c.createdTime * 1000,
      changes: [
        {
          field: 'feed',
          value: {
            from: { id: c.fromId, name: c.fromName ?? 'Liza Reyes' },
            post: {
              status_type: 'added_photos',
              is_published: true,
              updated_time: '2026-11-26T04:00:00+0000',
              permalink_url: `https://www.facebook.com/${c.postId}`,
              promotion_status: 'inactive',
              id: c.postId,
            },
            message: c.message,
            post_id: c.postId,
            comment_id: c.commentId,
            created_time: c.createdTime,
            item: 'comment',
            parent_id: c.postId,
            verb: 'add',
          },
        },
      ],
    },
  ],
});
