import { writeFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One rule a page breaks, with the elements that break it. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page as it is now. The visible label's
 * rule (2.5.3 Label in Name) is still marked experimental in axe-core and is switched on here.
 */
export async function seriousFindings(page: Page, exclude: readonly string[] = []): Promise<Finding[]> {
  // A colour caught halfway through a CSS transition (a button's hover or focus fade) is not the page's
  // colour: let running transitions and animations end first (infinite ones, like spinners, are left).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Without frames, axe.run in the page itself (legacy mode): the same rules and results, without
  // runPartial's finishRun in a new blank tab for each check (half the walk's time). A page with frames
  // keeps the per-frame run, so a cross-origin frame is still checked.
  const frames = page.frames().length > 1;
  // axe-core stays on the page while the walk navigates inside the app: its 600 kB source is sent
  // once per document, not once per check.
  const injected =
    !frames &&
    (await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'));
  const builder = new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) });
  if (!frames) builder.setLegacyMode();
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder
    .withTags(WCAG_TAGS)
    // Only violations are reported (passes and incomplete results are not collected: faster).
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

/**
 * Waits for the screen titled `title` to finish loading: its tab title, and no loading indicator left
 * (an indeterminate progress bar or a skeleton; a bar with a value, like a plan's usage, is content).
 */
export async function settled(page: Page, title?: string | RegExp): Promise<void> {
  if (title !== undefined)
    await expect(page).toHaveTitle(
      typeof title === 'string' ? new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : title,
    );
  await expect(page.locator('main').first()).toBeVisible();
  await expect(
    page.locator('[role="progressbar"]:not([aria-valuenow]):visible, .MuiSkeleton-root:visible'),
  ).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Collects each page's findings by name, and reports them all at the end of the test. */
export class AxeReport {
  private readonly findings = new Map<string, Finding[]>();
  readonly checked: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly info: TestInfo,
  ) {}

  /** Checks the page as it is now; `exclude` leaves parts out (the shell, once it was checked). */
  async check(name: string, { exclude = [] }: { exclude?: readonly string[] } = {}): Promise<void> {
    this.checked.push(name);
    const found = await seriousFindings(this.page, exclude);
    // The page names itself with one h1 inside main: where focus goes after a route change.
    const headings = await this.page.locator('main h1').count();
    if (headings !== 1)
      found.push({
        rule: 'one-h1',
        impact: 'serious',
        help: `main has ${headings} h1 headings, not 1`,
        nodes: ['main'],
      });
    if (found.length > 0) this.findings.set(name, found);
  }

  /** The node count per rule over every page checked. */
  totals(): Record<string, number> {
    const totals: Record<string, number> = {};
    for (const list of this.findings.values())
      for (const f of list) totals[f.rule] = (totals[f.rule] ?? 0) + f.nodes.length;
    return totals;
  }

  /** Attaches the findings and fails when there is any. */
  async expectNone(): Promise<void> {
    const all = Object.fromEntries(this.findings);
    const file = this.info.outputPath('axe-findings.json');
    await writeFile(
      file,
      JSON.stringify({ checked: this.checked, totals: this.totals(), findings: all }, null, 2),
    );
    await this.info.attach('axe-findings.json', { path: file, contentType: 'application/json' });
    const summary = [...this.findings].flatMap(([name, list]) =>
      list.map(
        (f) =>
          `${name}: ${f.rule} (${f.impact}, ${f.nodes.length}) ${f.help}\n    ${f.nodes.slice(0, 4).join('\n    ')}`,
      ),
    );
    expect(
      summary.join('\n'),
      `serious or critical axe violations on ${this.findings.size} of ${this.checked.length} pages`,
    ).toBe('');
  }
}
