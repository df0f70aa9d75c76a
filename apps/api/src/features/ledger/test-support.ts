import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tokenAccounts, tokenLedger } from '../../db/schema/ledger.js';
import { users } from '../../db/schema/users.js';

/** Inserts a bare user row (the ledger only needs its id). */
export async function insertUser(db: Db): Promise<string> {
  const handle = `u${randomBytes(6).toString('hex')}`;
  const [row] = await db
    .insert(users)
    .values({ email: `${handle}@example.com`, name: 'Ledger Test', handle })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

export async function ledgerRows(db: Db, userId: string) {
  return db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId)).orderBy(tokenLedger.createdAt);
}

export async function accountRow(db: Db, userId: string) {
  const [row] = await db.select().from(tokenAccounts).where(eq(tokenAccounts.userId, userId));
  return row;
}
