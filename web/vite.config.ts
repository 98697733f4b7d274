import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './build/chunks.ts';
import { graphqlDocuments } from './build/graphqlDocuments.ts';
import { muiWithoutCssVars } from './build/muiWithoutCssVars.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.SUKI_API ?? 'http://localhost:8080';

/** The storefront's pages: /store/{appUuid}/… (the server sends store.html for these too). */
const isStorePage = (url: string) => /^\/store(\/|\?|$)/.test(url);
/** The sign-in pages: /login/… (the server sends login.html for these, the lean sign-in entry). */
const isLoginPage = (url: string) => /^\/login(\/|\?|$)/.test(url);

/**
 * Three entries, three HTML pages: the console (index.html), the customers' storefront (store.html),
 * so a shopper's phone never downloads the console, and the lean sign-in page (login.html), which
 * loads the console once signed in. In dev, a page under /store/ gets store.html and one under
 * /login/ login.html (history routing), as the server does in production.
 */
function storefrontPages(): Plugin {
  return {
    name: 'suki-storefront-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const accepts = String(req.headers.accept ?? '');
        if (req.method === 'GET' && req.url && accepts.includes('text/html')) {
          if (isStorePage(req.url)) req.url = '/store.html';
          else if (isLoginPage(req.url)) req.url = '/login.html';
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    // The storefront sends its operations as text over lib/graphqlFetch (no Apollo on a shopper's phone).
    graphqlDocuments(path.resolve(import.meta.dirname, 'src/generated'), {
      textOnly: [path.resolve(import.meta.dirname, 'src/storefront') + path.sep],
      // The console's documents the lean sign-in page sends over fetch too: their AST and their text.
      withText: ['src/modules/accounts/graphql/session.ts', 'src/shell/whitelabel/whiteLabel.graphql.ts'].map(
        (file) => path.resolve(import.meta.dirname, file),
      ),
    }),
    react(),
    muiWithoutCssVars(),
    storefrontPages(),
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
        // The sign-in page (the server sends login.html for /login/…): its own lean entry.
        login: path.resolve(import.meta.dirname, 'login.html'),
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
