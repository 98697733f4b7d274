/**
 * Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4× CPU slowdown) in the test
 * suite's Chromium, the performance category only. Each run's summary (score, metrics, the largest
 * opportunities) is saved as bench/results/lighthouse-PAGE.json: the full HTML report is past 1 MB.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './first-page-probe.ts';

export interface LighthouseSummary {
  url: string;
  score: number;
  metrics: Record<string, string>;
  opportunities: { title: string; savingsMs: number }[];
  lighthouseVersion: string;
  fetchTime: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
  'interactive',
] as const;

/** The median-scoring of `runs` runs (Lighthouse varies from run to run on a busy machine). */
export async function lighthouseRun(url: string, runs: number, save: string): Promise<LighthouseSummary> {
  const summaries: LighthouseSummary[] = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [...CHROMIUM_FLAGS, '--user-data-dir=/tmp/suki-lighthouse-profile'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      summaries.push({
        url,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? 'n/a'])),
        opportunities: Object.values(lhr.audits)
          .map((audit) => ({
            title: audit.title,
            savingsMs: Math.round(
              (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
            ),
          }))
          .filter((o) => o.savingsMs > 0)
          .sort((a, b) => b.savingsMs - a.savingsMs)
          .slice(0, 6),
        lighthouseVersion: lhr.lighthouseVersion,
        fetchTime: lhr.fetchTime,
      });
    } finally {
      chrome.kill();
    }
  }
  summaries.sort((a, b) => a.score - b.score);
  const median = summaries[Math.floor(summaries.length / 2)] as LighthouseSummary;
  writeFileSync(save, `${JSON.stringify({ ...median, runs: summaries.map((s) => s.score) }, null, 2)}\n`);
  return median;
}
