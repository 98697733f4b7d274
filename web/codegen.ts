import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed operations from the server's printed contract. Operations are written with the generated
 * `graphql()` function in modules/<domain>/graphql/*.ts; run `npm run codegen -w web` after
 * changing one (a test keeps src/generated current).
 */
const config: CodegenConfig = {
  schema: '../schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/generated/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', DateTime: 'string' },
      },
    },
  },
};

export default config;
