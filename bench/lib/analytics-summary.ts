/**
 * bench/analytics's printed block and recorded figures: per range the GraphQL, rollup SQL and raw SQL
 * times with their ratios, the budget and whether the answers agree; then the rollups' rebuild, the
 * write path and which server code was measured.
 */
import type { Range } from './analytics-raw.ts';
import type { Timing } from './analytics-timing.ts';
import type { Figures } from './report.ts';

export interface RangeResult {
  r: Range;
  api: Timing;
  rollup: Timing;
  raw: Timing;
  mismatches: string[];
  /** Timed with bench/analytics's OVERVIEW_INT32 (the console's document failed). */
  int32: boolean;
  /** How many SQL statements the request ran, and the slowest three alone. */
  statements: number;
  slowest: string[];
}

export interface Run {
  seedSeconds: number;
  rebuildEvents: number;
  rebuildOrders: number;
  orderDays: number;
  rollupRows: number;
  ranges: RangeResult[];
  track: Timing;
  trackCounted: boolean;
  bareInsert: Timing;
  refreshDay: Timing;
  busyDay: string;
  busyDayOrders: number;
}

/** How the run was made, as the block states it. */
export interface Settings {
  orders: number;
  events: number;
  runs: number;
  rawSeconds: number;
  budgetMs: number;
  /** A kept database timed again (BENCH_REUSE): nothing was seeded. */
  reused: boolean;
  /** Which server code was measured. */
  provenance: string;
}

export function summarize(
  run: Run,
  { orders, events, runs, rawSeconds, budgetMs, reused, provenance }: Settings,
): { block: string; figures: Figures; mismatched: number } {
  const figures: Figures = {};
  const ms = (t: number) => `${t.toFixed(2)} ms`;
  const lines: string[] = [
    `PostgreSQL, one store: ${orders.toLocaleString('en-PH')} orders and ${events.toLocaleString('en-PH')} storefront events over 365 Manila days`,
    `${'range'.padEnd(10)}${'GraphQL'.padStart(11)}${'p95'.padStart(11)}${'rollup SQL'.padStart(12)}${'raw SQL'.padStart(12)}${'p95'.padStart(12)}${'runs'.padStart(6)}${'GraphQL/raw'.padStart(13)}${'SQL/raw'.padStart(9)}  budget (GraphQL median)   answers`,
  ];
  let mismatched = 0;
  for (const { r, api, rollup, raw, mismatches, int32 } of run.ranges) {
    const ratio = api.median / raw.median;
    const sqlRatio = rollup.median / raw.median;
    figures[`${r.key}.median`] = {
      value: Number(api.median.toFixed(2)),
      unit: 'ms',
      better: 'lower',
      kind: 'budget',
      target: budgetMs,
    };
    figures[`${r.key}.p95`] = {
      value: Number(api.p95.toFixed(2)),
      unit: 'ms',
      better: 'lower',
      kind: 'info',
    };
    figures[`${r.key}.raw.median`] = {
      value: Number(raw.median.toFixed(2)),
      unit: 'ms',
      better: 'lower',
      kind: 'info',
    };
    figures[`${r.key}.ratio`] = {
      value: Number(ratio.toFixed(4)),
      unit: 'x',
      better: 'lower',
      kind: 'ratio',
    };
    figures[`${r.key}.sql.ratio`] = {
      value: Number(sqlRatio.toFixed(4)),
      unit: 'x',
      better: 'lower',
      kind: 'info',
    };
    figures[`${r.key}.mismatches`] = {
      value: mismatches.length,
      unit: '',
      better: 'lower',
      kind: 'budget',
      target: 0,
    };
    mismatched += mismatches.length;
    const met = api.median <= budgetMs ? 'met' : 'NOT MET';
    lines.push(
      `${r.label.padEnd(10)}${ms(api.median).padStart(11)}${ms(api.p95).padStart(11)}${ms(rollup.median).padStart(12)}${ms(raw.median).padStart(12)}${ms(raw.p95).padStart(12)}${String(raw.runs).padStart(6)}${`${ratio.toFixed(3)}x`.padStart(13)}${`${sqlRatio.toFixed(3)}x`.padStart(9)}  ≤ ${budgetMs} ms: ${met.padEnd(13)}${mismatches.length ? `${mismatches.length} MISMATCH(ES)` : 'agree'}${int32 ? ' †' : ''}`,
    );
  }
  lines.push(
    `(GraphQL and rollup SQL: ${runs} runs each; raw SQL: as many runs as fit ${rawSeconds} s, at least 3)`,
  );
  if (run.ranges.some((x) => x.int32))
    lines.push(
      "† the console's document fails there (a centavo total past GraphQL Int's 2,147,483,647): timed and compared without the range's net/gross sales and refunds and the products' sales (the server runs the same SQL for it)",
    );
  const longest = run.ranges[run.ranges.length - 1];
  if (longest)
    lines.push(
      `Where the rollup's time goes (${longest.r.label}): ${longest.statements} statements per request; the slowest, each alone (median of 5):`,
      ...longest.slowest.map((x) => `  ${x}`),
    );
  for (const { r, mismatches } of run.ranges)
    for (const m of mismatches) lines.push(`  mismatch, ${r.label}: ${m}`);
  lines.push('');
  const info = (key: string, value: number, unit: string) => {
    figures[key] = {
      value: Number(value.toFixed(unit === 'x' ? 3 : 2)),
      unit,
      better: 'lower',
      kind: 'info',
    };
  };
  if (!reused) info('seed.s', run.seedSeconds, 's');
  info('rebuild.events.s', run.rebuildEvents, 's');
  info('rebuild.orders.s', run.rebuildOrders, 's');
  info('track.median', run.track.median, 'ms');
  info('track.insert.median', run.bareInsert.median, 'ms');
  info('track.ratio', run.track.median / run.bareInsert.median, 'x');
  info('refreshOrderDay.median', run.refreshDay.median, 'ms');
  lines.push(
    `Rollups (the repair/backfill path): rebuildEventFigures ${run.rebuildEvents.toFixed(1)} s (${events.toLocaleString('en-PH')} events), rebuildOrderFigures ${run.rebuildOrders.toFixed(1)} s (${run.orderDays} days, ${(
      (run.rebuildOrders * 1000) / Math.max(run.orderDays, 1)
    ).toFixed(
      0,
    )} ms a day); ${run.rollupRows.toLocaleString('en-PH')} analytics_rollups rows${reused ? '' : `; seed ${run.seedSeconds.toFixed(0)} s`}`,
    `Write path: storefrontTrack over HTTP ${ms(run.track.median)} (p95 ${ms(run.track.p95)}, ${(1000 / run.track.median).toFixed(0)} events/s one at a time${run.trackCounted ? '' : ', NOT COUNTED'}) vs a bare INSERT ${ms(run.bareInsert.median)} (p95 ${ms(run.bareInsert.p95)}): ${(run.track.median / run.bareInsert.median).toFixed(1)}x, ${run.track.runs} runs each`,
    `refreshOrderDay of ${run.busyDay} (${run.busyDayOrders.toLocaleString('en-PH')} orders): median ${ms(run.refreshDay.median)}, p95 ${ms(run.refreshDay.p95)} (${run.refreshDay.runs} runs)`,
  );
  lines.push(`Server code: ${provenance}`);
  const block = lines.join('\n');
  return { block, figures, mismatched };
}
