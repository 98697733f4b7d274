/**
 * A local OpenAI-compatible chat server for benchmarks and tests of the model path: it speaks the
 * chat-completions wire format (POST {base}/chat/completions, bearer key, function tools) and behaves
 * like a small tool-using model. First round: it calls search_products (the customer's words),
 * latest_order and store_policies. Second round: it answers from what the tools returned, like a
 * careless model would: the first product found with its price (or its variants), the order's number
 * and status, or the first policy sentence. Every `inventEvery`-th answer adds a fact no tool gave
 * (a made-up price or GCash number), so a run shows whether the supervisor keeps them from customers.
 * Deterministic: the same conversation always gets the same answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** Requests answered so far. */
  requests(): number;
  /** Tokens so far, counted as a hosted model bills them (about 4 characters a token). */
  usage(): { prompt: number; completion: number };
  close(): Promise<void>;
}

interface Message {
  role: string;
  content: string | null;
  tool_call_id?: string;
}

const completion = (message: Record<string, unknown>, tokens: number) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  model: 'fake-chat',
  choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
  usage: { prompt_tokens: tokens, completion_tokens: 40, total_tokens: tokens + 40 },
});

interface ToolResults {
  products?: Array<{
    name: string;
    price: string;
    inStock: boolean;
    variants: Array<{ name: string; price: string }>;
  }>;
  order?: { transactionNumber: string; status: string } | null;
  policies?: string[];
}

function answer(user: string, results: ToolResults, invent: boolean): string {
  const product = results.products?.[0];
  const asksOrder = /\b(?:order|nasaan|asan|status|parcel|bayad|paid)\b/i.test(user);
  let text: string;
  if (asksOrder && results.order) {
    text = `Your order ${results.order.transactionNumber} is ${results.order.status.replace('_', ' ')}.`;
  } else if (product) {
    text =
      product.variants.length > 0
        ? `${product.name}: ${product.variants.map((v) => `${v.name} ${v.price}`).join(', ')}.`
        : `${product.name} is ${product.price}${product.inStock ? '' : ' (out of stock)'}.`;
  } else {
    const first = results.policies?.[0]?.split(/(?<=\.)\s/)[0];
    text = first ?? "I'll let a team member take it from here.";
  }
  if (!invent) return text;
  return product ? `${text} Promo today: only ₱99.00!` : `${text} You can also pay to GCash 0999 123 4567.`;
}

/** Starts the fake on a free local port. */
export async function startFakeChatServer(options: { inventEvery?: number; apiKey?: string } = {}) {
  let answered = 0;
  let finals = 0;
  const tokens = { prompt: 0, completion: 0 };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
        return send(404, { error: { message: 'Not found' } });
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
        return send(401, { error: { message: 'Incorrect API key provided' } });
      let body: { messages?: Message[] };
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, { error: { message: 'Invalid JSON' } });
      }
      answered++;
      const messages = body.messages ?? [];
      const prompt = Math.ceil(raw.length / 4);
      tokens.prompt += prompt;
      tokens.completion += 40;
      const user = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      const tools = messages.filter((m) => m.role === 'tool');
      if (tools.length === 0) {
        const call = (id: string, name: string, args: unknown) => ({
          id,
          type: 'function',
          function: { name, arguments: JSON.stringify(args) },
        });
        return send(
          200,
          completion(
            {
              content: null,
              tool_calls: [
                call('call_1', 'search_products', { query: user }),
                call('call_2', 'latest_order', {}),
                call('call_3', 'store_policies', {}),
              ],
            },
            prompt,
          ),
        );
      }
      const results: ToolResults = Object.assign({}, ...tools.map((t) => JSON.parse(t.content ?? '{}')));
      finals++;
      const invent = options.inventEvery ? finals % options.inventEvery === 0 : false;
      return send(200, completion({ content: answer(user, results, invent) }, prompt));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => answered,
    usage: () => ({ ...tokens }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies FakeChatServer;
}
