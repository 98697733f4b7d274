import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.SUKI_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  base: '/',
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/healthz': apiTarget,
      '/webhooks': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    // jsdom + MUI renders are slow on 2 cores under load: a generous timeout keeps the suite honest, not flaky.
    testTimeout: 30_000,
    // Both cores: Vitest's default leaves one idle, which nearly doubles the suite's time in CI.
    maxWorkers: 2,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
  },
});
