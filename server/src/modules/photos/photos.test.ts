import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, tempDir, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { updateBilling } from '../billing/index.ts';
import { products } from '../catalog/catalog.tables.ts';
import { PHOTO_SWEEP_JOB } from './photos.jobs.ts';
import { PHOTO_NOT_FOUND, PHOTO_TOO_LARGE, PHOTO_TYPE_MESSAGE } from './photos.rules.ts';
import { attachPhotos } from './photos.service.ts';
import { photos } from './photos.tables.ts';

interface Uploaded {
  uuid: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e4572e' } })
    .png()
    .toBuffer();

/** Every file under a folder, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.webp'))
    : [];

describe.each(testDatabases())('product photos on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const dataDir = tempDir('suki-photos-');
  const uploadsDir = path.join(dataDir, 'uploads');
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  const upload = async (
    body: Buffer,
    opts: { token?: string | null; app?: string; contentType?: string; fileName?: string } = {},
  ) => {
    const bearer = opts.token === undefined ? token : opts.token;
    const res = await fetch(`${t.url}/uploads/photos?appUuid=${opts.app ?? appUuid}`, {
      method: 'POST',
      headers: {
        'content-type': opts.contentType ?? 'application/octet-stream',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(opts.fileName ? { 'x-file-name': encodeURIComponent(opts.fileName) } : {}),
      },
      body: new Uint8Array(body),
    });
    return { status: res.status, json: (await res.json()) as Uploaded & { error?: string } };
  };
  const rows = () => t.server.database.db.select().from(photos).orderBy(photos.createdAt);
  const newProduct = async (name: string) => {
    const uuid = newUuid();
    await t.server.database.db.insert(products).values({ uuid, appUuid, name, price: 15_000 });
    return uuid;
  };
  const attach = async (productUuid: string, uuids: string[], app = appUuid) => {
    const attached = await inTransaction(t.server.context, (tx, events) =>
      attachPhotos(tx, events, app, productUuid, uuids),
    );
    await t.server.context.jobs.idle(); // the dropped photos' files go after the commit
    return attached;
  };
  const productPhotos = (productUuid: string) =>
    t.server.database.db
      .select({ uuid: photos.uuid, position: photos.position })
      .from(photos)
      .where(eq(photos.productUuid, productUuid))
      .orderBy(photos.position);

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, config: { dataDir } });
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('re-encodes an uploaded PNG as a 1600 px WebP with a 320 px thumbnail, both served as image/webp', async () => {
    const { status, json } = await upload(await png(2400, 1200), { contentType: 'image/png' });
    expect(status).toBe(201);
    expect(json).toMatchObject({ width: 1600, height: 800, contentType: 'image/webp' });
    expect(json.url).toBe(`/uploads/photos/${appUuid}/${json.uuid}.webp`);
    expect(json.thumbnailUrl).toBe(`/uploads/photos/${appUuid}/${json.uuid}-thumb.webp`);
    for (const [url, width, height] of [
      [json.url, 1600, 800],
      [json.thumbnailUrl, 320, 160],
    ] as const) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    const [row] = (await rows()).filter((r) => r.uuid === json.uuid);
    expect(row).toMatchObject({ appUuid, productUuid: null, bytes: json.bytes, width: 1600, height: 800 });
    expect(filesUnder(uploadsDir)).toEqual(
      expect.arrayContaining([
        `photos/${appUuid}/${json.uuid}.webp`,
        `photos/${appUuid}/${json.uuid}-thumb.webp`,
      ]),
    );
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1b998b' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Aling Nena, Quezon City' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { status, json } = await upload(jpeg, { contentType: 'image/jpeg', fileName: 'adobo.jpg' });
    expect(status).toBe(201);
    expect([json.width, json.height]).toEqual([200, 300]);
    const stored = Buffer.from(await (await fetch(`${t.url}${json.url}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.exif, meta.orientation]).toEqual(['webp', undefined, undefined]);
  });

  it('accepts exactly 5,000,000 bytes on the free plan and refuses 5,000,001 with 413, writing nothing', async () => {
    // The store's plan sets the file size limit: Free's is the spec's 5MB (the demo store is on Starter).
    await updateBilling(t.server.context.db, appUuid, { plan: 'free' });
    const image = await png(40, 40);
    const atLimit = Buffer.concat([image, Buffer.alloc(5_000_000 - image.length)]);
    expect((await upload(atLimit)).status).toBe(201);
    const before = await rows();
    const files = filesUnder(uploadsDir);
    const over = Buffer.concat([image, Buffer.alloc(5_000_001 - image.length)]);
    expect(await upload(over, { contentType: 'image/png' })).toEqual({
      status: 413,
      json: { error: 'Your Free plan allows files up to 5MB. Upgrade to Starter for files up to 10MB.' },
    });
    expect(PHOTO_TOO_LARGE).toBe('Photo should be less than 5MB');
    expect(await rows()).toEqual(before);
    expect(filesUnder(uploadsDir)).toEqual(files);
    await updateBilling(t.server.context.db, appUuid, { plan: 'pro_starter' });
  });

  it('refuses text named .png or sent as image/png, and a PNG header over garbage, with 400', async () => {
    const before = await rows();
    const files = filesUnder(uploadsDir);
    const text = Buffer.from('hello, this is not an image\n'.repeat(20));
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), text]);
    for (const body of [text, fakePng]) {
      expect(await upload(body, { contentType: 'image/png', fileName: 'photo.png' })).toEqual({
        status: 400,
        json: { error: PHOTO_TYPE_MESSAGE, fields: { photo: PHOTO_TYPE_MESSAGE } },
      });
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, { contentType: 'image/svg+xml' })).json.error).toBe(PHOTO_TYPE_MESSAGE);
    expect(await rows()).toEqual(before);
    expect(filesUnder(uploadsDir)).toEqual(files);
  });

  it("answers 401 without a session and 404 for another merchant's app, storing nothing", async () => {
    const before = await rows();
    const image = await png(10, 10);
    expect(await upload(image, { token: null })).toEqual({
      status: 401,
      json: { error: 'Expired access token' },
    });
    expect((await upload(image, { token: 'not-a-token' })).status).toBe(401);
    await createUser(t.server.database, { email: 'other@shop.ph', password: 'Other#2026', role: 'client' });
    const other = await t.signIn('other@shop.ph', 'Other#2026');
    expect(await upload(image, { token: other })).toEqual({ status: 404, json: { error: 'App not found' } });
    expect((await upload(image, { app: 'not-a-uuid' })).json.error).toBe('App not found');
    expect(await rows()).toEqual(before);
  });

  it('serves only stored keys: a missing photo or a path that climbs out is 404', async () => {
    for (const p of [
      `/uploads/photos/${appUuid}/${newUuid()}.webp`,
      '/uploads/..%2F..%2Fsecret.key',
      '/uploads/',
    ]) {
      expect((await fetch(`${t.url}${p}`)).status).toBe(404);
    }
  });

  it("attaches photos in the given order and deletes the product's dropped photos with their files", async () => {
    const [a, b, c] = await Promise.all([
      upload(await png(30, 30)),
      upload(await png(31, 31)),
      upload(await png(32, 32)),
    ]);
    const [ua, ub, uc] = [a.json.uuid, b.json.uuid, c.json.uuid];
    const product = await newProduct('Chicken Adobo Pack');
    const attached = await attach(product, [uc, ua, ub, ua]);
    expect(attached.map((p) => [p.uuid, p.position])).toEqual([
      [uc, 0],
      [ua, 1],
      [ub, 2],
    ]);
    expect(await productPhotos(product)).toEqual([
      { uuid: uc, position: 0 },
      { uuid: ua, position: 1 },
      { uuid: ub, position: 2 },
    ]);
    await attach(product, [ub, uc]);
    expect(await productPhotos(product)).toEqual([
      { uuid: ub, position: 0 },
      { uuid: uc, position: 1 },
    ]);
    expect((await fetch(`${t.url}${a.json.url}`)).status).toBe(404);
    expect((await fetch(`${t.url}${a.json.thumbnailUrl}`)).status).toBe(404);
    expect(filesUnder(uploadsDir).filter((f) => f.includes(ua))).toEqual([]);
    expect((await fetch(`${t.url}${b.json.url}`)).status).toBe(200);
  });

  it("refuses another product's, another app's or unknown photos as 'Photo not found', changing nothing", async () => {
    const first = await newProduct('Pork Sisig Tray');
    const second = await newProduct('Ube Halaya Jar');
    const { json: mine } = await upload(await png(20, 20));
    const { json: loose } = await upload(await png(21, 21));
    await attach(first, [mine.uuid]);
    const before = await rows();
    for (const uuids of [[loose.uuid, mine.uuid], [newUuid()], ['nope']]) {
      await expect(attach(second, uuids)).rejects.toMatchObject({
        message: PHOTO_NOT_FOUND,
        extensions: { code: 'BAD_USER_INPUT', fields: { photoUuids: PHOTO_NOT_FOUND } },
      });
    }
    // Another app's product may not take this app's photos either.
    await expect(attach(second, [loose.uuid], newUuid())).rejects.toMatchObject({ message: PHOTO_NOT_FOUND });
    expect(await rows()).toEqual(before);
  });

  it('sweeps photos left unattached for more than a day, with their files, and keeps attached ones', async () => {
    const product = await newProduct('Leche Flan Llanera');
    const { json: kept } = await upload(await png(22, 22));
    const { json: stale } = await upload(await png(23, 23));
    await attach(product, [kept.uuid]);
    clock.advance(23 * 3600_000);
    await t.server.context.jobs.kick(PHOTO_SWEEP_JOB);
    await t.server.context.jobs.idle();
    expect((await rows()).some((r) => r.uuid === stale.uuid)).toBe(true);
    clock.advance(2 * 3600_000);
    await t.server.context.jobs.kick(PHOTO_SWEEP_JOB);
    await t.server.context.jobs.idle();
    const after = await rows();
    expect(after.some((r) => r.uuid === stale.uuid)).toBe(false);
    // Nothing unattached is left; the demo orders' deposit slips stay with their orders.
    expect(after.filter((r) => r.productUuid === null && r.orderUuid === null)).toEqual([]);
    expect(after.filter((r) => r.kind === 'deposit_slip').length).toBeGreaterThan(0);
    expect(after.some((r) => r.uuid === kept.uuid)).toBe(true);
    expect((await fetch(`${t.url}${stale.url}`)).status).toBe(404);
    expect(filesUnder(uploadsDir).filter((f) => f.includes(stale.uuid))).toEqual([]);
    expect((await fetch(`${t.url}${kept.thumbnailUrl}`)).status).toBe(200);
    const [row] = await t.server.database.db
      .select()
      .from(photos)
      .where(and(eq(photos.uuid, kept.uuid), eq(photos.productUuid, product)));
    expect(row?.position).toBe(0);
  });
});
