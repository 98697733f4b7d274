/**
 * bench/startup: cold start of the built server (`node server/dist/src/main.js`, embedded PGlite,
 * demo data) on a new data folder and again on the same folder, timed from spawn until /healthz
 * answers 200; then its idle memory (RSS) after it has sat for a while. Alongside, in the same run:
 * the time Node takes to start a bare script answering HTTP (the machine's own floor, which makes the
 * ratios comparable across machines), and the figures from before as a fixed column.
 *
 *   npm run bench:startup          (builds the server first; BENCH_QUICK=1: one start each, shorter
 *                                   idle, and the existing build when there is one)
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Figure, type Figures, quick, record, show } from './lib/report.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'server');
const IDLE_SECONDS = quick ? 5 : 10;
const ROUNDS = quick ? 1 : 3;
/** The figures before this work (same kind of machine: 2 vCPU). */
const BEFORE = { fresh: '8.6–11.4 s', existing: '2.7 s', rss: '390 MB' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** CPU time (user + system) the process has used: on a busy machine it shows the work, not the waiting. */
const cpuMs = (pid: number): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
};

const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
};

/** Spawns `args`, polls /healthz every 10 ms; the time until 200, then (optionally) RSS after idling. */
async function start(args: string[], env: Record<string, string>, idleSeconds = 0) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let listening = 0;
  child.stdout?.on('data', (c: Buffer) => {
    if (!listening && c.toString().includes('Suki console')) listening = performance.now() - started;
  });
  let err = '';
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${err.slice(-2000)}`);
      if (await healthy(port)) break;
      if (performance.now() - started > 120_000) throw new Error(`no /healthz after 120 s: ${err}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = performance.now() - started;
    const cpu = cpuMs(child.pid ?? 0);
    let rss = 0;
    if (idleSeconds) {
      await new Promise((r) => setTimeout(r, idleSeconds * 1000));
      rss = rssMb(child.pid ?? 0);
    }
    return { ms, rss, cpu, listening: listening || ms };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const BARE = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(Number(process.env.PORT), '127.0.0.1')`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

// The quick run (CI's check, after `npm run build`) uses the build there is; the full run builds first.
const built =
  fs.existsSync(path.join(serverDir, 'dist/src/main.js')) &&
  fs.existsSync(path.join(serverDir, 'dist/pglite-template/migrations.json'));
if (!process.env.BENCH_NO_BUILD && !(quick && built)) {
  execFileSync('npm', ['run', 'build', '-w', 'server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const bare: number[] = [];
const fresh: number[] = [];
const existing: number[] = [];
const freshListening: number[] = [];
const freshCpu: number[] = [];
const existingCpu: number[] = [];
let idleRss = 0;
for (let round = 0; round < ROUNDS; round++) {
  bare.push((await start(['-e', BARE], {})).ms);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-startup-'));
  try {
    const env = { DATA_DIR: dataDir, NODE_ENV: '' };
    const first = await start(['dist/src/main.js'], env);
    fresh.push(first.ms);
    freshListening.push(first.listening);
    freshCpu.push(first.cpu);
    const again = await start(['dist/src/main.js'], env, round === 0 ? IDLE_SECONDS : 0);
    existing.push(again.ms);
    existingCpu.push(again.cpu);
    if (round === 0) idleRss = again.rss;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const b = median(bare);
const freshStartMs: Figure = {
  value: Math.round(median(fresh)),
  unit: 'ms',
  better: 'lower',
  target: 3000,
  kind: 'budget',
};
const existingStartMs: Figure = {
  value: Math.round(median(existing)),
  unit: 'ms',
  better: 'lower',
  target: 1500,
  kind: 'budget',
};
// While the 250 MB target is open, CI holds today's weight (about 320-345 MB here) under a ceiling.
const idleRssMb: Figure = {
  value: Math.round(idleRss),
  unit: 'MB',
  better: 'lower',
  ceiling: 380,
  target: 250,
  kind: 'budget',
};
// Against a bare Node start of ~0.1 s these swing by a third between identical quick runs on a busy
// machine: printed, not held by the CI check (which holds the idle memory's ceiling).
const startRatioKind = quick ? 'info' : 'ratio';
const freshStartRatio: Figure = {
  value: median(fresh) / b,
  unit: '× bare node',
  better: 'lower',
  kind: startRatioKind,
};
const existingStartRatio: Figure = {
  value: median(existing) / b,
  unit: '× bare node',
  better: 'lower',
  kind: startRatioKind,
};
const figures: Figures = {
  freshStartMs,
  existingStartMs,
  idleRssMb,
  freshStartRatio,
  existingStartRatio,
  bareNodeStartMs: { value: Math.round(b), unit: 'ms', better: 'lower', kind: 'info' },
  freshCpuMs: { value: Math.round(median(freshCpu)), unit: 'ms', better: 'lower', kind: 'info' },
  existingCpuMs: { value: Math.round(median(existingCpu)), unit: 'ms', better: 'lower', kind: 'info' },
  freshListeningMs: { value: Math.round(median(freshListening)), unit: 'ms', better: 'lower', kind: 'info' },
};
const line = (name: string, before: string, now: string, ratio: string) =>
  `${name.padEnd(26)} | ${before.padEnd(12)} | ${now.padEnd(36)} | ${ratio}\n`;
let block = line('embedded PGlite, demo data', 'before (#18)', 'now', 'now / bare Node start');
block += line('bare Node start to HTTP', '-', `${Math.round(b)} ms`, '1');
block += line('start, new data folder', BEFORE.fresh, show(freshStartMs), show(freshStartRatio, 1));
block += line(
  '  of which until it listens',
  '-',
  `${Math.round(median(freshListening))} ms (then the seed's queued jobs run)`,
  '-',
);
block += line('start, existing folder', BEFORE.existing, show(existingStartMs), show(existingStartRatio, 1));
block += line('CPU used, new folder', '-', `${Math.round(median(freshCpu))} ms`, '-');
block += line('CPU used, existing folder', '-', `${Math.round(median(existingCpu))} ms`, '-');
block += line(`idle RSS after ${IDLE_SECONDS} s`, BEFORE.rss, show(idleRssMb), '-');
console.log(`\n${block}`);
record(
  'startup',
  'Cold start and idle memory (embedded database)',
  block,
  figures,
  `Median of ${ROUNDS} starts each; spawn until /healthz answers 200; RSS read from /proc after idling. The machine was shared with three other engineers' tests and benchmarks (load average about 10 on 2 cores): wall times are inflated, the CPU-time rows and the ratios less so.`,
);
