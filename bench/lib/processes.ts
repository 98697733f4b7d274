/**
 * Server processes for the benches: spawn, wait for a line on stdout/stderr, stop with SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface Spawned {
  child: ChildProcess;
  /** The first capture group of `ready` in the output (the server's URL). */
  url: string;
  /** Milliseconds from spawn to the ready line. */
  ms: number;
  stop(): Promise<void>;
}

export function spawnUntil(
  command: string,
  args: string[],
  opts: { cwd: string; env: Record<string, string | undefined>; ready: RegExp; timeoutMs?: number },
): Promise<Spawned> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no ready line after ${opts.timeoutMs ?? 120_000} ms: ${out.slice(-2000)}`));
    }, opts.timeoutMs ?? 120_000);
    let ready = false;
    const onData = (chunk: Buffer) => {
      if (ready) return; // keep draining, stop collecting
      out += chunk.toString();
      const match = out.match(opts.ready);
      if (match) {
        ready = true;
        clearTimeout(timer);
        resolve({ child, url: match[1] ?? '', ms: performance.now() - started, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`${command} exited ${code}: ${out.slice(-2000)}`));
    });
  });
}
