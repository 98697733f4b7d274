/** Real server processes for the process and cluster tests: started, talked to, and killed at the end. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { GqlResult } from './harness.ts';
import { serverEntry } from './server-entry.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

export interface Proc {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

/** Starts the server as a real process (the current build, else the sources) and waits until it prints its URL (or exits). */
export function spawnServer(env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, serverEntry(serverDir), {
    cwd: serverDir,
    // Tests sign in often from one address, on cores busy with other test files.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      THROTTLE_FACTOR: '100',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Every process this file starts is killed at the end, whatever happened to its test.
  running.push(child);
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // Only a start that never comes is killed: a started server lives until its test ends it (this
    // timer once fired on started servers too, 45 s in, when a slow machine made the test run longer).
    const tooLate = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${out}`));
    }, 45_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/Suki console: (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(tooLate);
        resolve({ child, url: match[1], output: () => out, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) => {
      clearTimeout(tooLate);
      reject(Object.assign(new Error(`server exited with ${code}: ${out}`), { code, out }));
    });
  });
}

export async function gql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResult<T>;
}

export async function signIn(url: string): Promise<string> {
  const r = await gql<{ signIn: { token: string } }>(
    url,
    'mutation { signIn(input: { email: "demo@suki.ph", password: "Demo@1234", userType: "client" }) { token } }',
  );
  if (!r.data?.signIn) throw new Error(JSON.stringify(r.errors));
  return r.data.signIn.token;
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});
