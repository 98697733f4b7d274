/**
 * Build step (`npm run build -w server`): writes the migrated PGlite template that a new data folder
 * starts from (platform/db.ts). Run as `node dist/src/seed/template.js` or with tsx.
 */
import { PGLITE_TEMPLATE_DIR, writePgliteTemplate } from '../platform/db.ts';

const started = performance.now();
await writePgliteTemplate();
process.stdout.write(
  `PGlite template written to ${PGLITE_TEMPLATE_DIR} in ${Math.round(performance.now() - started)} ms\n`,
);
