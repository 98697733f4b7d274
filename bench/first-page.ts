/**
 * The first page (issue 18): how much JavaScript a first-time visitor's browser fetches before the
 * login page and a storefront page are usable, as sent (brotli, what Chromium asks for) next to the
 * same scripts uncompressed (the baseline run alongside: what the server sent before it compressed
 * anything) and the issue's figures before this work; and, in a full run, Lighthouse mobile.
 *
 * Builds nothing: run `npm run build` first. Starts the built server on a fresh data folder with the
 * demo data. BENCH_QUICK=1 (the CI check) weighs the pages and skips Lighthouse; the byte budgets are
 * the same at either size, so they are checked there too.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  demoStoreUuid,
  type PageWeight,
  startBuiltServer,
  weighPage,
} from './lib/first-page-probe.ts';
import { pageProfile } from './lib/js-profile.ts';
import { type LighthouseSummary, lighthouseRun } from './lib/lighthouse.ts';
import { type Figures, quick, record, show } from './lib/report.ts';

interface PageBudget {
  path: string;
  ready: string;
  maxScriptKB: number;
  /** While maxScriptKB is not met: the page's weight today, which CI holds it under (a ratchet). */
  ceilingScriptKB?: number;
  minLighthouse: number;
  /** Scripts the page may fetch: each is a round trip on a phone (rolldown left alone made 46 of 1 KB ones). */
  maxScripts: number;
}

const budgets = (
  JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as {
    pages: Record<'login' | 'store', PageBudget>;
  }
).pages;

/** The issue's measurements before this work (gzip where anything was compressed). */
const BEFORE = {
  login: { kb: 260, scripts: 24, score: 51 },
  store: { kb: 256, scripts: 30, score: 59 },
} as const;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const pad = (text: string, width: number) => text.padEnd(width);

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const server = await startBuiltServer();
  const weights = {} as Record<'login' | 'store', PageWeight>;
  const scores: Partial<Record<'login' | 'store', LighthouseSummary>> = {};
  try {
    const store = await demoStoreUuid(server.url);
    const url = (page: PageBudget) => server.url + page.path.replace('{demoStore}', store);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      for (const name of ['login', 'store'] as const) {
        weights[name] = await weighPage(browser, url(budgets[name]), budgets[name].ready);
      }
    } finally {
      await browser.close();
    }
    if (!quick) {
      for (const name of ['login', 'store'] as const) {
        const save = new URL(`./results/lighthouse-${name}.json`, import.meta.url).pathname;
        scores[name] = await lighthouseRun(url(budgets[name]), 3, save);
      }
    }
  } finally {
    await server.stop();
  }

  const figures: Figures = {};
  const lines = [
    'page  | before (issue, gzip)      | uncompressed (baseline)  | as sent (brotli)         | sent/uncompressed | budget',
  ];
  for (const name of ['login', 'store'] as const) {
    const w = weights[name];
    const budget = budgets[name];
    const before = BEFORE[name];
    figures[`${name}.scriptKB`] = {
      value: kb(w.scriptBytes),
      unit: 'KB',
      better: 'lower',
      target: budget.maxScriptKB,
      ...(budget.ceilingScriptKB ? { ceiling: budget.ceilingScriptKB } : {}),
      kind: 'budget',
    };
    figures[`${name}.scripts`] = {
      value: w.scripts,
      unit: 'scripts',
      better: 'lower',
      target: budget.maxScripts,
      kind: 'budget',
    };
    figures[`${name}.sentPerUncompressed`] = {
      value: Math.round((w.scriptBytes / w.scriptDecodedBytes) * 1000) / 1000,
      unit: '×',
      better: 'lower',
      kind: 'ratio',
    };
    figures[`${name}.vsBefore`] = {
      value: Math.round((kb(w.scriptBytes) / before.kb) * 100) / 100,
      unit: '×',
      better: 'lower',
      kind: 'info',
    };
    const score = scores[name];
    if (score) {
      figures[`${name}.lighthouse`] = {
        value: score.score,
        unit: '',
        better: 'higher',
        target: budget.minLighthouse,
        kind: 'budget',
      };
    }
    const sent = figures[`${name}.scriptKB`];
    lines.push(
      [
        pad(name, 5),
        pad(`${before.kb} KB / ${before.scripts} scripts / ${before.score}`, 25),
        pad(`${kb(w.scriptDecodedBytes)} KB / ${w.scripts} scripts`, 24),
        pad(`${kb(w.scriptBytes)} KB / ${w.scripts} scripts`, 24),
        pad(`${figures[`${name}.sentPerUncompressed`]?.value ?? 0}×`, 17),
        sent ? show(sent, 1) : '',
      ].join(' | '),
    );
  }
  lines.push('');
  for (const name of ['login', 'store'] as const) {
    const w = weights[name];
    const encodings = Object.entries(w.encodings)
      .map(([encoding, n]) => `${n} ${encoding}`)
      .join(', ');
    lines.push(
      `${name}: everything fetched ${kb(w.allBytes)} KB in ${w.requests} requests; scripts sent as ${encodings}`,
    );
    const made = pageProfile(
      new URL('../web/dist/', import.meta.url).pathname,
      w.files.map((f) => f.path.replace(/^\//, '')),
    );
    lines.push(
      `  made of (est. KB as sent): ${made
        .slice(0, 8)
        .map((p) => `${p.owner} ${Math.round(p.share * kb(w.scriptBytes))}`)
        .join(', ')}`,
    );
    lines.push(
      `  largest scripts: ${w.files
        .slice(0, 6)
        .map((f) => `${f.path.replace('/assets/', '')} ${kb(f.bytes)} KB`)
        .join(', ')}`,
    );
  }
  if (!quick) {
    lines.push('', 'Lighthouse mobile (median of 3 runs; summaries in bench/results/lighthouse-*.json):');
    for (const name of ['login', 'store'] as const) {
      const s = scores[name];
      const f = figures[`${name}.lighthouse`];
      if (!s || !f) continue;
      lines.push(
        `${pad(name, 5)} | before ${BEFORE[name].score} | now ${show(f, 0)} | ${Object.entries(s.metrics)
          .map(([id, value]) => `${id} ${value}`)
          .join(', ')}`,
      );
      if (s.opportunities.length > 0) {
        lines.push(
          `        what is left: ${s.opportunities.map((o) => `${o.title} (${o.savingsMs} ms)`).join('; ')}`,
        );
      }
    }
  }
  lines.push(
    '',
    `(${Math.round((Date.now() - started) / 1000)} s, load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end: Lighthouse's blocking time swings with it${quick ? '; quick run: no Lighthouse' : ''})`,
  );
  const block = lines.join('\n');
  process.stdout.write(`${block}\n`);
  record(
    'first-page',
    'First page (`npm run bench:first-page`)',
    block,
    figures,
    'Scripts a first-time visitor fetches until the page is idle (Chromium via Playwright, 390 px, empty cache), as sent with brotli; the baseline alongside is the same scripts uncompressed. Budgets in bench/budgets.json.',
  );
}

await main();
