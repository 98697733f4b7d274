// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthenticated } from '../../app/apollo';
import { GENERIC_SERVER_ERROR } from '../../lib/constants';
import { sessionStore } from '../../lib/session';
import { FakeXhr, installFakeXhr, pngFile, uploaded } from '../../lib/testing/fakeXhr';
import {
  MAX_PHOTO_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_TYPE_MESSAGE,
  PhotoUploadError,
  photoFileProblem,
  SESSION_EXPIRED,
  sniffPhotoType,
  UPLOAD_NETWORK_ERROR,
  uploadPhoto,
} from './upload';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('photo checks in the browser', () => {
  it('recognises JPEG, PNG, WebP and GIF by their first bytes, and nothing else', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffPhotoType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffPhotoType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffPhotoType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffPhotoType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffPhotoType(bytes())).toBeNull();
  });

  it('accepts exactly 5,000,000 bytes and refuses one more, with the server message', async () => {
    expect(await photoFileProblem(pngFile('big.png', MAX_PHOTO_BYTES))).toBeNull();
    expect(await photoFileProblem(pngFile('huge.png', MAX_PHOTO_BYTES + 1))).toBe(PHOTO_TOO_LARGE);
    expect(PHOTO_TOO_LARGE).toBe('Photo should be less than 5MB');
  });

  it("takes the store's plan's file size limit where it is larger", async () => {
    expect(await photoFileProblem(pngFile('big.png', 10_000_000), 10_000_000)).toBeNull();
    expect(await photoFileProblem(pngFile('huge.png', 10_000_001), 10_000_000)).toBe(
      'Photo should be less than 10MB',
    );
  });

  it('refuses text named .png and sent as image/png: the name and type are not trusted', async () => {
    const text = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    expect(await photoFileProblem(text)).toBe(PHOTO_TYPE_MESSAGE);
  });
});

describe('uploadPhoto', () => {
  beforeEach(() => {
    installFakeXhr();
    sessionStore.set({ token: 'token-123', loginType: 'client' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('posts the raw file with the bearer token and reports progress until the photo comes back', async () => {
    const progress: number[] = [];
    const file = pngFile('adobo plate.png');
    const done = uploadPhoto('app-1', file, (p) => progress.push(p));
    const xhr = FakeXhr.all[0] as FakeXhr;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/uploads/photos?appUuid=app-1', file]);
    expect(xhr.headers).toEqual({
      authorization: 'Bearer token-123',
      'content-type': 'image/png',
      'x-file-name': 'adobo%20plate.png',
    });
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, uploaded('p-1'));
    expect(await done).toEqual(uploaded('p-1'));
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's message, or the generic one when the answer is not JSON", async () => {
    const refused = uploadPhoto('app-1', pngFile('a.png'));
    (FakeXhr.all[0] as FakeXhr).respond(400, { error: PHOTO_TYPE_MESSAGE });
    await expect(refused).rejects.toEqual(new PhotoUploadError(PHOTO_TYPE_MESSAGE, 400));
    const broken = uploadPhoto('app-1', pngFile('b.png'));
    (FakeXhr.all[1] as FakeXhr).respond(502, '<html>Bad gateway</html>');
    await expect(broken).rejects.toMatchObject({ message: GENERIC_SERVER_ERROR, status: 502 });
  });

  it('says the session expired and starts the expired-session flow on 401', async () => {
    const expired = vi.fn();
    const off = onUnauthenticated(expired);
    const upload = uploadPhoto('app-1', pngFile('a.png'));
    (FakeXhr.all[0] as FakeXhr).respond(401, { error: 'Expired access token' });
    await expect(upload).rejects.toMatchObject({ message: SESSION_EXPIRED, status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    off();
  });

  it('explains a dropped connection in plain words, and stops when cancelled', async () => {
    const lost = uploadPhoto('app-1', pngFile('a.png'));
    (FakeXhr.all[0] as FakeXhr).failNetwork();
    await expect(lost).rejects.toMatchObject({ message: UPLOAD_NETWORK_ERROR, status: 0 });
    const controller = new AbortController();
    const cancelled = uploadPhoto('app-1', pngFile('b.png'), undefined, controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect((FakeXhr.all[1] as FakeXhr).aborted).toBe(true);
  });
});
