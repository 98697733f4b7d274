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

/** A local server speaking the Graph API's Send API and profile formats; records every call. */
export async function fakeGraph() {
  const calls: GraphCall[] = [];
  let failNext: string | null = null;
  let seq = 0;
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
        const message = failNext;
        failNext = null;
        res.statusCode = 400;
        res.end(
          JSON.stringify({ error: { message, type: 'OAuthException', code: 10, error_subcode: 2018278 } }),
        );
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
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sends: () => calls.filter((c) => c.method === 'POST'),
    failNextWith(message: string) {
      failNext = message;
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
