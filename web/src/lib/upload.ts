import { GENERIC_SERVER_ERROR } from './constants';

/*
 * Files too large for GraphQL (photos, catalog CSVs, deposit slips) go to the server as the raw body
 * of a POST to /uploads/…: the console's with the session's bearer token (see consoleUploadAuth in
 * app/apollo), the storefront's without one. The server answers JSON: the result, or `{ error }` in
 * plain words.
 */

/** An upload the server refused (its message is already in plain words) or that never arrived. */
export class UploadError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never completed. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** The fraction sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The `authorization` header to send; none when absent (the storefront's shoppers). */
  authorization?: string;
  /** Called on a 401 (the console starts its expired-session flow). */
  onUnauthorized?: () => void;
  /** The message for a 401; the server's own message when absent. */
  sessionExpired?: string;
  /** The message when the request never completed. */
  networkError: string;
}

function errorOf(xhr: XMLHttpRequest, options: UploadOptions): UploadError {
  if (xhr.status === 401) {
    options.onUnauthorized?.();
    if (options.sessionExpired !== undefined) return new UploadError(options.sessionExpired, 401);
  }
  let message = GENERIC_SERVER_ERROR;
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      message = body.error;
    }
  } catch {
    // Not JSON (a proxy's error page): the generic message.
  }
  return new UploadError(message, xhr.status);
}

/**
 * Uploads one file with XMLHttpRequest (fetch cannot report upload progress). Resolves with the
 * server's JSON answer (201); rejects with an UploadError, or an AbortError when cancelled.
 */
export function uploadFile<T>(url: string, file: File, options: UploadOptions): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (options.authorization) xhr.setRequestHeader('authorization', options.authorization);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status !== 201) {
        reject(errorOf(xhr, options));
        return;
      }
      try {
        onProgress?.(1);
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new UploadError(GENERIC_SERVER_ERROR, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError(options.networkError, 0));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
