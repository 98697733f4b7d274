import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

/** A scriptable XMLHttpRequest: tests read what was sent and answer when they choose. */
export class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }
  failNetwork() {
    this.onerror?.(new ProgressEvent('error'));
  }
}

/** Installs FakeXhr as the global XMLHttpRequest for this test file. */
export function installFakeXhr() {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

export const sentRequests = () => FakeXhr.all.filter((x) => x.body !== undefined);

/** A file whose first bytes are a PNG signature, `size` bytes long. */
export function pngFile(name: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

export const uploaded = (uuid: string) => ({
  uuid,
  url: `/uploads/photos/app-1/${uuid}.webp`,
  thumbnailUrl: `/uploads/photos/app-1/${uuid}-thumb.webp`,
  width: 1600,
  height: 1200,
  bytes: 12_345,
  contentType: 'image/webp',
});
