import fs from 'node:fs';
import { openDemoStore } from '../pages/demo.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, type Page, test } from '../pages/test.ts';

// A 48×48 PNG (the catalog flow's photo): the deposit slip's picture.
const SLIP_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAACXBIWXMAAAPoAAAD6AG1e1JrAAACBElEQVRoge2Yv07CUBTG+xD3QRRnJaAIKk1UdEKji7B1EAeKAqGgCdQHAN7BPyxgUCJgnAV9AY2DMuDU/ZiDEIyLtNw/Ejt8SXOTJt/v3HtPz1eJKKcwyZJEGyA2gCK+isQ+Qor4ShL7EiuTKUm0AWIDKLSqoYMrGYfjQgiuLwLQrsjQqS/01CrLvbVMMQTOZPyv7YAOO7l9eLzyg3HvHkkIt52L9N4VCuBQU3BXWh3Z+E81S+swHdXEAPi0Q3i+8Vo2P9BrbRHkTJQvgD+twkdzfmzzRl/dhhuW0yofANzyl5qPmnnj207MxFKsAfSxzvxvapTWTF9sUwC7eoSZeaOvrWyEFYBuqlVaVassswFwJY+Ymzf6cibi9AFOinvcANKFEH0AHAV4AVTPNukDPFVWuAG0KzJ9gE7dww2gU/fQB3jnCPB2ywCARws1LLTSkQGq5xuTfYkzxRA3AC0fpg+ASYoXwGw8wWaUwPbG2vwDq1EChTGQNUAwe8AOAHcBYyAr8/XLANtxGjWlsgs0DpV5oPkSxj+MgbTMdxtuWNJipn1YBkB5tRi1UO+3mIfHAhjkY4yB45z5KVXQb5Wh9F4MxM+/mVYZNBkdCTuAoTBJYRjBUQCBcKpE4TOupfNhmDORtghvABGSRBsgNoAivorEPkKK+EoS+xIrkylJtAHy3wE+ASVIq7esdqWHAAAAAElFTkSuQmCC';

async function asMerchant<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('suki.session') ?? '{}') as { token?: string }).token ?? '',
  );
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/*
 * Desktop only (the bill's and the operators' screens are checked at 390 px by the a11y walk): the
 * demo merchant is also an operator in demo mode. The slip is refused at the end so the demo's bill
 * still asks for payment for the other flows (confirming is proven on the server, with both databases).
 */
test.describe('paying a bill by deposit slip', () => {
  test('the merchant sends a slip for the open bill; an operator refuses it with a reason and the merchant reads why', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const appUuid = await openDemoStore(page);
    const { billings } = await asMerchant<{
      billings: { edges: { node: { uuid: string; referenceNumber: string; status: string } }[] };
    }>(
      page,
      'query($a: ID!) { billings(appUuid: $a, first: 20) { edges { node { uuid referenceNumber status } } } }',
      {
        a: appUuid,
      },
    );
    const open = billings.edges.map((e) => e.node).find((b) => b.status === 'for_payment');
    if (!open) throw new Error('the demo store has no bill waiting for payment');

    await page.goto(`/apps/ecommerce-b2c/${appUuid}/billing/${open.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: `Bill ${open.referenceNumber}` })).toBeVisible();
    await page.getByRole('button', { name: 'Pay by deposit slip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by deposit slip' });
    await expect(dialog.getByText('Demo Bank (sample only)')).toBeVisible();
    await expect(dialog.getByText(open.referenceNumber)).toBeVisible();
    const slip = info.outputPath('slip.png');
    fs.writeFileSync(slip, Buffer.from(SLIP_PNG, 'base64'));
    await dialog.getByLabel('Choose photos').setInputFiles(slip);
    await expect(dialog.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
    await snap(page, info, 'deposit-slip-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send deposit slip' }).click();
    await expect(
      page.getByText('Deposit slip sent. We will confirm your payment within one business day.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Your deposit slip was sent\./)).toBeVisible();
    const slips = page.getByRole('region', { name: 'Deposit slips' });
    await expect(slips.getByText('Waiting for confirmation')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay by deposit slip' })).toHaveCount(0);

    // The operator's queue (user menu → Deposit Slips).
    await page.goto('/ops/deposit-slips');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit Slips' })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: open.referenceNumber });
    await expect(
      entry.getByRole('img', { name: `Deposit slip for bill ${open.referenceNumber}` }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snap(page, info, 'deposit-slips-review', { fullPage: false });
    await entry.getByRole('button', { name: 'Refuse' }).click();
    const refuse = page.getByRole('dialog', { name: 'Refuse deposit slip' });
    await refuse.getByRole('button', { name: 'Refuse' }).click();
    await expect(refuse.getByText('Reason is required')).toBeVisible();
    await refuse.getByRole('textbox', { name: /Reason/ }).fill('The slip shows a different amount');
    await refuse.getByRole('button', { name: 'Refuse' }).click();
    await expect(page.getByText('Deposit slip refused: the merchant was told why')).toBeVisible();
    await expect(page.getByText('No deposit slips are waiting for review.')).toBeVisible();

    // Back on the bill: it asks for payment again, and the slip says why it was not confirmed.
    await page.goto(`/apps/ecommerce-b2c/${appUuid}/billing/${open.uuid}`);
    await expect(slips.getByText('Not confirmed')).toBeVisible();
    await expect(slips.getByText('The slip shows a different amount')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay by deposit slip' })).toBeVisible();
  });
});
