import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import type { FileStorage } from './storage.js';

let dir: string;
let storage: FileStorage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-'));
  storage = createLocalStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('local file storage', () => {
  it('stores, reads, streams a range of, and deletes a file by key', async () => {
    await storage.put('documents/a.pdf', Buffer.from('%PDF-hello'));
    expect((await storage.get('documents/a.pdf'))?.toString()).toBe('%PDF-hello');
    expect(await storage.stat('documents/a.pdf')).toEqual({ size: 10 });
    expect(await text((await storage.stream('documents/a.pdf', { start: 5, end: 9 }))!)).toBe('hello');
    await storage.put('documents/a.pdf', Buffer.from('replaced'));
    expect((await storage.get('documents/a.pdf'))?.toString()).toBe('replaced');
    await storage.delete('documents/a.pdf');
    await storage.delete('documents/a.pdf');
    expect(await storage.get('documents/a.pdf')).toBeNull();
    expect(await storage.stream('documents/a.pdf')).toBeNull();
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
    }
  });
});
