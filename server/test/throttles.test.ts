import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/accounts/accounts.service.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { THROTTLES } from '../src/platform/rate-limit.ts';
import { type GqlResult, startTestServer, type TestServer, testDatabases } from './harness.ts';
import { META_APP_SECRET, META_VERIFY_TOKEN } from './meta.ts';

/** A moment no other run has used, so that windows counted in a shared Redis start empty. */
const freshMoment = () => new Date(Date.UTC(2027, 0, 1) + Math.floor(Math.random() * 3e11));

/** A GraphQL POST that also reports the HTTP status and Retry-After. */
async function post(t: TestServer, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as GqlResult,
  };
}

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token } }';
const signIn = (email: string, password = 'Wrong@1234') => ({
  input: { email, password, userType: 'client' },
});

describe.each(testDatabases())('per-address throttles on %s', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(freshMoment());
  beforeAll(async () => {
    t = await startTestServer(kind, {
      clock,
      config: { throttleFactor: 1, metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN },
    });
  });
  afterAll(() => t.close());

  it('stops password spraying: sign-ins across many accounts from one address, then 429 with Retry-After', async () => {
    // Start a fresh window exactly at its beginning, so the wait is the whole window (15 minutes).
    const w = THROTTLES.signIn.windowMs;
    clock.set(new Date((Math.floor(clock.now().getTime() / w) + 1) * w));
    for (let i = 0; i < THROTTLES.signIn.limit; i++) {
      const r = await post(t, SIGN_IN, signIn(`spray${i}@example.com`));
      expect(r.body.errors?.[0]?.message, `attempt ${i}`).toBe('Incorrect email or password');
    }
    // Even the right password is refused now, before any password work.
    const refused = await post(t, SIGN_IN, signIn('demo@suki.ph', 'Demo@1234'));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBe(w / 1000);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Too many tries, please wait 15 minutes and try again',
      extensions: { code: 'RATE_LIMITED' },
    });
    clock.advance(THROTTLES.signIn.windowMs);
    const again = await post(t, SIGN_IN, signIn('demo@suki.ph', 'Demo@1234'));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ signIn: { token: expect.any(String) } });
  });

  it('limits sign-ups, password resets and verification mails per address, and never sends past the limit', async () => {
    clock.advance(THROTTLES.signUp.windowMs);
    for (let i = 0; i < THROTTLES.signUp.limit; i++) {
      const r = await post(t, 'mutation($input: SignUpInput!) { signUp(input: $input) { email } }', {
        input: { email: `new${i}@example.com`, password: 'Maganda@123', firstName: 'Ana', lastName: 'Cruz' },
      });
      expect(r.status, `sign-up ${i}`).toBe(200);
    }
    const signUp = await post(t, 'mutation($input: SignUpInput!) { signUp(input: $input) { email } }', {
      input: { email: 'one-more@example.com', password: 'Maganda@123', firstName: 'Ana', lastName: 'Cruz' },
    });
    expect(signUp.status).toBe(429);
    const mails = await t.gql<{ mailOutbox: { to: string }[] }>('{ mailOutbox(first: 100) { to } }');
    expect(mails.data?.mailOutbox.some((m) => m.to === 'one-more@example.com')).toBe(false);

    const reset =
      'mutation($input: PasswordResetRequestInput!) { passwordResetRequest(input: $input) { success } }';
    for (let i = 0; i < THROTTLES.passwordReset.limit; i++) {
      expect((await post(t, reset, { input: { email: `r${i}@example.com` } })).status).toBe(200);
    }
    expect((await post(t, reset, { input: { email: 'demo@suki.ph' } })).status).toBe(429);

    await createUser(t.server.context, {
      email: 'resend@example.com',
      password: 'Resend@1234',
      role: 'client',
    });
    const token = (await post(t, SIGN_IN, signIn('resend@example.com', 'Resend@1234'))).body.data as {
      signIn: { token: string };
    };
    const me = await t.gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, token.signIn.token);
    const resend = 'mutation($u: ID!) { userResendVerificationEmail(userUuid: $u) { uuid } }';
    const statuses: number[] = [];
    for (let i = 0; i <= THROTTLES.emailResend.limit; i++) {
      statuses.push((await post(t, resend, { u: me.data?.me.uuid }, token.signIn.token)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).not.toContain(429);
  });

  it('limits storefront checkouts of one address across every store', async () => {
    clock.advance(THROTTLES.checkoutAddress.windowMs);
    const checkout = (appUuid: string) =>
      post(
        t,
        'mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber } }',
        {
          input: {
            appUuid,
            items: [],
            customerName: 'Nena',
            mobileNumber: '9171234567',
            paymentMethod: 'cod',
            fulfillment: 'pickup',
          },
        },
      );
    const answers = [];
    for (let i = 0; i <= THROTTLES.checkoutAddress.limit; i++)
      answers.push(await checkout(crypto.randomUUID()));
    expect(
      answers
        .slice(0, -1)
        .every((a) => a.status === 200 && a.body.errors?.[0]?.extensions?.code !== 'RATE_LIMITED'),
    ).toBe(true);
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      body: { errors: [{ extensions: { code: 'RATE_LIMITED' } }] },
    });
  });

  it('limits deliveries to the Meta webhook per address with 429 and Retry-After', async () => {
    clock.advance(THROTTLES.webhook.windowMs);
    const send = () => fetch(`${t.url}/webhooks/meta`, { method: 'POST', body: '{}' });
    const statuses: number[] = [];
    for (let i = 0; i < THROTTLES.webhook.limit; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, THROTTLES.webhook.limit - i) }, send),
      );
      statuses.push(...batch.map((r) => r.status));
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI === 'true' && !redisUrl) throw new Error('CI=true needs TEST_REDIS_URL');

describe.runIf(Boolean(redisUrl))('throttles shared through Redis', () => {
  const clock = new ManualClock(freshMoment());
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const config = { throttleFactor: 1, redisUrl };
    a = await startTestServer('pglite', { clock, config });
    b = await startTestServer('pglite', { clock, config });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts one address across two server processes', async () => {
    const half = THROTTLES.signIn.limit / 2;
    for (let i = 0; i < half; i++)
      expect((await post(a, SIGN_IN, signIn(`a${i}@example.com`))).status).toBe(200);
    for (let i = 0; i < half; i++)
      expect((await post(b, SIGN_IN, signIn(`b${i}@example.com`))).status).toBe(200);
    expect((await post(a, SIGN_IN, signIn('demo@suki.ph', 'Demo@1234'))).status).toBe(429);
    expect((await post(b, SIGN_IN, signIn('demo@suki.ph', 'Demo@1234'))).status).toBe(429);
  });
});
