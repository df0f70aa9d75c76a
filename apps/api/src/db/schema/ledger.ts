import { OPERATION_TYPES } from '@app/sdk/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list.js';
import { users } from './users.js';

/**
 * The spendable state of one user: the plan quota of the current period (spent first) and
 * purchased tokens that never expire. Created lazily on first use. The checks make an overdraft
 * impossible even if a query is wrong.
 *
 * Quota periods are calendar months counted from `quota_anchor_at`: every period boundary is
 * `anchor + k × quota_period_months` months (UTC), so a period that starts on the 31st keeps
 * coming back to the 31st instead of drifting to the 28th after February.
 */
export const tokenAccounts = pgTable(
  'token_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code').notNull().default('freemium'),
    quotaTokens: integer('quota_tokens').notNull(),
    quotaUsed: integer('quota_used').notNull().default(0),
    quotaPeriodMonths: integer('quota_period_months').notNull().default(1),
    quotaAnchorAt: timestamp('quota_anchor_at', { withTimezone: true }).notNull(),
    quotaPeriodStart: timestamp('quota_period_start', { withTimezone: true }).notNull(),
    quotaResetAt: timestamp('quota_reset_at', { withTimezone: true }).notNull(),
    purchasedBalance: integer('purchased_balance').notNull().default(0),
    /** Sum of the open reservations (`token_reservations`): held, not yet spent. */
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('token_accounts_quota_tokens_nonneg', sql`${t.quotaTokens} >= 0`),
    check('token_accounts_quota_used_range', sql`${t.quotaUsed} >= 0 and ${t.quotaUsed} <= ${t.quotaTokens}`),
    check('token_accounts_purchased_nonneg', sql`${t.purchasedBalance} >= 0`),
    check('token_accounts_reserved_nonneg', sql`${t.reservedTokens} >= 0`),
    check('token_accounts_period_months_pos', sql`${t.quotaPeriodMonths} > 0`),
    check('token_accounts_period_order', sql`${t.quotaResetAt} > ${t.quotaPeriodStart}`),
  ],
);

/** One grant's part of a debit (`paid_by`): the plan quota, or a pack by its grant id. */
export interface GrantShare {
  grant: 'plan_quota' | 'token_pack';
  grant_id?: string;
  label: string;
  tokens: number;
}

/**
 * Append-only record of every debit and credit (rows are never updated or deleted by the app);
 * the usage dashboard reads it. For a debit, `from_quota + from_purchased = tokens` tells where
 * the tokens came from; for a credit, `from_purchased = tokens` (packs land in the purchased
 * balance). The `*_after` columns are the account's state right after the entry.
 */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `reset`: a quota period starts (renewal or plan change); `tokens` is the fresh quota. */
    kind: text('kind', { enum: ['debit', 'credit', 'reset'] }).notNull(),
    /** Set for debits: regulation_query, material_extraction, vendor_discovery. */
    operationType: text('operation_type', { enum: OPERATION_TYPES }),
    /** Credits: where the tokens came from (token_pack, grant, refund, …); resets: `renewal` or `plan:<code>`. */
    source: text('source'),
    /** A credit's external reference (e.g. a payment id); unique, so a credit is applied once. */
    reference: text('reference'),
    description: text('description').notNull(),
    /** Sourcing project ids are integers; no foreign key so history outlives a deleted project. */
    projectId: integer('project_id'),
    projectName: text('project_name'),
    /** Total tokens moved (positive; 0 for a debit that was not charged). */
    tokens: integer('tokens').notNull(),
    fromQuota: integer('from_quota').notNull().default(0),
    fromPurchased: integer('from_purchased').notNull().default(0),
    quotaRemainingAfter: integer('quota_remaining_after').notNull(),
    purchasedBalanceAfter: integer('purchased_balance_after').notNull(),
    /** Debit: what the tokens are worth at the token price. Credit: what the user paid. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
    costBreakdown: jsonb('cost_breakdown').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** Debit: the grants that paid, in consumption order (quota first, then packs oldest first). */
    paidBy: jsonb('paid_by').$type<GrantShare[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('token_ledger_user_created_idx').on(t.userId, t.createdAt),
    // The usage history: a user's debits newest first, without reading credits or resets.
    index('token_ledger_user_debits_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.kind} = 'debit'`),
    uniqueIndex('token_ledger_reference_key').on(t.reference),
    // A debit of 0 tokens records an operation that was not charged (no answer, nothing read).
    check('token_ledger_tokens_pos', sql`${t.tokens} > 0 or (${t.kind} = 'debit' and ${t.tokens} = 0)`),
    check(
      'token_ledger_split',
      sql`${t.fromQuota} >= 0 and ${t.fromPurchased} >= 0 and ${t.fromQuota} + ${t.fromPurchased} = ${t.tokens}`,
    ),
    check(
      'token_ledger_kind_fields',
      sql`(${t.kind} = 'debit' and ${t.operationType} is not null) or (${t.kind} = 'credit' and ${t.source} is not null and ${t.fromQuota} = 0) or (${t.kind} = 'reset' and ${t.source} is not null and ${t.fromPurchased} = 0)`,
    ),
    check(
      'token_ledger_operation_type',
      sql`${t.operationType} is null or ${t.operationType} in (${sqlList(OPERATION_TYPES)})`,
    ),
    check('token_ledger_after_nonneg', sql`${t.quotaRemainingAfter} >= 0 and ${t.purchasedBalanceAfter} >= 0`),
    check('token_ledger_amount_nonneg', sql`${t.amountPaise} >= 0`),
  ],
);

/**
 * Holds on an account's tokens, one row per paid operation. A row is inserted open (the hold
 * is added to `token_accounts.reserved_tokens` in the same transaction) and closed exactly once
 * — `settled` (the debit's ledger entry is `ledger_entry_id`), `released` (operation failed) or
 * `expired` (left open by a crashed process, released by the sweep) — by an update conditional
 * on `closed_at is null`. Rows are never deleted: they are the audit trail of every hold.
 */
export const tokenReservations = pgTable(
  'token_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operationType: text('operation_type', { enum: OPERATION_TYPES }).notNull(),
    description: text('description').notNull(),
    tokens: integer('tokens').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The last sign of life of the process holding it: renewed while the process runs, so an open
     * hold without a recent heartbeat belongs to a process that died (the sweep releases it).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['settled', 'released', 'expired'] }),
    settledTokens: integer('settled_tokens'),
    ledgerEntryId: uuid('ledger_entry_id'),
  },
  (t) => [
    index('token_reservations_open_idx').on(t.heartbeatAt).where(sql`${t.closedAt} is null`),
    check('token_reservations_tokens_pos', sql`${t.tokens} > 0`),
    check(
      'token_reservations_closed',
      sql`(${t.closedAt} is null and ${t.outcome} is null) or (${t.closedAt} is not null and ${t.outcome} is not null)`,
    ),
    check('token_reservations_settled_range', sql`${t.settledTokens} is null or (${t.settledTokens} >= 0 and ${t.settledTokens} <= ${t.tokens})`),
  ],
);

/**
 * Purchased tokens, one row per credit (a pack, a grant, a refund): they never expire and are
 * spent oldest first, after the plan quota. `remaining` is the only column that changes, always
 * under the account row's lock, so `sum(remaining)` of a user equals
 * `token_accounts.purchased_balance` at every commit.
 */
export const tokenGrants = pgTable(
  'token_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shown in the usage table's cost breakdown, e.g. '500K Tokens (2026-11-25)'. */
    label: text('label').notNull(),
    tokens: integer('tokens').notNull(),
    remaining: integer('remaining').notNull(),
    /** The credit entry that created it (null only for balances carried over by the migration). */
    creditEntryId: uuid('credit_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('token_grants_open_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.remaining} > 0`),
    check('token_grants_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.tokens}`),
  ],
);

export type TokenGrantRow = typeof tokenGrants.$inferSelect;
export type TokenReservationRow = typeof tokenReservations.$inferSelect;
export type TokenAccountRow = typeof tokenAccounts.$inferSelect;
export type TokenLedgerRow = typeof tokenLedger.$inferSelect;
