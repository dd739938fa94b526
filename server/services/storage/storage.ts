import type { Readable } from 'node:stream';
import { STORAGE_UNAVAILABLE_TITLE } from '../../../contract/http.ts';
import type { ByteRange } from '../../http/byte-range.ts';
import { HttpProblem } from '../../http/http-problem.ts';


export interface StoredObject {
  stream: Readable;
  /** Bytes in the stream: the whole object, or the range asked for. */
  sizeBytes: number;
}

export interface CallOptions {
  /** Aborts the call: it then rejects at once. */
  signal?: AbortSignal;
}

/**
 * Where uploaded files live: local disk under DATA_DIR/files, or an S3-compatible bucket (docs/operations.md).
 * Keys are built only by server/services/storage/keys.ts from ids and generated names, never from
 * what a client typed; every implementation still refuses a key that is not one of that shape.
 */
export interface Storage {
  put(key: string, body: Readable | Buffer, options: { contentType: string; sizeBytes?: number }): Promise<void>;
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The object (or one range of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. `signal` gives up (a closing app must not wait for a hung store). */
  delete(key: string, options?: CallOptions): Promise<void>;
  /** Deletes every object under a folder key such as `venues/{id}` (a record's files). */
  deleteFolder(folder: string, options?: CallOptions): Promise<void>;
  /** Throws unless the store can be reached and written to (GET /api/health). */
  check(): Promise<void>;
}

/** One path segment: letters, digits, dot, dash, underscore; never '.' or '..'. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Throws unless the key is slash-separated safe segments (no '..', no leading slash, no backslash). */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))) {
    throw new InvalidStorageKeyError(key);
  }
}

/**
 * The store did not answer in time, or refused (down, misconfigured, throttling): a 503 in the
 * problem shape with Retry-After, so a request never hangs on it and nothing half-done is kept.
 * The store's own error is the cause, for the log.
 */
export class StorageUnavailableError extends HttpProblem {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE_TITLE, { headers: { 'retry-after': '5' } });
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}
