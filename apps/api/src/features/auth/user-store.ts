import type { TProfile, TUser } from '@app/sdk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { allocateHandle } from './handles.js';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

export const findUserById = async (db: Db, id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

/** Phone numbers are compared without spaces and dashes. */
export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '');

export const phoneTaken = async (db: Db, phone: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.phone, normalizePhone(phone)))).length > 0;

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // node-postgres and PGlite both expose the SQLSTATE as `code`; drizzle may wrap it in `cause`.
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

type NewUser = Omit<typeof users.$inferInsert, 'handle' | 'id'>;

/** Inserts a user with a fresh handle, retrying when another sign-up takes the same handle. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    const handle = await allocateHandle(db, values.name, attempt);
    try {
      const [row] = await db.insert(users).values({ ...values, handle }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      if (attempt < 10 && isUniqueViolation(error, 'users_handle_key')) continue;
      throw error;
    }
  }
}

/** `admin` comes from the server's configuration (`isAdminEmail`), not from the row. */
export const toUserDto = (u: UserRow, admin: boolean): TUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  handle: u.handle,
  bio: u.bio,
  is_verified: u.isVerified,
  is_admin: admin,
  created_at: u.createdAt.toISOString(),
  links: u.links,
});

export const toProfileDto = (u: UserRow, admin: boolean): TProfile => ({ ...toUserDto(u, admin), phone: u.phone });
