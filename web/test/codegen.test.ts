// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { expect, it } from 'vitest';
import config from '../codegen.ts';

const webDir = path.resolve(import.meta.dirname, '..');

it('src/generated matches what codegen makes from schema.graphql and the operations', async () => {
  const cwd = process.cwd();
  process.chdir(webDir);
  try {
    const outputs = (await generate({ ...config, silent: true }, false)) as Array<{
      filename: string;
      content: string;
    }>;
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const onDisk = fs.readFileSync(path.resolve(webDir, output.filename), 'utf8');
      expect(onDisk, `${output.filename} is stale: run \`npm run codegen -w web\``).toBe(output.content);
    }
  } finally {
    process.chdir(cwd);
  }
}, 60_000);
