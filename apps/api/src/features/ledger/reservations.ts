import type { TOperationType } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import type { TokenLedgerRow } from '../../db/schema/ledger.js';
import type { Clock } from '../../lib/clock.js';
import { assertPositiveTokens, insufficientTokens } from './errors.js';
import * as holds from './reservations-store.js';
import * as store from './store.js';
import type { DebitInput } from './service.js';

/**
 * How long an open reservation may go without a heartbeat. The process holding it renews the
 * heartbeat every HEARTBEAT_EVERY_MS however long the operation runs, so a hold this stale
 * belongs to a process that died before settling; the sweep (at startup and every
 * HEARTBEAT_EVERY_MS) releases it as `expired` — within RESERVATION_TTL_MS + HEARTBEAT_EVERY_MS
 * (80 s) of the crash.
 */
export const RESERVATION_TTL_MS = 60_000;
/** How often a process renews the heartbeat of the holds it keeps open, and sweeps. */
export const HEARTBEAT_EVERY_MS = 20_000;

export interface ReserveInput {
  userId: string;
  /** The most the operation can cost; it is held until settle or release. */
  maxTokens: number;
  /**
   * The least the operation can be done for. When given, the hold is `maxTokens` or, when the
   * free balance is smaller, all of it (the operation must then fit in what is held); the 402
   * (`required` = minTokens) only when the free balance is below this.
   */
  minTokens?: number;
  operationType: TOperationType;
  description: string;
  projectId?: number | null;
  projectName?: string | null;
}

/** An open hold. Pass it back to `settle` or `release`; each closes it once. */
export interface Reservation {
  id: string;
  userId: string;
  maxTokens: number;
  operationType: TOperationType;
  description: string;
  projectId: number | null;
  projectName: string | null;
}

export interface SettleDetails {
  /** What the tokens were spent on, e.g. {input_tokens, output_tokens}. */
  costBreakdown?: Record<string, number>;
  /**
   * With 0 tokens, still record the operation: a debit entry of 0 tokens that the usage
   * history shows as "not charged" (a question with no answer, a run that found nothing).
   */
  recordUncharged?: boolean;
}

export interface Reservations {
  /**
   * Holds `maxTokens` atomically (or, with `minTokens`, as much of it as is free); 402 AppError
   * (`ZInsufficientTokensBody`) when the free balance cannot cover it (or `minTokens`).
   */
  reserve(input: ReserveInput): Promise<Reservation>;
  /**
   * Debits `actualTokens` (0 ≤ actual ≤ maxTokens; quota first) and releases the rest, inside
   * `tx` when given so the charge commits or rolls back with the caller's result. Returns the
   * debit entry (null when actual is 0). Throws when the reservation is no longer open — except
   * one the sweep expired while the work went on in another process, whose charge becomes a
   * plain debit of what is free (402 when that no longer covers it).
   */
  settle(reservation: Reservation, actualTokens: number, tx?: Db, details?: SettleDetails): Promise<TokenLedgerRow | null>;
  /** Frees the hold without charging; false when it was already closed. */
  release(reservation: Reservation, tx?: Db): Promise<boolean>;
  /** Renews the heartbeat of every hold this ledger (process) opened and has not closed; returns how many. */
  heartbeat(): Promise<number>;
  /** Releases (as `expired`) open reservations without a heartbeat for `olderThanMs`; returns how many. */
  releaseStale(olderThanMs?: number): Promise<number>;
}

export class ReservationClosedError extends Error {
  constructor(id: string) {
    super(`reservation ${id} is no longer open`);
  }
}

interface Parts {
  db: Db;
  clock: Clock;
  prepare(tx: store.Executor, userId: string, now: Date): Promise<void>;
  debitIn(tx: store.Executor, input: DebitInput, now: Date): Promise<TokenLedgerRow>;
  /** Records an operation charged nothing (a debit entry of 0 tokens); the account row is locked. */
  recordUncharged(tx: store.Executor, input: DebitInput, now: Date): Promise<TokenLedgerRow>;
}

export function createReservations({ db, clock, prepare, debitIn, recordUncharged }: Parts): Reservations {
  /** Runs `work` in `tx` when the caller has one, else in a transaction of its own. */
  const within = <T>(tx: Db | undefined, work: (tx: Db) => Promise<T>) => (tx ? work(tx) : db.transaction(work));
  /**
   * The holds this process opened and has not closed: their heartbeat is renewed while it runs.
   * One closed inside a caller's transaction that rolls back leaves here; if the caller does not
   * release it, the sweep does once its heartbeat is stale.
   */
  const held = new Set<string>();

  async function release(id: string, tx?: Db, outcome: 'released' | 'expired' = 'released') {
    held.delete(id);
    const now = clock.now();
    return within(tx, async (t) => {
      const closed = await holds.closeReservation(t, id, { outcome, now });
      if (!closed) return false;
      await holds.dropHold(t, closed.userId, closed.tokens, now);
      return true;
    });
  }

  return {
    async reserve(input) {
      assertPositiveTokens(input.maxTokens, 'maxTokens');
      const least = input.minTokens ?? input.maxTokens;
      assertPositiveTokens(least, 'minTokens');
      if (least > input.maxTokens) throw new RangeError(`minTokens ${least} is above maxTokens ${input.maxTokens}`);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await prepare(tx, input.userId, now);
        const tokens = await holds.addHoldUpTo(tx, input.userId, { min: least, max: input.maxTokens }, now);
        if (tokens === undefined) {
          const account = await store.readAccount(tx, input.userId);
          const free = account
            ? account.quotaTokens - account.quotaUsed + account.purchasedBalance - account.reservedTokens
            : 0;
          throw insufficientTokens(least, Math.max(0, free));
        }
        const { minTokens: _min, ...values } = input;
        return holds.insertReservation(tx, { ...values, tokens, now });
      });
      held.add(row.id);
      return {
        id: row.id,
        userId: row.userId,
        maxTokens: row.tokens,
        operationType: row.operationType,
        description: row.description,
        projectId: input.projectId ?? null,
        projectName: input.projectName ?? null,
      };
    },

    async settle(reservation, actualTokens, tx, details = {}) {
      if (!Number.isSafeInteger(actualTokens) || actualTokens < 0 || actualTokens > reservation.maxTokens) {
        throw new RangeError(`actualTokens must be an integer in 0..${reservation.maxTokens}, got ${actualTokens}`);
      }
      const now = clock.now();
      held.delete(reservation.id);
      return within(tx, async (t) => {
        const open = await holds.closeReservation(t, reservation.id, { outcome: 'settled', settledTokens: actualTokens, now });
        if (open) {
          await holds.dropHold(t, reservation.userId, reservation.maxTokens, now);
        } else {
          // Released by the sweep while the work went on elsewhere: the tokens are no longer
          // held, so the charge is a plain debit from what is free (402 when it no longer covers it).
          if (!(await holds.settleExpired(t, reservation.id, actualTokens))) throw new ReservationClosedError(reservation.id);
          await prepare(t, reservation.userId, now);
        }
        if (actualTokens === 0) {
          if (!details.recordUncharged) return null;
          const entry = await recordUncharged(t, { ...reservation, tokens: 0, costBreakdown: details.costBreakdown }, now);
          await holds.linkEntry(t, reservation.id, entry.id);
          return entry;
        }
        const entry = await debitIn(t, { ...reservation, tokens: actualTokens, costBreakdown: details.costBreakdown }, now);
        await holds.linkEntry(t, reservation.id, entry.id);
        return entry;
      });
    },

    release: (reservation, tx) => release(reservation.id, tx),

    async heartbeat() {
      const ids = [...held];
      const open = new Set(await holds.touchReservations(db, ids, clock.now()));
      // Closed by another process (a job settled it there): no longer this process's to keep.
      for (const id of ids) if (!open.has(id)) held.delete(id);
      return open.size;
    },

    async releaseStale(olderThanMs = RESERVATION_TTL_MS) {
      const before = new Date(clock.now().getTime() - olderThanMs);
      let released = 0;
      for (const id of await holds.openReservationsBefore(db, before)) {
        if (await release(id, undefined, 'expired')) released++;
      }
      return released;
    },
  };
}
