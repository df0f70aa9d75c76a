import type { TUser } from '@app/sdk';

/** localStorage key of the persisted session (spec part 1, section 9). */
export const AUTH_STORAGE_KEY = 'auth-storage';

/** What survives a reload: the user and the flag, never a token (spec part 1, section 3). */
export interface PersistedAuth {
  user: TUser | null;
  isAuthenticated: boolean;
}

/** The session a stored value stands for: whatever an older version (or a hand edit) left, only these two fields count. */
export function keptAuth(stored: unknown): PersistedAuth {
  const record = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<PersistedAuth>;
  const user = record.user ?? null;
  return { user, isAuthenticated: record.isAuthenticated === true && user !== null };
}

/**
 * True when this browser kept a signed-in session, read straight from storage: for a page's
 * first script, before the session atoms (jotai) load. Same rule as `hasPersistedSession()`.
 */
export function hasKeptSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    return raw ? keptAuth(JSON.parse(raw)).isAuthenticated : false;
  } catch {
    // Unreadable storage (blocked, malformed JSON) is what the atom reads as signed out too.
    return false;
  }
}
