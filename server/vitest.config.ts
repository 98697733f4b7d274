import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) builds. Node — and so Yoga, loaded as an external
    // dependency — takes the CJS one; Vite would take the ESM one for our sources, and two copies of
    // graphql break `instanceof GraphQLError`. Resolve it the way Node does.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated PGlite snapshot and PostgreSQL template per run; each test server copies one.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Test files share their worker's module graph (the server's modules are imported once per worker,
    // not once per file): no test relies on a fresh module, and each starts its own server.
    isolate: false,
  },
});
