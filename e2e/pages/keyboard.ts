import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it is not reached in `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

/** What has focus now: its tag, role and accessible text, for assertions and failure messages. */
export function focused(page: Page): Locator {
  return page.locator('*:focus');
}

/**
 * The focused control draws a visible ring: an outline of 2 px or more on the control (for a radio
 * or checkbox, on the MUI control around its hidden input).
 */
export async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const active = document.activeElement;
    const control =
      active instanceof HTMLInputElement && (active.type === 'radio' || active.type === 'checkbox')
        ? active.closest('.MuiButtonBase-root')
        : active;
    if (!(control instanceof HTMLElement)) return null;
    const style = getComputedStyle(control);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      html: control.outerHTML.slice(0, 80),
    };
  });
  expect(ring, 'something has focus').not.toBeNull();
  expect(ring?.style, `focus ring on ${ring?.html}`).not.toBe('none');
  expect(ring?.width ?? 0, `focus ring on ${ring?.html}`).toBeGreaterThanOrEqual(2);
}

/** In a radio group that has focus, moves with the arrow keys until the radio named `name` is checked. */
export async function chooseRadio(page: Page, group: Locator, name: RegExp): Promise<void> {
  const target = group.getByRole('radio', { name });
  const count = await group.getByRole('radio').count();
  // Space checks the focused radio when none is checked yet; arrows move and check.
  await page.keyboard.press('Space');
  for (let i = 0; i < count && !(await target.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
}
