import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import { findUserById, type UserRow } from './user-store.js';

/** The channel the `users_changed` trigger notifies with the changed account's id. */
export const USER_CHANGED_CHANNEL = 'user_changed';

export interface AccountCache {
  /** The account, from memory when this instance is sure its copy is current. */
  get(id: string): Promise<UserRow | undefined>;
  /** Drops the copy at once; writers call it so this instance never waits for the notification. */
  forget(id: string): void;
  close(): Promise<void>;
}

/**
 * Accounts read by every authenticated request, kept in memory: authentication then costs no
 * database round trip. A copy is trusted only while the change notifications flow — every update
 * or delete of a user row notifies all instances (trigger `users_changed`), so a reset password,
 * a locked or deleted account is refused on the next request on any instance. While the listening
 * connection is down, every read goes to the database.
 */
export function createAccountCache(database: Database, max = 10_000): AccountCache {
  const rows = new LRUCache<string, UserRow>({ max });
  let live = false;
  // A read that started before a change must not store what it read after the change forgot it.
  let generation = 0;

  const unsubscribe = database.subscribe(USER_CHANGED_CHANNEL, {
    message: (id) => forget(id),
    live: () => {
      generation++;
      rows.clear();
      live = true;
    },
    lost: () => {
      live = false;
      generation++;
      rows.clear();
    },
  });

  function forget(id: string) {
    generation++;
    rows.delete(id);
  }

  return {
    async get(id) {
      if (!live) return findUserById(database.db, id);
      const cached = rows.get(id);
      if (cached) return cached;
      const started = generation;
      const row = await findUserById(database.db, id);
      if (row && live && generation === started) rows.set(id, row);
      return row;
    },
    forget,
    close: unsubscribe,
  };
}
