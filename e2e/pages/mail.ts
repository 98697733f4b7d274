import type { APIRequestContext } from '@playwright/test';

/** The path of the newest emailed link to `to` matching `pattern`, read from the demo outbox. */
export async function mailedLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const res = await request.post('/graphql', { data: { query: '{ mailOutbox(first: 100) { to text } }' } });
    const body = (await res.json()) as { data?: { mailOutbox: Array<{ to: string; text: string }> } };
    const mail = body.data?.mailOutbox.find((m) => m.to === to && pattern.test(m.text));
    const link = mail?.text.match(new RegExp(`https?://\\S+${pattern.source}\\S*`))?.[0];
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with ${pattern}`);
}

/** A unique address per test run and project (desktop and phone share one server). */
export const uniqueEmail = (prefix: string, project: string): string =>
  `${prefix}-${project}-${Date.now().toString(36)}@tindahan.ph`;
