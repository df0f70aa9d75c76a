import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded and generated files live, addressed by key (`documents/<sha256>.pdf`).
 * The local-directory implementation is the default; an S3-compatible one only has to
 * implement these five calls (put → PutObject, get/stream → GetObject with `Range`,
 * stat → HeadObject, delete → DeleteObject) and be chosen in `createStorage`.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers never see half a file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** A stream of the file (or of one range of it), or null when there is none. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/**
 * Keys are relative paths of plain segments, so no key can climb out of the storage root
 * (`..`, absolute paths, backslashes and empty segments are refused).
 */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
