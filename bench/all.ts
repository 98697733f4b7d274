/**
 * `npm run bench`: every benchmark in its full form, one after the other (each prints its own table
 * next to its baseline and rewrites its section of bench/RESULTS.md), then one summary of the
 * issue's targets, met or not. Needs `npm run build` first (the first page and the start-up time
 * are measured on the built server) and PostgreSQL and Redis as in the README.
 *
 *   npm run bench                       everything (about 15 minutes on 2 cores)
 *   npm run bench -- fanout lists       only these
 */
import { spawnSync } from 'node:child_process';
import { readFigures, show } from './lib/report.ts';

const ALL = ['first-page', 'request-path', 'startup', 'fanout', 'lists', 'assistant', 'analytics'] as const;
const asked = process.argv.slice(2);
const run = asked.length ? asked : [...ALL];

const failed: string[] = [];
for (const name of run) {
  console.log(`\n=== bench/${name}.ts`);
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', new URL(`./${name}.ts`, import.meta.url).pathname],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_QUICK: '0' },
    },
  );
  if (child.status !== 0) failed.push(`${name} (exit ${child.status ?? child.signal})`);
}

console.log('\n=== Targets');
let missed = 0;
for (const name of run) {
  for (const [key, figure] of Object.entries(readFigures(name) ?? {})) {
    if (figure.target === undefined && figure.kind !== 'ratio') continue;
    if (figure.target !== undefined && !show(figure).includes(': met')) missed += 1;
    console.log(`${name}.${key}: ${show(figure)}`);
  }
}
if (failed.length) console.error(`\nFailed to run: ${failed.join(', ')}`);
if (failed.length || missed) process.exit(1);
