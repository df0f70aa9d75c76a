import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import type { ChannelListener } from '../../db/notifications.js';
import { users } from '../../db/schema/users.js';
import { type AccountCache, createAccountCache } from './account-cache.js';
import { insertUser } from './user-store.js';

const newUser = (database: Database) =>
  insertUser(database.db, { email: `cache-${Math.random().toString(36).slice(2)}@example.in`, name: 'Cache Test', passwordHash: null });

/** Changes the row without firing its triggers, as if the notification were lost. */
async function silentlyBumpVersion(database: Database, id: string) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, id));
  });
}

const versionOf = async (cache: AccountCache, id: string) => (await cache.get(id))?.tokenVersion;

describe('account cache', () => {
  let database: Database;
  let cache: AccountCache;
  beforeAll(async () => {
    database = await createTestDatabase();
    cache = createAccountCache(database);
    // Live once the LISTEN is in place: a change then always reaches the cache.
    const probe = await newUser(database);
    await vi.waitFor(async () => {
      const before = await versionOf(cache, probe.id);
      await silentlyBumpVersion(database, probe.id);
      expect(await versionOf(cache, probe.id)).toBe(before);
    });
  });
  afterAll(async () => {
    await cache.close();
    await database.close();
  });

  it('answers a second read from memory', async () => {
    const user = await newUser(database);
    expect(await versionOf(cache, user.id)).toBe(0);
    await silentlyBumpVersion(database, user.id);
    expect(await versionOf(cache, user.id)).toBe(0);
  });

  it('drops an account changed or deleted by any connection once the database notifies it', async () => {
    const changed = await newUser(database);
    const deleted = await newUser(database);
    await cache.get(changed.id);
    await cache.get(deleted.id);
    await database.db.update(users).set({ tokenVersion: 7 }).where(eq(users.id, changed.id));
    await database.db.delete(users).where(eq(users.id, deleted.id));
    // PGlite hears the NOTIFY before the statement returns; a Postgres server sends it a moment later.
    await vi.waitFor(async () => {
      expect(await versionOf(cache, changed.id)).toBe(7);
      expect(await cache.get(deleted.id)).toBeUndefined();
    });
  });

  it('drops an account at once when this instance forgets it', async () => {
    const user = await newUser(database);
    await cache.get(user.id);
    await silentlyBumpVersion(database, user.id);
    cache.forget(user.id);
    expect(await versionOf(cache, user.id)).toBe(1);
  });

  it('does not keep a read that was under way when the account changed', async () => {
    const user = await newUser(database);
    const reading = cache.get(user.id);
    cache.forget(user.id);
    await reading;
    await silentlyBumpVersion(database, user.id);
    expect(await versionOf(cache, user.id)).toBe(1);
  });
});

describe('account cache without change notifications', () => {
  it('reads every account from the database while the listening connection is down', async () => {
    const database = await createTestDatabase();
    let listener: ChannelListener | undefined;
    const cache = createAccountCache({
      ...database,
      subscribe: (_channel, l) => {
        listener = l;
        return async () => undefined;
      },
    });
    try {
      const user = await newUser(database);
      listener?.live();
      await cache.get(user.id);
      listener?.lost();
      await silentlyBumpVersion(database, user.id);
      expect(await versionOf(cache, user.id)).toBe(1);
      listener?.live();
      await silentlyBumpVersion(database, user.id);
      expect(await versionOf(cache, user.id)).toBe(2);
    } finally {
      await cache.close();
      await database.close();
    }
  });
});
