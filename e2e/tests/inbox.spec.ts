import { AppsPage } from '../pages/AppsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

test('a test-tool customer asks for a product; it arrives live in the inbox with its mood and a suggested reply, edited and sent', async ({
  page,
  context,
}, info) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  await new AppsPage(page).open('Suki Demo Store');
  await expect(page).toHaveURL(/\/overview$/);
  const base = new URL(page.url()).pathname.replace(/\/overview$/, '');

  // The inbox, open in this tab.
  await page.getByRole('button', { name: /^Inbox/ }).click();
  await expect(page).toHaveURL(/\/inbox/);
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('listitem').first()).toBeVisible();
  await snap(page, info, 'inbox');

  // The chatbot test tool, in a second tab: a fresh conversation, then a question about a product.
  const tool = await context.newPage();
  await tool.goto(`${base}/ai-settings`);
  await tool.getByRole('button', { name: 'Open test tool' }).click();
  const drawer = tool
    .getByRole('dialog', { name: 'Chatbot test tool' })
    .or(tool.locator('[aria-label="Chatbot test tool"]'));
  await drawer.getByRole('button', { name: 'Reset conversation' }).click();
  await expect(tool.getByText('Successfully Reset Convo')).toBeVisible();
  const question = `Magkano po ang Ube Halaya Jar? (${info.project.name})`;
  await drawer.getByRole('textbox', { name: 'Message' }).fill(question);
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(tool.getByText('Message sent successfully')).toBeVisible();
  await snap(tool, info, 'test-tool');
  await tool.close();

  // Back in the inbox: the test customer is on top without a reload.
  const row = conversations.getByRole('listitem').filter({ hasText: 'Test Customer' }).first();
  await expect(row).toContainText('Ube Halaya');
  await row.click();
  const messages = page.getByRole('list', { name: 'Messages' });
  const customer = messages.getByRole('listitem').filter({ hasText: question });
  await expect(customer).toBeVisible();
  await expect(customer.getByLabel(/^Sentiment: /)).toBeVisible();
  const card = page
    .getByRole('region', { name: 'Suggested reply' })
    .or(page.locator('[aria-label="Suggested reply"]'));
  await expect(card).toContainText('Ube Halaya');
  await expect(card).toContainText('₱');
  await snap(page, info, 'inbox-suggestion');

  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(card.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  const editor = card.getByRole('textbox');
  await expect(editor).not.toHaveValue('');
  const reply = `Opo, meron pa! Salamat po. (${info.project.name})`;
  await editor.fill(reply);
  // "Sending..." lasts only until the echo (400 ms on the local adapter): record it as it happens.
  await page.evaluate((text) => {
    const w = window as unknown as { sawSending?: boolean };
    w.sawSending = false;
    new MutationObserver(() => {
      for (const li of document.querySelectorAll('li[data-sender="merchant"]'))
        if (li.textContent?.includes(text) && li.textContent.includes('Sending...')) w.sawSending = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, reply);
  await card.getByRole('button', { name: 'Send' }).click();

  const mine = messages.getByRole('listitem').filter({ hasText: reply });
  await expect(mine).toBeVisible();
  await expect(mine).not.toContainText('Sending...', { timeout: 10_000 });
  await expect(mine).toHaveAttribute('data-pending', 'false');
  expect(await page.evaluate(() => (window as unknown as { sawSending?: boolean }).sawSending)).toBe(true);
  await expect(card).toHaveCount(0);
  await snap(page, info, 'inbox-sent');
});
