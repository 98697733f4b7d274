/**
 * How a benchmark records its figures: the printed block goes into its own section of bench/RESULTS.md
 * (between `<!-- bench:NAME -->` markers) and the figures into bench/results/NAME.json, which
 * `npm run bench:check` compares a fresh quick run against (ratios and budgets, never absolute times
 * from another machine).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export interface Figure {
  value: number;
  unit: string;
  /** Which way is better: a regression is 30% the other way (ratios), or a missed target (budgets). */
  better: 'lower' | 'higher';
  /** The issue's target, when it names one: the figure must meet it. */
  target?: number;
  /**
   * While a target is not met yet: the figure as it stands (a ratchet). `npm run bench:check` fails
   * past it, so what is not yet within its target cannot grow either; `npm run bench` still shows
   * the target missed.
   */
  ceiling?: number;
  /**
   * `ratio`: against a baseline run alongside, comparable across machines (checked for a 30% regression);
   * `budget`: an absolute budget (bytes, a query count, a latency target); `info`: printed only.
   */
  kind: 'ratio' | 'budget' | 'info';
}

export type Figures = Record<string, Figure>;

export const machine = (): string =>
  `${os.cpus().length} vCPU (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node.js ${process.version}`;

/** Whether a figure meets its target (figures without one always do). */
export const meets = (f: Figure): boolean =>
  f.target === undefined || (f.better === 'lower' ? f.value <= f.target : f.value >= f.target);

/** A figure as `value unit (target ≤ x: met)` for the printed tables. */
export const show = (f: Figure, digits = 2): string => {
  const v = Number.isInteger(f.value) ? String(f.value) : f.value.toFixed(digits);
  const t =
    f.target === undefined
      ? ''
      : ` (target ${f.better === 'lower' ? '≤' : '≥'} ${f.target}: ${meets(f) ? 'met' : 'NOT MET'})`;
  return `${v}${f.unit ? ` ${f.unit}` : ''}${t}`;
};

const resultsDir = new URL('../results/', import.meta.url);

export function readFigures(name: string): Figures | null {
  try {
    return (JSON.parse(readFileSync(new URL(`${name}.json`, resultsDir), 'utf8')) as { figures: Figures })
      .figures;
  } catch {
    return null;
  }
}

/** Whether this is the CI check's quick run (BENCH_QUICK=1): smaller data, shorter runs. */
export const quick = process.env.BENCH_QUICK === '1';

/**
 * Records a run: prints nothing (the bench prints its block as it goes), rewrites its RESULTS.md
 * section and its results JSON. A quick run (the CI check) writes its figures to
 * bench/results/quick/NAME.json (not committed) for `npm run bench:check` to compare with the
 * committed bench/results/NAME.quick.json (`npm run bench:check -- --update` saves a new reference).
 */
export function record(name: string, title: string, block: string, figures: Figures, note = ''): void {
  if (quick) {
    const dir = new URL('quick/', resultsDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      new URL(`${name}.json`, dir),
      `${JSON.stringify({ name, date: new Date().toISOString().slice(0, 10), machine: machine(), figures }, null, 2)}\n`,
    );
    return;
  }
  mkdirSync(resultsDir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(
    new URL(`${name}.json`, resultsDir),
    `${JSON.stringify({ name, date, machine: machine(), figures }, null, 2)}\n`,
  );
  const file = new URL('../RESULTS.md', import.meta.url);
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const section = `${start}\n## ${title}\n\nRun ${date} on ${machine()}.${note ? ` ${note}` : ''}\n\n\`\`\`\n${block.trimEnd()}\n\`\`\`\n${end}`;
  const current = readFileSync(file, 'utf8');
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => section)
    : current.replace('## Not yet recorded here', `${section}\n\n## Not yet recorded here`);
  writeFileSync(file, next);
}
