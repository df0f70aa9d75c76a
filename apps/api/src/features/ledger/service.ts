import type { TOperationType } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import type { TokenAccountRow, TokenLedgerRow } from '../../db/schema/ledger.js';
import type { Clock } from '../../lib/clock.js';
import { type DebitEntry, debitFromQuota, debitLocked, insertUncharged } from './debit-store.js';
import { debitHistory, type DebitHistoryFilter, type DebitHistoryPage } from './debit-history.js';
import { debitTotals, purchasedSpent, type DebitTotal } from './debit-totals.js';
import { assertPositiveTokens, insufficientTokens } from './errors.js';
import { TOKEN_PRICE_PAISE_PER_1K, tokensToPaise } from './pricing.js';
import { createReservations, type Reservations } from './reservations.js';
import * as store from './store.js';

export interface Balance {
  plan_code: string;
  quota_tokens: number;
  quota_used: number;
  quota_remaining: number;
  /** End of the current quota period (exclusive): the next reset, or renewal date of a paid plan. */
  quota_reset_at: Date;
  period_start: Date;
  /** Length of a quota period in calendar months (1 for the free plan). */
  period_months: number;
  purchased_balance: number;
  /** Tokens held by operations still running (open reservations). */
  reserved_tokens: number;
  /** Quota left plus purchased tokens, minus open holds: what a new operation can use. */
  total_available: number;
}

export interface DebitInput {
  userId: string;
  tokens: number;
  operationType: TOperationType;
  description: string;
  projectId?: number | null;
  projectName?: string | null;
  /** What the tokens were spent on, e.g. {input_tokens, output_tokens}; the rate is added. */
  costBreakdown?: Record<string, number>;
}

export interface CreditInput {
  userId: string;
  tokens: number;
  description: string;
  /** Where the tokens come from: token_pack, grant, refund, … */
  source: string;
  /** External id (payment id); a second credit with the same reference is not applied again. */
  reference?: string;
  /** What the user paid for the tokens, in paise (0 for grants). */
  amountPaise?: number;
  /** How the usage table names these tokens when they pay for an operation; default `description`. */
  grantLabel?: string;
}

export interface SetPlanInput {
  userId: string;
  planCode: string;
  quotaTokens: number;
  /** End of the first period; later periods follow every `periodMonths` from it. Default: now + periodMonths. */
  resetAt?: Date;
  periodMonths?: number;
  /** External id (the payment that bought the plan); unique like a credit's. */
  reference?: string;
  /** Text of the `reset` entry; default 'Plan <code> started'. */
  description?: string;
}

export interface Ledger extends Reservations {
  getBalance(userId: string): Promise<Balance>;
  canAfford(userId: string, tokens: number): Promise<boolean>;
  /** Throws the 402 AppError when the account cannot pay for `tokens` now. */
  assertCanAfford(userId: string, tokens: number): Promise<Balance>;
  /** Atomically spends tokens (quota first) and records the entry; 402 AppError when short. */
  debit(input: DebitInput): Promise<TokenLedgerRow>;
  /**
   * Adds purchased tokens (a grant that never expires) and records the entry, inside `tx` when
   * given. A reference already credited returns the first entry without crediting again.
   */
  credit(input: CreditInput, tx?: Db): Promise<TokenLedgerRow>;
  /** Moves the account to a plan with a fresh quota period. */
  setPlan(input: SetPlanInput): Promise<Balance>;
  /** `setPlan` inside the caller's transaction; returns the `reset` entry (none for a zero quota). */
  applyPlan(input: SetPlanInput, tx: Db): Promise<TokenLedgerRow | undefined>;
  /**
   * Starts the new quota period of every account whose period has ended, as a read would do
   * lazily (the same conditional statement, so the two never renew twice); returns how many.
   */
  renewDue(): Promise<number>;
  /** Debits in [start, end), summed per UTC day and operation type. */
  debitTotals(userId: string, period: { start: Date; end: Date }): Promise<DebitTotal[]>;
  /** Purchased (pack) tokens debited since `since` (the quota period's start, for the meters). */
  purchasedSpent(userId: string, since: Date): Promise<number>;
  /** One page of debits, newest first, with the number that match the filter. */
  debitHistory(userId: string, filter: DebitHistoryFilter, page: { offset: number; limit: number }): Promise<DebitHistoryPage>;
}

export interface LedgerOptions {
  /** Token list price; defaults to TOKEN_PRICE_PAISE_PER_1K. */
  pricePaisePer1k?: number;
}

/** Accounts renewed per query of the period sweep. */
const RENEWAL_BATCH = 200;

/** Thrown inside a credit transaction to roll it back when the reference was already credited. */
class AlreadyCredited extends Error {}

/** The token ledger: balances, atomic debits, credits and plan changes. Time comes from `clock`. */
export function createLedger(db: Db, clock: Clock, options: LedgerOptions = {}): Ledger {
  const rate = options.pricePaisePer1k ?? TOKEN_PRICE_PAISE_PER_1K;

  /**
   * Inside a transaction: creates the account on first use, rolls its quota period forward if
   * it has ended, and locks it until the transaction ends (what `debitIn` relies on).
   */
  async function prepare(tx: store.Executor, userId: string, now: Date) {
    await store.openAccount(tx, userId, now);
  }

  async function renewDue(): Promise<number> {
    const now = clock.now();
    let renewed = 0;
    for (;;) {
      const due = await store.accountsDue(db, now, RENEWAL_BATCH);
      for (const userId of due) {
        if (await db.transaction((tx) => store.openAccount(tx, userId, now))) renewed++;
      }
      // A renewed account is no longer due, so each batch finds only accounts not yet seen.
      if (due.length < RENEWAL_BATCH) return renewed;
    }
  }

  function debitEntry(input: DebitInput, now: Date): DebitEntry {
    return {
      userId: input.userId,
      tokens: input.tokens,
      operationType: input.operationType,
      description: input.description,
      projectId: input.projectId ?? null,
      projectName: input.projectName ?? null,
      amountPaise: tokensToPaise(input.tokens, rate),
      costBreakdown: { ...input.costBreakdown, rate_paise_per_1k: rate },
      now,
    };
  }

  /**
   * Spends `input.tokens` inside `tx` (quota first, then packs oldest first) and records the
   * entry; 402 AppError when short. The account row must already be locked in `tx`.
   */
  async function debitIn(tx: store.Executor, input: DebitInput, now: Date): Promise<TokenLedgerRow> {
    const debited = await debitLocked(tx, debitEntry(input, now));
    if (!debited) {
      // Only to tell the client what it has; the throw rolls the transaction back.
      const row = await store.readAccount(tx, input.userId);
      throw insufficientTokens(input.tokens, row ? toBalance(row).total_available : 0);
    }
    // sum(grants) = purchased_balance is an invariant; a gap means a write bypassed the ledger.
    if (debited.covered !== debited.entry.fromPurchased) {
      throw new Error(`grants of ${input.userId} cover ${debited.covered} of ${debited.entry.fromPurchased} purchased tokens`);
    }
    return debited.entry;
  }

  async function applyPlan(input: SetPlanInput, tx: Db): Promise<TokenLedgerRow | undefined> {
    const periodMonths = input.periodMonths ?? 1;
    if (!Number.isSafeInteger(input.quotaTokens) || input.quotaTokens < 0) {
      throw new RangeError(`quotaTokens must be a non-negative integer, got ${input.quotaTokens}`);
    }
    assertPositiveTokens(periodMonths, 'periodMonths');
    const now = clock.now();
    if (input.resetAt && input.resetAt <= now) throw new RangeError('resetAt must be in the future');
    await store.ensureAccount(tx, input.userId, now);
    return store.changePlan(tx, input.userId, { ...input, periodMonths }, now);
  }

  async function getBalance(userId: string): Promise<Balance> {
    const now = clock.now();
    const current = await store.readAccount(db, userId);
    if (current && current.quotaResetAt > now) return toBalance(current);
    await db.transaction((tx) => prepare(tx, userId, now));
    const row = await store.readAccount(db, userId);
    if (!row) throw new Error(`token account of ${userId} is missing`);
    return toBalance(row);
  }

  async function assertCanAfford(userId: string, tokens: number): Promise<Balance> {
    assertPositiveTokens(tokens);
    const balance = await getBalance(userId);
    if (balance.total_available < tokens) throw insufficientTokens(tokens, balance.total_available);
    return balance;
  }

  return {
    getBalance,
    assertCanAfford,
    renewDue,
    debitTotals: (userId, period) => debitTotals(db, userId, period),
    purchasedSpent: (userId, since) => purchasedSpent(db, userId, since),
    debitHistory: (userId, filter, page) => debitHistory(db, userId, filter, page),

    async canAfford(userId, tokens) {
      assertPositiveTokens(tokens);
      return (await getBalance(userId)).total_available >= tokens;
    },

    async debit(input) {
      assertPositiveTokens(input.tokens);
      const now = clock.now();
      // One round trip when the period's quota pays for it all; otherwise the locked full path.
      const fromQuota = await debitFromQuota(db, debitEntry(input, now));
      if (fromQuota) return fromQuota;
      return db.transaction(async (tx) => {
        await prepare(tx, input.userId, now);
        return debitIn(tx, input, now);
      });
    },

    ...createReservations({ db, clock, prepare, debitIn, recordUncharged: (tx, input, now) => insertUncharged(tx, debitEntry(input, now)) }),

    async credit(input, outer) {
      assertPositiveTokens(input.tokens);
      const now = clock.now();
      try {
        // Inside a caller's transaction this is a savepoint, so a repeated reference rolls back only the credit.
        return await (outer ?? db).transaction(async (tx) => {
          await prepare(tx, input.userId, now);
          const after = await store.creditAccount(tx, input.userId, input.tokens, now);
          const entry = await store.insertEntryOnce(tx, {
            userId: input.userId,
            kind: 'credit',
            source: input.source,
            reference: input.reference ?? null,
            description: input.description,
            tokens: input.tokens,
            fromQuota: 0,
            fromPurchased: input.tokens,
            ...after,
            amountPaise: input.amountPaise ?? 0,
            createdAt: now,
          });
          if (!entry) throw new AlreadyCredited();
          await store.insertGrant(tx, {
            userId: input.userId,
            label: input.grantLabel ?? input.description,
            tokens: input.tokens,
            creditEntryId: entry.id,
            createdAt: now,
          });
          return entry;
        });
      } catch (error) {
        if (!(error instanceof AlreadyCredited) || !input.reference) throw error;
        const existing = await store.findByReference(outer ?? db, input.reference);
        if (!existing) throw new Error(`credit ${input.reference} vanished`, { cause: error });
        return existing;
      }
    },

    applyPlan,

    async setPlan(input) {
      await db.transaction((tx) => applyPlan(input, tx));
      return getBalance(input.userId);
    },
  };
}

export function toBalance(row: TokenAccountRow): Balance {
  const quotaRemaining = row.quotaTokens - row.quotaUsed;
  return {
    plan_code: row.planCode,
    quota_tokens: row.quotaTokens,
    quota_used: row.quotaUsed,
    quota_remaining: quotaRemaining,
    quota_reset_at: row.quotaResetAt,
    period_start: row.quotaPeriodStart,
    period_months: row.quotaPeriodMonths,
    purchased_balance: row.purchasedBalance,
    reserved_tokens: row.reservedTokens,
    total_available: Math.max(0, quotaRemaining + row.purchasedBalance - row.reservedTokens),
  };
}
