import fs from 'node:fs';
import path from 'node:path';
import { printedSchema } from './schema.ts';

/** Writes schema.graphql at the repo root; the web's codegen reads it, a test keeps it current. */
const target = path.resolve(import.meta.dirname, '../../../schema.graphql');
fs.writeFileSync(target, printedSchema());
console.log(`wrote ${target}`);
