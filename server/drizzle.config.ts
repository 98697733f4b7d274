import type { Config } from 'drizzle-kit';

const config: Config = {
  dialect: 'postgresql',
  schema: './src/modules/tables.ts',
  out: process.env.MIGRATIONS_OUT ?? './migrations',
};

export default config;
