import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './build/chunks.ts';
import { firstPages } from './build/firstPages.ts';
import { graphqlDocuments } from './build/graphqlDocuments.ts';
import { muiWithoutCssVars } from './build/muiWithoutCssVars.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.SUKI_API ?? 'http://localhost:8080';

/** The storefront's pages: /store/{appUuid}/… (the server sends store.html for these too). */
const isStorePage = (url: string) => /^\/store(\/|\?|$)/.test(url);

/**
 * Two entries, two HTML pages: the console (index.html) and the customers' storefront (store.html),
 * so a shopper's phone never downloads the console. In dev, a page under /store/ gets store.html
 * (history routing), like the server does in production.
 */
function storefrontPages(): Plugin {
  return {
    name: 'suki-storefront-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const accepts = String(req.headers.accept ?? '');
        if (req.method === 'GET' && req.url && isStorePage(req.url) && accepts.includes('text/html')) {
          req.url = '/store.html';
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    // The storefront sends its operations as text over lib/graphqlFetch (no Apollo on a shopper's phone).
    graphqlDocuments(path.resolve(import.meta.dirname, 'src/generated'), [
      path.resolve(import.meta.dirname, 'src/storefront') + path.sep,
    ]),
    react(),
    muiWithoutCssVars(),
    storefrontPages(),
    // Before precompress (writeBundle runs before closeBundle), so login.html gets its .br and .gz.
    firstPages([
      {
        file: 'login.html',
        from: 'index.html',
        modules: ['src/modules/accounts/views/LoginView.tsx', 'src/shell/ChatSupport.tsx'],
      },
    ]),
    precompress(),
  ],
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      input: {
        console: path.resolve(import.meta.dirname, 'index.html'),
        store: path.resolve(import.meta.dirname, 'store.html'),
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  test: {
    // jsdom + MUI renders are slow on 2 cores under load: a generous timeout keeps the suite honest, not flaky.
    testTimeout: 30_000,
    // Both cores: Vitest's default leaves one idle, which nearly doubles the suite's time in CI.
    maxWorkers: 2,
    // Test files share their worker's modules and jsdom window (cleanup() and localStorage.clear() run
    // after each test): half the suite's time was setting them up again for every file.
    isolate: false,
    // Components (.tsx) render in jsdom; rules and helpers (.ts) run in plain Node, which spares each
    // of those files the second or so a jsdom window costs. A .ts test that needs a DOM says so in a
    // `@vitest-environment jsdom` comment.
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'build/**/*.test.ts'],
        },
      },
    ],
  },
});
