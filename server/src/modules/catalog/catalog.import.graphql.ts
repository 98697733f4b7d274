import { builder } from '../../graphql/builder.ts';
import { appOrThrow } from '../apps/index.ts';
import type { RowError } from './catalog.import.rules.ts';
import { applyImport, exportCsv, importOrThrow } from './catalog.import.ts';
import type { ProductImportRow } from './catalog.tables.ts';

const RowErrorType = builder.objectRef<RowError>('ProductImportRowError').implement({
  description:
    'A cell the import cannot use: its line in the file (the header is line 1), its column and why.',
  fields: (t) => ({
    row: t.exposeInt('row'),
    column: t.exposeString('column', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const ProductImportType = builder.objectRef<ProductImportRow>('ProductImport').implement({
  description:
    'A catalog CSV upload (POST /uploads/products.csv). previewed: checked, nothing written yet; applied: written, all at once.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    fileName: t.exposeString('fileName'),
    status: t.exposeString('status'),
    rows: t.exposeInt('rows', { description: 'Rows (variants) read, not counting the header.' }),
    creates: t.exposeInt('creates', { description: 'Products the import adds.' }),
    updates: t.exposeInt('updates', { description: 'Products of the same name it replaces.' }),
    errors: t.field({ type: [RowErrorType], resolve: (i) => i.errors as RowError[] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    appliedAt: t.expose('appliedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('productImport', (t) =>
  t.field({
    type: ProductImportType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => importOrThrow(ctx, uuid),
  }),
);

builder.mutationField('productImportApply', (t) =>
  t.field({
    type: ProductImportType,
    description:
      'Writes a clean preview in one transaction (all or nothing). Applying an applied import again changes nothing.',
    args: {
      input: t.arg({
        type: builder.inputType('ProductImportApplyInput', {
          fields: (f) => ({ uuid: f.id({ required: true }) }),
        }),
        required: true,
      }),
    },
    resolve: (_r, { input }, ctx) => applyImport(ctx, input.uuid),
  }),
);

const ImportProgress = builder
  .objectRef<{ processed: number; total: number }>('ProductImportProgress')
  .implement({
    fields: (t) => ({ processed: t.exposeInt('processed'), total: t.exposeInt('total') }),
  });

builder.subscriptionField('productImportProgress', (t) =>
  t.field({
    type: ImportProgress,
    description: 'Products written so far while an import is applied.',
    args: {
      uuid: t.arg.id({ required: true }),
      after: t.arg.string({ description: 'Accepted for symmetry; progress is a state, not replayed.' }),
    },
    subscribe: async (_r, { uuid }, ctx) =>
      ctx.pubsub.subscribe('productImportProgress', (await importOrThrow(ctx, uuid)).uuid),
    resolve: (payload) => payload,
  }),
);

builder.queryField('productsExportCsv', (t) =>
  t.string({
    description: "The app's catalog as CSV (one row per variant), in the columns the import reads.",
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid }, ctx) => exportCsv(ctx, (await appOrThrow(ctx, appUuid)).uuid),
  }),
);
