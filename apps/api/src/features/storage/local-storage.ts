import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertStorageKey, type FileStorage } from './storage.js';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a local directory: `<root>/<key>`. Writes go to a temporary file, then rename. */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(base, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key, range) {
      const path = pathOf(key);
      const info = await this.stat(key);
      if (!info) return null;
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
