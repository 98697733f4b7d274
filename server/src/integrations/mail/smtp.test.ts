import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, tokenOf } from '../../../test/harness.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through a real SMTP server', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await startTestServer('pglite', {
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Suki <no-reply@suki.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the sign-up confirmation over SMTP, and its link confirms the account', async () => {
    const r = await t.gql(
      'mutation { signUp(input: { email: "smtp@tindahan.ph", password: "Tindahan#2026", firstName: "Sam", lastName: "Tan" }) { email } }',
    );
    expect(r.errors).toBeUndefined();
    for (let i = 0; i < 50 && received.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.from).toBe('no-reply@suki.test');
    expect(mail?.to).toEqual(['smtp@tindahan.ph']);
    expect(mail?.raw).toContain('Subject: Confirm your email for Suki');
    const body = (mail?.raw ?? '').replace(/=\r?\n/g, '');
    const link = body.match(/https?:\/\/\S+\/email-confirmation\/[\w-]+/)?.[0] ?? '';
    const confirmed = await t.gql(
      'mutation($t: String!) { emailConfirm(input: { confirmationToken: $t }) { email } }',
      { t: tokenOf(link) },
    );
    expect(confirmed.data).toEqual({ emailConfirm: { email: 'smtp@tindahan.ph' } });
    // With SMTP configured nothing is kept in the outbox.
    expect(
      (await t.gql<{ mailOutbox: unknown[] }>('{ mailOutbox(first: 5) { to } }')).data?.mailOutbox,
    ).toEqual([]);
  });
});
