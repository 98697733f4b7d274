import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ChargeRequest,
  type CustomerRequest,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodRequest,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCharge,
  type ProviderMethodStatus,
  type ProviderPaymentMethod,
} from './payments.port.ts';
import { SANDBOX_PAY_PATH, sandboxRequests } from './sandbox.requests.ts';
import { sameToken } from './xendit.ts';

export const SANDBOX_PATH = '/sandbox/payments/';
export const CALLBACK_PATH = '/webhooks/xendit';

export interface SandboxOptions {
  callbackToken: string;
  /**
   * Where the sandbox keeps its customers and methods (a JSON file in the data folder), so that an
   * authorization in progress survives a restart like it would at the real provider; memory only without.
   */
  stateFile?: string;
  /** The browser-facing base URL (action pages). */
  publicUrl(): string;
  /** This server's own address, where the sandbox posts its callbacks. */
  selfUrl(): string;
}

interface SandboxMethod {
  id: string;
  type: PaymentMethodRequest['type'];
  channelCode: string;
  customerId: string;
  referenceId: string;
  status: ProviderMethodStatus;
  successReturnUrl: string;
  failureReturnUrl: string;
  failureCode: string | null;
  created: string;
  updated: string;
}

export type SandboxProvider = PaymentProvider & {
  /** GET /sandbox/payments/{id}: the authorization page; POST …/{id}/authorize or …/{id}/fail. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  /** What the sandbox holds for a method (tests). */
  method(id: string): Readonly<SandboxMethod> | undefined;
};

export const isSandboxProvider = (p: PaymentProvider): p is SandboxProvider => p.kind === 'sandbox';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const CHANNEL_NAMES: Record<string, string> = {
  GCASH: 'GCash',
  PAYMAYA: 'Maya',
  GRABPAY: 'GrabPay',
  SHOPEEPAY: 'ShopeePay',
  BPI: 'BPI Direct Debit',
  UBP: 'UnionBank Direct Debit',
  CARD: 'Card',
};

interface SandboxState {
  customers: Array<[string, { id: string; referenceId: string }]>;
  methods: Array<[string, SandboxMethod]>;
  byKey: Array<[string, string]>;
  charges?: Array<[string, ProviderCharge]>;
}

/** The saved state, or an empty one (no file yet, or one this version cannot read). */
function loadState(file: string | undefined): SandboxState {
  const empty: SandboxState = { customers: [], methods: [], byKey: [] };
  if (!file || !fs.existsSync(file)) return empty;
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SandboxState>;
    const list = <T>(v: T[] | undefined): T[] => (Array.isArray(v) ? v : []);
    return {
      customers: list(parsed.customers),
      methods: list(parsed.methods),
      byKey: list(parsed.byKey),
      charges: list(parsed.charges),
    };
  } catch {
    return empty;
  }
}

function page(method: SandboxMethod): string {
  const name = escapeHtml(CHANNEL_NAMES[method.channelCode] ?? method.channelCode);
  const open = method.status === 'REQUIRES_ACTION';
  const id = encodeURIComponent(method.id);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment provider: authorize ${name}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
main{border:1px solid #ccc;border-radius:8px;padding:1.5rem}button{font-size:1rem;padding:.75rem 1.25rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #1a1a1a;cursor:pointer}
.ok{background:#0b5cad;color:#fff;border-color:#0b5cad}p.note{color:#444;font-size:.9rem}</style></head>
<body><main><h1>Authorize ${name}</h1>
<p>Suki asks to save this ${name} account for automatic billing of your subscription and fees.</p>
<p class="note">This is the sandbox payment provider: no money moves and no real account is linked.</p>
${
  open
    ? `<form method="post" action="${SANDBOX_PATH}${id}/authorize"><button class="ok" type="submit">Authorize</button></form>
<form method="post" action="${SANDBOX_PATH}${id}/fail"><button type="submit">Fail</button></form>`
    : `<p>This request is already ${escapeHtml(method.status.toLowerCase().replace('_', ' '))}.</p>`
}
</main></body></html>`;
}

/**
 * The embedded default's payment provider: it answers like Xendit (REQUIRES_ACTION with an action URL
 * for every saved method), serves the action page itself, and on Authorize or Fail posts a real
 * callback, with the callback token, to this server's /webhooks/xendit before sending the browser back.
 * Its state is kept in `stateFile` (written whole, atomically, after every change).
 */
export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const saved = loadState(options.stateFile);
  const customers = new Map(saved.customers);
  const methods = new Map(saved.methods);
  const byKey = new Map(saved.byKey);
  /** Charges by idempotency key: a retried charge answers the first. */
  const charges = new Map(saved.charges ?? []);
  const now = () => new Date().toISOString();
  const oneOff = sandboxRequests({
    callbackToken: options.callbackToken,
    callbackUrl: () => `${options.selfUrl()}${CALLBACK_PATH}`,
    publicUrl: options.publicUrl,
  });
  const save = () => {
    if (!options.stateFile) return;
    const state: SandboxState = {
      customers: [...customers],
      methods: [...methods],
      byKey: [...byKey],
      charges: [...charges],
    };
    const tmp = `${options.stateFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(state));
    fs.renameSync(tmp, options.stateFile);
  };

  const wire = (m: SandboxMethod): ProviderPaymentMethod => ({
    id: m.id,
    type: m.type,
    status: m.status,
    actionUrl:
      m.status === 'REQUIRES_ACTION'
        ? `${options.publicUrl()}${SANDBOX_PATH}${encodeURIComponent(m.id)}`
        : null,
    failureCode: m.failureCode,
    raw: {
      id: m.id,
      type: m.type,
      status: m.status,
      reusability: 'MULTIPLE_USE',
      customer_id: m.customerId,
      reference_id: m.referenceId,
      [m.type === 'EWALLET' ? 'ewallet' : m.type === 'CARD' ? 'card' : 'direct_debit']: {
        channel_code: m.channelCode,
      },
      failure_code: m.failureCode,
      created: m.created,
      updated: m.updated,
    },
  });

  const methodOrThrow = (id: string) => {
    const m = methods.get(id);
    if (!m) throw new PaymentProviderError('Payment method not found', 404, 'DATA_NOT_FOUND');
    return m;
  };

  async function callback(m: SandboxMethod, event: string) {
    const body = { event, business_id: 'sandbox', created: now(), data: wire(m).raw };
    const res = await fetch(`${options.selfUrl()}${CALLBACK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-callback-token': options.callbackToken,
        'webhook-id': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox callback answered ${res.status}`);
  }

  return {
    kind: 'sandbox',
    methodTypes: PAYMENT_METHOD_TYPES,
    async createCustomer(request: CustomerRequest) {
      const existing = customers.get(request.idempotencyKey);
      if (existing) return existing;
      const customer = { id: `cust-${randomUUID()}`, referenceId: request.referenceId };
      customers.set(request.idempotencyKey, customer);
      save();
      return customer;
    },
    async createPaymentMethod(request: PaymentMethodRequest) {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return wire(methodOrThrow(earlier));
      const m: SandboxMethod = {
        id: `pm-${randomUUID()}`,
        type: request.type,
        channelCode: request.channelCode,
        customerId: request.customerId,
        referenceId: request.referenceId,
        status: 'REQUIRES_ACTION',
        successReturnUrl: request.successReturnUrl,
        failureReturnUrl: request.failureReturnUrl,
        failureCode: null,
        created: now(),
        updated: now(),
      };
      methods.set(m.id, m);
      byKey.set(request.idempotencyKey, m.id);
      save();
      return wire(m);
    },
    async getPaymentMethod(id: string) {
      return wire(methodOrThrow(id));
    },
    /**
     * Charges an active saved method: answers PENDING at once, then posts payment.succeeded to this
     * server, like Xendit's callback for an e-wallet charge; a method it holds that is not active fails.
     */
    async chargePaymentMethod(request: ChargeRequest) {
      const earlier = charges.get(request.idempotencyKey);
      if (earlier) return earlier;
      const m = methods.get(request.paymentMethodId);
      // A method the sandbox never saw (the demo store's seeded one) is taken as active.
      const ok = m === undefined || m.status === 'ACTIVE';
      const charge: ProviderCharge = {
        id: `pr-${randomUUID()}`,
        status: 'PENDING',
        failureCode: null,
        raw: { reference_id: request.referenceId, amount: request.amount / 100, currency: 'PHP' },
      };
      charges.set(request.idempotencyKey, charge);
      save();
      const data = {
        id: `py-${randomUUID()}`,
        payment_request_id: charge.id,
        reference_id: request.referenceId,
        amount: request.amount / 100,
        currency: 'PHP',
        status: ok ? 'SUCCEEDED' : 'FAILED',
        failure_code: ok ? null : 'PAYMENT_METHOD_NOT_ACTIVE',
        updated: now(),
      };
      const post = () =>
        fetch(`${options.selfUrl()}${CALLBACK_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-callback-token': options.callbackToken,
            'webhook-id': `sandbox-${charge.id}`,
          },
          body: JSON.stringify({
            event: ok ? 'payment.succeeded' : 'payment.failed',
            business_id: 'sandbox',
            created: now(),
            data,
          }),
        });
      // After this answer, as the provider would; retried a few times like Xendit's deliveries.
      const deliver = async (attempt: number): Promise<void> => {
        try {
          const res = await post();
          if (res.ok || attempt >= 5) return;
        } catch {
          if (attempt >= 5) return;
        }
        setTimeout(() => void deliver(attempt + 1), 500 * 2 ** attempt);
      };
      setTimeout(() => void deliver(0), 0);
      return charge;
    },
    async expirePaymentMethod(id: string, idempotencyKey: string) {
      const m = methods.get(id);
      // A method this process never saw (a restart) is as good as expired.
      if (!m)
        return { id, type: 'EWALLET', status: 'EXPIRED', actionUrl: null, failureCode: null, raw: { id } };
      if (m.status !== 'EXPIRED') {
        m.status = 'EXPIRED';
        m.updated = now();
        byKey.set(idempotencyKey, m.id);
        save();
        await callback(m, 'payment_method.expired');
      }
      return wire(m);
    },
    checkoutChannels: ['CARD', 'GCASH', 'PAYMAYA'] as const,
    createPaymentRequest: async (request) => oneOff.create(request),
    getPaymentRequest: async (id) => oneOff.get(id),
    createRefund: async (request) => oneOff.refund(request),
    verifyCallback: (token) => sameToken(token, options.callbackToken),
    method: (id) => methods.get(id),
    async handle(req, res, pathname) {
      if (pathname.startsWith(SANDBOX_PAY_PATH)) return oneOff.handle(req, res, pathname);
      const [rawId, action] = pathname.slice(SANDBOX_PATH.length).split('/');
      const m = methods.get(decodeURIComponent(rawId ?? ''));
      const html = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(text);
      };
      if (!m) {
        html(
          404,
          '<!doctype html><html lang="en"><title>Not found</title><main><h1>This authorization request has expired or does not exist</h1></main></html>',
        );
        return;
      }
      if (req.method === 'GET' && action === undefined) return html(200, page(m));
      if (req.method !== 'POST' || (action !== 'authorize' && action !== 'fail')) return html(405, page(m));
      if (m.status === 'REQUIRES_ACTION') {
        m.status = action === 'authorize' ? 'ACTIVE' : 'FAILED';
        m.failureCode = action === 'fail' ? 'AUTHORIZATION_FAILED' : null;
        m.updated = now();
        save();
        try {
          await callback(m, action === 'authorize' ? 'payment_method.activated' : 'payment_method.failed');
        } catch {
          // Not delivered: the request stays open, so pressing the button again sends it again.
          Object.assign(m, { status: 'REQUIRES_ACTION', failureCode: null });
          save();
          return html(
            502,
            page(m).replace(
              '</main>',
              '<p role="alert">Suki could not be told. Please try again.</p></main>',
            ),
          );
        }
      }
      res.writeHead(303, { location: m.status === 'ACTIVE' ? m.successReturnUrl : m.failureReturnUrl });
      res.end();
    },
  };
}
