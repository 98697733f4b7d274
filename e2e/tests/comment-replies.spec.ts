import { seriousFindings, settled } from '../pages/axe.ts';
import { openDemoStore } from '../pages/demo.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

test('a merchant creates a comment auto-reply rule and tries a comment that matches and one that does not', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const appUuid = await openDemoStore(page);
  const run = Date.now();
  const name = `Price questions ${run.toString(36)}`;
  // The rule's own post: it answers there before any every-post rule the store already has.
  const postId = String(run);

  await page.goto(`/apps/ecommerce-b2c/${appUuid}/affiliate-automation`);
  await settled(page, 'Comment Auto-Reply');
  await expect(page.getByRole('heading', { name: 'Comments answered' })).toBeVisible();
  await page.getByRole('link', { name: /^(Create your first rule|Create rule)$/ }).click();
  await settled(page, /Comment Auto-Reply/);

  const form = page.getByRole('form', { name: 'Rule' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  // Nothing to answer with: refused at the field, nothing saved.
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Write a public reply, a private reply, or both')).toBeVisible();
  await form
    .getByRole('textbox', { name: 'Post (optional)' })
    .fill(`https://www.facebook.com/suki.demo/posts/${postId}`);
  await form.getByRole('textbox', { name: 'Keywords (optional)' }).fill('magkano, how much');
  await form
    .getByRole('textbox', { name: 'Public reply' })
    .fill('Salamat! We sent you the price in Messenger.');
  await form
    .getByRole('textbox', { name: 'Private reply' })
    .fill('Hi! Thanks for asking. Everything on the post is in our store, with the prices:');
  await form.getByRole('textbox', { name: 'Button label (optional)' }).fill('See prices');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Rule created: try a comment')).toBeVisible();
  await expect(page).toHaveURL(/\/affiliate-automation\/[0-9a-f-]{36}\/edit$/);

  // The saved rule's own screen (its chunk may still be loading while the address has changed).
  await settled(page, 'Edit Comment Auto-Reply');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Comment Auto-Reply' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(form.getByRole('textbox', { name: 'Post (optional)' })).toHaveValue(postId);
  // The dry run beside the form: a comment that matches, and one that does not.
  const tester = page.getByRole('form', { name: 'Try a comment' });
  const comment = tester.getByRole('textbox', { name: 'A customer comments: …' });
  await expect(tester.getByRole('textbox', { name: 'On post (optional)' })).toHaveValue(postId);
  await comment.fill('MAGKANÓ po ito?');
  await tester.getByRole('button', { name: 'Try' }).click();
  const answer = page.getByRole('status', { name: 'Answer' });
  await expect(answer).toContainText(`${name} answers:`);
  await expect(answer).toContainText('Salamat! We sent you the price in Messenger.');
  await expect(answer).toContainText('Everything on the post is in our store');
  await expect(answer.getByRole('link', { name: 'See prices' })).toHaveAttribute(
    'href',
    new RegExp(`/store/${appUuid}\\?ref=cr-[0-9a-f]{10}$`),
  );
  expect(await seriousFindings(page)).toEqual([]);
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'comment-reply-try');

  await comment.fill('Ang ganda nito!');
  await tester.getByRole('button', { name: 'Try' }).click();
  await expect(answer).toContainText('No rule answers this comment');

  // The list: the rule, on; the log (empty until someone comments on the page).
  await page.getByRole('button', { name: 'Cancel' }).click();
  await settled(page, 'Comment Auto-Reply');
  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText(`Post ${postId} · comments with “magkano”, “how much”`);
  await expect(row.getByRole('switch', { name: `${name} on` })).toBeChecked();
  expect(await seriousFindings(page)).toEqual([]);
  await snap(page, info, 'comment-replies');

  // Phone width: the list, then the form with the tester under it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'comment-replies-390');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('form', { name: 'Rule' }).getByRole('textbox', { name: 'Name' })).toHaveValue(
    name,
  );
  await comment.fill('how much po');
  await tester.getByRole('button', { name: 'Try' }).click();
  await expect(answer).toContainText(`${name} answers:`);
  await expectNoHorizontalScroll(page);
  expect(await seriousFindings(page)).toEqual([]);
  await snap(page, info, 'comment-reply-try-390');
});
