/**
 * bench/check: the regression guard of issue 18 (CI runs its machine-independent part,
 * `first-page`; the timing ratios are for a quiet machine). Runs each performance benchmark in its quick form
 * (BENCH_QUICK=1: small data, short runs) and compares what it measured with the quick figures
 * committed in bench/results/NAME.quick.json:
 *   - a `ratio` figure (against a baseline run alongside, so comparable across machines) fails when
 *     it is more than 30% worse than its committed value;
 *   - a figure with a `target` in bytes, a count or a score (the JavaScript budgets) fails when it
 *     misses it, or, while the target is still open, when it grows past its `ceiling` (a ratchet).
 * Absolute times are never held here: CI machines differ (`npm run bench` judges the latency targets).
 *
 *   npm run bench:check                   every benchmark below
 *   npm run bench:check -- first-page     only these
 *   npm run bench:check -- --update       run them and commit their figures as the new reference
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import type { Figure, Figures } from './lib/report.ts';
import { meets } from './lib/report.ts';

/** The benchmarks CI holds to their figures, fastest first. */
const CHECKED = ['first-page', 'request-path', 'startup', 'fanout', 'lists'] as const;
/** The smallest change of a ratio that counts as a regression (see verdict). */
const SLACK = 0.05;
/** Units of absolute time: their targets are printed by the check, not enforced. */
const TIMES = new Set(['ms', 's', 'µs']);
/** How much worse than its committed value a ratio may get before the check fails. */
const TOLERANCE = 0.3;

const args = process.argv.slice(2);
const update = args.includes('--update');
const names = args.filter((a) => !a.startsWith('--'));
const run = names.length ? names : [...CHECKED];

/** The ones that need PostgreSQL (and Redis): skipped, and said so, on a machine without it outside CI. */
const NEEDS_POSTGRES = new Set(['fanout', 'lists', 'request-path']);
const hasPostgres = Boolean(
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.CI,
);

const results = new URL('./results/', import.meta.url);
const read = (file: URL): Figures | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { figures: Figures }).figures : null;

/** What is wrong with a fresh figure against its committed one (null: nothing). */
function verdict(name: string, fresh: Figure, committed: Figure | undefined): string | null {
  // Budgets in bytes, counts and scores hold on any machine; a latency budget is the full run's to
  // judge (`npm run bench`, on a quiet machine), never a shared CI machine's.
  if (fresh.ceiling !== undefined) {
    if (fresh.value > fresh.ceiling) return `grew past its ceiling ${fresh.ceiling} ${fresh.unit}`;
  } else if (!meets(fresh) && !TIMES.has(fresh.unit))
    return `misses its target ${fresh.target} ${fresh.unit}`;
  if (fresh.kind !== 'ratio' || !committed) return null;
  // 30% of the reference, or SLACK in the ratio's own units when that is wider: a ratio of 0.04 (the
  // new query 25× faster than its baseline) moves by half between runs on a millisecond's noise, and
  // a real regression (back to the baseline's cost) moves it towards 1.
  const worse =
    fresh.better === 'higher'
      ? fresh.value < Math.min(committed.value * (1 - TOLERANCE), committed.value - SLACK)
      : fresh.value > Math.max(committed.value * (1 + TOLERANCE), committed.value + SLACK);
  return worse ? `${name} regressed more than ${TOLERANCE * 100}% (was ${committed.value.toFixed(3)})` : null;
}

const failures: string[] = [];
const lines: string[] = [];
for (const name of run) {
  if (NEEDS_POSTGRES.has(name) && !hasPostgres) {
    lines.push(`skipped ${name}: it needs PostgreSQL (set TEST_DATABASE_URL, as .ci/run does)`);
    continue;
  }
  const started = Date.now();
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', new URL(`./${name}.ts`, import.meta.url).pathname],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_QUICK: '1' },
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (child.status !== 0) {
    failures.push(`${name}: the benchmark failed (exit ${child.status ?? child.signal})`);
    continue;
  }
  const freshFile = new URL(`quick/${name}.json`, results);
  const committedFile = new URL(`${name}.quick.json`, results);
  const fresh = read(freshFile);
  if (!fresh) {
    failures.push(`${name}: recorded no figures`);
    continue;
  }
  if (update) {
    copyFileSync(freshFile, committedFile);
    lines.push(`${name}: figures saved as the reference (${seconds} s)`);
    continue;
  }
  const committed = read(committedFile);
  if (!committed)
    failures.push(`${name}: no committed reference (bench/results/${name}.quick.json); run with --update`);
  for (const [key, figure] of Object.entries(fresh)) {
    const before = committed?.[key];
    const problem = verdict(key, figure, before);
    lines.push(
      `${problem ? 'FAIL' : 'ok  '} ${name}.${key}: ${figure.value.toFixed(3)} ${figure.unit}${before ? ` (committed ${before.value.toFixed(3)})` : ''}${problem ? ` — ${problem}` : ''}`,
    );
    if (problem) failures.push(`${name}.${key}: ${problem}`);
  }
  lines.push(`${name}: ${seconds} s`);
}
console.log(`\nbench:check\n${lines.join('\n')}`);
if (failures.length) {
  console.error(`\n${failures.length} failed:\n${failures.join('\n')}`);
  process.exit(1);
}
