import type { TOperationType } from '@app/sdk/contracts';
import { and, count, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type TokenLedgerRow, tokenLedger } from '../../db/schema/ledger.js';

/** Which debits to list; every field optional, all of them combined with AND. */
export interface DebitHistoryFilter {
  operationTypes?: readonly TOperationType[];
  projectId?: number;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  minTokens?: number;
  maxTokens?: number;
  minPaise?: number;
  maxPaise?: number;
}

export interface DebitHistoryPage {
  rows: TokenLedgerRow[];
  total: number;
}

/**
 * One page of a user's debits, newest first (ties by id, so pages never overlap), and how many
 * match. Served by the partial index `token_ledger_user_debits_idx (user_id, created_at desc,
 * id desc) where kind = 'debit'`.
 */
export async function debitHistory(
  db: Db,
  userId: string,
  filter: DebitHistoryFilter,
  page: { offset: number; limit: number },
): Promise<DebitHistoryPage> {
  const conditions: SQL[] = [eq(tokenLedger.userId, userId), eq(tokenLedger.kind, 'debit')];
  if (filter.operationTypes) conditions.push(inArray(tokenLedger.operationType, [...filter.operationTypes]));
  if (filter.projectId !== undefined) conditions.push(eq(tokenLedger.projectId, filter.projectId));
  if (filter.from) conditions.push(gte(tokenLedger.createdAt, filter.from));
  if (filter.to) conditions.push(lt(tokenLedger.createdAt, filter.to));
  if (filter.minTokens !== undefined) conditions.push(gte(tokenLedger.tokens, filter.minTokens));
  if (filter.maxTokens !== undefined) conditions.push(lte(tokenLedger.tokens, filter.maxTokens));
  if (filter.minPaise !== undefined) conditions.push(gte(tokenLedger.amountPaise, filter.minPaise));
  if (filter.maxPaise !== undefined) conditions.push(lte(tokenLedger.amountPaise, filter.maxPaise));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tokenLedger)
      .where(where)
      .orderBy(desc(tokenLedger.createdAt), desc(tokenLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tokenLedger).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
