import { join } from 'node:path';
import { createLocalStorage } from './local-storage.js';
import type { FileStorage } from './storage.js';

export { assertStorageKey, type ByteRange, type FileStorage } from './storage.js';
export { createLocalStorage } from './local-storage.js';

/** The configured storage: a local directory `<dataDir>/files` (S3 would be chosen here). */
export function createStorage(config: { dataDir: string }): FileStorage {
  return createLocalStorage(join(config.dataDir, 'files'));
}
