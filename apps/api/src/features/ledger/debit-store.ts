import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type TokenLedgerRow, tokenAccounts, tokenGrants, tokenLedger } from '../../db/schema/ledger.js';
import { at } from './periods.js';
import type { Executor } from './store.js';

/**
 * The debit as single SQL statements: the account update, the grants it consumes and the
 * append-only entry (with the balances after and `paid_by`) are one data-modifying CTE, so a
 * debit costs one round trip (quota path) or one after the transaction's lock (any path).
 */

/** What a debit records besides the split, which the statement computes. */
export interface DebitEntry {
  userId: string;
  tokens: number;
  operationType: string;
  description: string;
  projectId: number | null;
  projectName: string | null;
  amountPaise: number;
  costBreakdown: Record<string, number>;
  now: Date;
}

/** How `paid_by` names the plan quota's share (the packs are named by their grant's label). */
export const PLAN_QUOTA_SHARE = { grant: 'plan_quota', label: 'Plan quota' } as const;

/**
 * The common debit in one autocommitted statement: the current period's quota covers all of it.
 * A single UPDATE re-checks its WHERE on the row's latest version after waiting for a concurrent
 * writer, so it needs no transaction or explicit lock; with no grant touched there is nothing
 * else to keep consistent. Undefined (nothing changed) when the account is missing, its period
 * has ended (renewal is due) or the quota alone cannot pay: the caller takes the full path.
 */
export async function debitFromQuota(db: Executor, entry: DebitEntry): Promise<TokenLedgerRow | undefined> {
  const n = sql`${entry.tokens}::int`;
  const rows = await execute(
    db,
    sql`with spent as (
      update ${tokenAccounts} set quota_used = quota_used + ${n}, updated_at = ${at(entry.now)}
      where user_id = ${entry.userId}
        and quota_reset_at > ${at(entry.now)}
        and quota_tokens - quota_used >= ${n}
        and quota_tokens - quota_used + purchased_balance - reserved_tokens >= ${n}
      returning ${n} as from_quota, 0 as from_purchased, quota_tokens - quota_used as quota_after, purchased_balance as purchased_after
    )
    ${insertEntry(entry, sql`jsonb_build_array(${quotaShare})`)}
    select * from entry`,
  );
  return rows[0] && toLedgerRow(rows[0]);
}

/**
 * Any debit, quota first then packs oldest first, in one statement. The caller must hold the
 * account row's lock in this transaction (`openAccount`, or a hold change) taken by an EARLIER
 * statement: this statement's snapshot then already contains every committed change to the
 * account and its grants, and no one else can change them until commit, so the running sum
 * over the grants is exact. Undefined (nothing changed) when the free balance cannot pay.
 * `covered` is what the grants gave, to be checked against `from_purchased`.
 */
export async function debitLocked(db: Executor, entry: DebitEntry): Promise<{ entry: TokenLedgerRow; covered: number } | undefined> {
  const n = sql`${entry.tokens}::int`;
  const rows = await execute(
    db,
    sql`with split as (
      select user_id, least(${n}, quota_tokens - quota_used) as from_quota
      from ${tokenAccounts}
      -- Open holds are not spendable (a settle drops its own hold first).
      where user_id = ${entry.userId} and quota_tokens - quota_used + purchased_balance - reserved_tokens >= ${n}
    ), spent as (
      update ${tokenAccounts} a
      set quota_used = a.quota_used + split.from_quota,
        purchased_balance = a.purchased_balance - (${n} - split.from_quota),
        updated_at = ${at(entry.now)}
      from split
      where a.user_id = split.user_id
      returning split.from_quota, ${n} - split.from_quota as from_purchased,
        a.quota_tokens - a.quota_used as quota_after, a.purchased_balance as purchased_after
    ), open as (
      select id, label, created_at, remaining,
        sum(remaining) over (order by created_at, id) - remaining as before
      from ${tokenGrants}
      where user_id = ${entry.userId} and remaining > 0
    ), taken as (
      select open.id, open.label, open.created_at, least(open.remaining, spent.from_purchased - open.before)::int as take
      from open, spent
      where open.before < spent.from_purchased
    ), packs as (
      update ${tokenGrants} g set remaining = g.remaining - taken.take
      from taken
      where g.id = taken.id
      returning g.id, taken.label, taken.created_at, taken.take
    )
    ${insertEntry(
      entry,
      sql`(case when spent.from_quota > 0 then jsonb_build_array(${quotaShare}) else '[]'::jsonb end)
        || coalesce((select jsonb_agg(jsonb_build_object('grant', 'token_pack', 'grant_id', id, 'label', label, 'tokens', take)
          order by created_at, id) from packs), '[]'::jsonb)`,
    )}
    select entry.*, (select coalesce(sum(take), 0) from packs)::int as covered from entry`,
  );
  const row = rows[0];
  return row && { entry: toLedgerRow(row), covered: Number(row.covered) };
}

/**
 * An operation charged nothing (a question without an answer, a run that read nothing): a debit
 * entry of 0 tokens, so the usage history lists it as "not charged". The balances after are the
 * account's current ones.
 */
export async function insertUncharged(db: Executor, entry: DebitEntry): Promise<TokenLedgerRow> {
  const rows = await execute(
    db,
    sql`with spent as (
      select 0 as from_quota, 0 as from_purchased, quota_tokens - quota_used as quota_after, purchased_balance as purchased_after
      from ${tokenAccounts} where user_id = ${entry.userId}
    )
    ${insertEntry({ ...entry, tokens: 0, amountPaise: 0 }, sql`'[]'::jsonb`)}
    select * from entry`,
  );
  const row = rows[0];
  if (!row) throw new Error(`token account of ${entry.userId} is missing`);
  return toLedgerRow(row);
}

/** `paid_by`'s quota share for a CTE named `spent` that returns `from_quota`. */
const quotaShare = sql`jsonb_build_object('grant', ${PLAN_QUOTA_SHARE.grant}::text, 'label', ${PLAN_QUOTA_SHARE.label}::text, 'tokens', spent.from_quota)`;

/** The `entry` CTE: inserts the debit from the CTE `spent` (no row when `spent` has none). */
function insertEntry(entry: DebitEntry, paidBy: SQL): SQL {
  return sql`, entry as (
    insert into ${tokenLedger} (user_id, kind, operation_type, description, project_id, project_name, tokens,
      from_quota, from_purchased, quota_remaining_after, purchased_balance_after, amount_paise, cost_breakdown, paid_by, created_at)
    select ${entry.userId}::uuid, 'debit', ${entry.operationType}, ${entry.description}, ${entry.projectId}::int, ${entry.projectName}::text, ${entry.tokens}::int,
      spent.from_quota, spent.from_purchased, spent.quota_after, spent.purchased_after, ${entry.amountPaise}::bigint,
      ${JSON.stringify(entry.costBreakdown)}::jsonb, ${paidBy}, ${at(entry.now)}
    from spent
    returning *
  )`;
}

async function execute(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

const ledgerColumns = Object.entries(getTableColumns(tokenLedger));

/** A raw `token_ledger` row (snake_case, driver values) as drizzle's select would return it. */
function toLedgerRow(raw: Record<string, unknown>): TokenLedgerRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of ledgerColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TokenLedgerRow;
}
