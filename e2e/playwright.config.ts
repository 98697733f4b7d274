import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { PHONE } from './pages/projects.ts';
import { basePort, serverUrl, workers } from './pages/servers.ts';

/**
 * Flows against the built server (npm run build) with a fresh DATA_DIR, in Debian's Chromium.
 * Under CI a missing browser is a failure, never a skip.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: apt-get install chromium (or set CHROMIUM_PATH)`);
}
const dataDir = (index: number) => path.resolve(import.meta.dirname, `artifacts/data-${index}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  // A file's flows run in order in one worker; each worker has its own server (pages/test.ts).
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]],
  use: {
    baseURL: serverUrl(0),
    // Recording a trace (a DOM snapshot and a screenshot at every step) took a third to half of each
    // flow's time on CI's two cores. Under CI a failed flow is retried, and the retry is traced; a run
    // by hand has no retry, so it keeps the trace of whatever fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      // The flows tagged PHONE (pages/projects.ts): those whose layout is its own at 390 px.
      grep: new RegExp(PHONE),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `rm -rf "${dataDir(index)}" && node ../server/dist/src/main.js`,
    url: `${serverUrl(index)}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // One browser signs in many times from 127.0.0.1, on a CI machine busy with the build: the
    // per-address throttles are loosened and the event-loop shedding is off (both tested on the server).
    env: {
      PORT: String(basePort + index),
      DATA_DIR: dataDir(index),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      THROTTLE_FACTOR: '100',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  })),
});
