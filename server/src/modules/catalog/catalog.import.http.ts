import { badInput, forbidden } from '../../platform/errors.ts';
import type { Upload } from '../../platform/upload.ts';
import { appOrThrow } from '../apps/index.ts';
import { featureFlagsOf } from '../flags/index.ts';
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, type RowError } from './catalog.import.rules.ts';
import { NOT_IMPORTABLE, previewImport } from './catalog.import.ts';

/** POST the CSV file's bytes here, `?appUuid=…`; the answer is the preview (nothing is written yet). */
export const PRODUCT_IMPORT_PATH = '/uploads/products.csv';

export interface ImportPreview {
  uuid: string;
  rows: number;
  creates: number;
  updates: number;
  errors: RowError[];
}

export const productImportUpload: Upload<ImportPreview> = {
  permission: 'productImportUpload',
  maxBytes: MAX_IMPORT_BYTES,
  tooLarge: FILE_TOO_LARGE,
  status: 201,
  async authorize(ctx, params) {
    const app = await appOrThrow(ctx, params.get('appUuid') ?? '');
    if (!(await featureFlagsOf(ctx.db, app.uuid)).importableCsv) throw forbidden(NOT_IMPORTABLE);
  },
  async accept(ctx, bytes, params, fileName) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (text.includes('\u0000'))
      throw badInput({ file: 'The file should be a CSV (text), not a spreadsheet or image' });
    const row = await previewImport(ctx, params.get('appUuid') ?? '', text, fileName);
    return {
      uuid: row.uuid,
      rows: row.rows,
      creates: row.creates,
      updates: row.updates,
      errors: row.errors as RowError[],
    };
  },
};
