import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_TYPE_MESSAGE,
  photoKeys,
  photoUploadProblem,
  sniffPhotoType,
  uniqueInOrder,
} from './photos.rules.ts';

const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });

describe('photo rules', () => {
  it('recognises real JPEG, PNG, WebP and GIF files by content', async () => {
    expect(sniffPhotoType(await image.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffPhotoType(await image.clone().png().toBuffer())).toBe('image/png');
    expect(sniffPhotoType(await image.clone().webp().toBuffer())).toBe('image/webp');
    expect(sniffPhotoType(await image.clone().gif().toBuffer())).toBe('image/gif');
  });

  it('refuses other formats and text, whatever they are called', async () => {
    expect(sniffPhotoType(await image.clone().tiff().toBuffer())).toBeNull();
    expect(sniffPhotoType(await image.clone().avif().toBuffer())).toBeNull();
    expect(sniffPhotoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(photoUploadProblem(Buffer.alloc(0))).toBe(PHOTO_TYPE_MESSAGE);
  });

  it('checks the size before the type: more than 5,000,000 bytes is too large', async () => {
    const png = await image.clone().png().toBuffer();
    const pad = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    expect(photoUploadProblem(pad(MAX_PHOTO_BYTES))).toBeNull();
    expect(photoUploadProblem(pad(MAX_PHOTO_BYTES + 1))).toBe('Photo should be less than 5MB');
    expect(photoUploadProblem(Buffer.alloc(MAX_PHOTO_BYTES + 1))).toBe(PHOTO_TOO_LARGE);
  });

  it('makes storage keys from uuids only, and keeps the first of repeated photo uuids', () => {
    expect(photoKeys('app', 'p')).toEqual({
      key: 'photos/app/p.webp',
      thumbnailKey: 'photos/app/p-thumb.webp',
    });
    expect(uniqueInOrder(['c', 'a', 'c', 'b', 'a'])).toEqual(['c', 'a', 'b']);
  });
});
