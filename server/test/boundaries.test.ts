import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, readModules, type SourceFile } from './boundaries.ts';

const modulesDir = path.resolve(import.meta.dirname, '../src/modules');

describe('server module boundaries (docs/design.md)', () => {
  const { files, dirs } = readModules(modulesDir);
  const report = checkBoundaries(files, dirs);

  it('gives every module one public surface, its index.ts', () => {
    expect(report.withoutIndex).toEqual([]);
  });

  it("imports another module only through its index.ts (a tables file may import another's tables for a foreign key)", () => {
    expect(report.deepImports).toEqual([]);
    expect(report.other).toEqual([]);
  });

  it('has no cycle between modules and no import up the layers', () => {
    expect(report.cycles).toEqual([]);
    expect(report.upward).toEqual([]);
  });
});

describe('the boundaries check', () => {
  const file = (p: string, text: string): SourceFile => ({ path: p, text });
  const index = (m: string, text = ''): SourceFile => file(`${m}/index.ts`, text);

  it('finds a module cycle, an upward import and a missing index.ts', () => {
    const r = checkBoundaries(
      [
        index('catalog'),
        index('inbox'),
        file('catalog/catalog.service.ts', "import { sendReply } from '../inbox/index.ts';"),
        file('inbox/inbox.service.ts', "import type { ProductRow } from '../catalog/index.ts';"),
        file('inbox/inbox.graphql.ts', "import { OrderType } from '../orders/index.ts';"),
        file('orders/orders.service.ts', 'export const x = 1;'),
      ],
      ['catalog', 'inbox', 'orders'],
    );
    expect(r.cycles).toEqual([['catalog', 'inbox']]);
    expect(r.upward).toEqual(['inbox → orders']);
    expect(r.withoutIndex).toEqual(['orders']);
  });

  it('refuses a deep import, even of types, and an index.ts handing out a table', () => {
    const r = checkBoundaries(
      [
        index(
          'apps',
          "export { apps } from './apps.tables.ts';\nexport type { AppRow } from './apps.tables.ts';",
        ),
        index('orders', "export { placeOrder } from './orders.checkout.ts';"),
        file('orders/orders.checkout.ts', "import type { AppRow } from '../apps/apps.tables.ts';"),
        file('orders/orders.jobs.ts', "import { placeOrder } from './index.ts';"),
      ],
      ['apps', 'orders'],
    );
    expect(r.deepImports).toEqual(['orders/orders.checkout.ts → apps/apps.tables.ts']);
    expect(r.other).toEqual([
      'apps/index.ts hands out apps/apps.tables.ts (export its row types only)',
      "orders/orders.jobs.ts imports its own module's index.ts",
    ]);
  });

  it('allows a tables file to import tables for foreign keys, and nothing else', () => {
    const fk = `import { apps } from '../apps/apps.tables.ts';
export const photos = pgTable('photos', {
  appUuid: uuid('app_uuid').notNull().references(() => apps.uuid, { onDelete: 'cascade' }),
});`;
    const misuse = `import { apps } from '../apps/apps.tables.ts';
export const photos = pgTable('photos', { appUuid: uuid('app_uuid').references(() => apps.uuid) });
export const count = (db: Db) => db.select().from(apps);`;
    const r = checkBoundaries(
      [
        index('apps'),
        index('photos'),
        file('photos/photos.tables.ts', fk),
        file('photos/photos.service.ts', misuse),
      ],
      ['apps', 'photos'],
    );
    expect(r.foreignKeyImports).toEqual(['photos/photos.tables.ts → apps/apps.tables.ts (apps)']);
    expect(r.deepImports).toEqual(['photos/photos.service.ts → apps/apps.tables.ts']);
    const inTables = checkBoundaries(
      [index('apps'), index('photos'), file('photos/photos.tables.ts', misuse)],
      ['apps', 'photos'],
    );
    expect(inTables.deepImports).toEqual(['photos/photos.tables.ts → apps/apps.tables.ts']);
  });
});
