import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { tokenReservations } from '../../db/schema/ledger.js';
import { AppError } from '../../lib/errors.js';
import { manualClock } from '../../lib/clock.js';
import { HEARTBEAT_EVERY_MS, RESERVATION_TTL_MS, ReservationClosedError } from './reservations.js';
import { createLedger } from './service.js';
import { accountRow, insertUser, ledgerRows } from './test-support.js';

describe('token reservations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function setup() {
    const clock = manualClock(new Date('2026-01-15T10:00:00Z'));
    const ledger = createLedger(database.db, clock);
    const userId = await insertUser(database.db);
    return { clock, ledger, userId };
  }
  const hold = (userId: string, maxTokens: number) =>
    ({ userId, maxTokens, operationType: 'regulation_query', description: 'What is the FSI?' }) as const;
  const reservationsOf = (userId: string) =>
    database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, userId));

  it('holds the maximum cost so the shown balance and other operations cannot use it', async () => {
    const { ledger, userId } = await setup();
    await ledger.reserve(hold(userId, 9_000));
    expect(await ledger.getBalance(userId)).toMatchObject({ reserved_tokens: 9_000, total_available: 1_000, quota_used: 0 });
    await expect(ledger.reserve(hold(userId, 1_001))).rejects.toMatchObject({
      status: 402,
      options: { detail: { required: 1_001, available: 1_000 } },
    });
    await expect(
      ledger.debit({ userId, tokens: 1_001, operationType: 'vendor_discovery', description: 'x' }),
    ).rejects.toMatchObject({ status: 402 });
  });

  it('settles the real count, quota first then purchased, and frees the rest of the hold', async () => {
    const { ledger, userId } = await setup();
    await ledger.credit({ userId, tokens: 500, description: 'Pack', source: 'token_pack' });
    await ledger.debit({ userId, tokens: 9_800, operationType: 'vendor_discovery', description: 'x' });
    const reservation = await ledger.reserve(hold(userId, 700));
    const entry = await ledger.settle(reservation, 450, undefined, { costBreakdown: { input_tokens: 400, output_tokens: 50 } });
    expect(entry).toMatchObject({ kind: 'debit', tokens: 450, fromQuota: 200, fromPurchased: 250, operationType: 'regulation_query' });
    expect(await ledger.getBalance(userId)).toMatchObject({ reserved_tokens: 0, total_available: 250, purchased_balance: 250 });
    const [row] = await reservationsOf(userId);
    expect(row).toMatchObject({ outcome: 'settled', tokens: 700, settledTokens: 450, ledgerEntryId: entry?.id });
  });

  it('closes a reservation once: a second settle or release neither charges nor frees again', async () => {
    const { ledger, userId } = await setup();
    const reservation = await ledger.reserve(hold(userId, 1_000));
    await ledger.settle(reservation, 600);
    await expect(ledger.settle(reservation, 600)).rejects.toBeInstanceOf(ReservationClosedError);
    expect(await ledger.release(reservation)).toBe(false);
    expect(await ledger.getBalance(userId)).toMatchObject({ quota_used: 600, reserved_tokens: 0 });
    expect((await ledgerRows(database.db, userId)).filter((r) => r.kind === 'debit')).toHaveLength(1);
  });

  it('refuses to settle more than was reserved', async () => {
    const { ledger, userId } = await setup();
    const reservation = await ledger.reserve(hold(userId, 100));
    await expect(ledger.settle(reservation, 101)).rejects.toBeInstanceOf(RangeError);
  });

  it('releases without a charge', async () => {
    const { ledger, userId } = await setup();
    const reservation = await ledger.reserve(hold(userId, 4_000));
    expect(await ledger.release(reservation)).toBe(true);
    expect(await ledger.getBalance(userId)).toMatchObject({ quota_used: 0, reserved_tokens: 0, total_available: 10_000 });
    expect(await ledgerRows(database.db, userId)).toHaveLength(0);
    expect((await reservationsOf(userId))[0]).toMatchObject({ outcome: 'released', settledTokens: null });
  });

  it("rolls the charge back with the caller's transaction when saving its result fails after the settle", async () => {
    const { ledger, userId } = await setup();
    const reservation = await ledger.reserve(hold(userId, 1_000));
    await expect(
      database.db.transaction(async (tx) => {
        await ledger.settle(reservation, 800, tx);
        throw new Error('answer insert failed');
      }),
    ).rejects.toThrow('answer insert failed');
    expect(await ledgerRows(database.db, userId)).toHaveLength(0);
    expect(await ledger.getBalance(userId)).toMatchObject({ quota_used: 0, reserved_tokens: 1_000 });
    // Still open: the caller releases it (or the sweep does after a crash).
    expect(await ledger.release(reservation)).toBe(true);
    expect(await ledger.getBalance(userId)).toMatchObject({ total_available: 10_000 });
  });

  it('releases the holds of a crashed process within 2 minutes, and never those of a live one however long it runs', async () => {
    const { clock, userId } = await setup();
    const otherUser = await insertUser(database.db);
    // Two processes on one database: one dies right after reserving, the other keeps working.
    const crashed = createLedger(database.db, clock);
    const live = createLedger(database.db, clock);
    const lost = await crashed.reserve(hold(userId, 3_000));
    const running = await live.reserve(hold(otherUser, 2_000));
    const started = clock.now().getTime();
    let releasedAfterMs: number | undefined;
    // Twenty minutes of the live process's heartbeat and sweep, as scheduleReservationSweep runs them.
    while (clock.now().getTime() - started < 20 * 60_000) {
      clock.advance(HEARTBEAT_EVERY_MS);
      await live.heartbeat();
      await live.releaseStale();
      const row = (await reservationsOf(userId)).find((r) => r.id === lost.id);
      if (releasedAfterMs === undefined && row?.outcome === 'expired') releasedAfterMs = clock.now().getTime() - started;
    }
    expect(releasedAfterMs).toBeDefined();
    expect(releasedAfterMs).toBeLessThanOrEqual(2 * 60_000);
    expect(await crashed.getBalance(userId)).toMatchObject({ reserved_tokens: 0, total_available: 10_000 });
    expect((await reservationsOf(otherUser)).find((r) => r.id === running.id)).toMatchObject({ outcome: null });
    expect(await live.getBalance(otherUser)).toMatchObject({ reserved_tokens: 2_000 });
    expect(await live.settle(running, 1_500)).toMatchObject({ tokens: 1_500 });
  });

  it('releases at startup the holds nobody renewed for the time limit, and no newer ones', async () => {
    const { clock, ledger, userId } = await setup();
    const stale = await ledger.reserve(hold(userId, 3_000));
    clock.advance(RESERVATION_TTL_MS + 1);
    const fresh = await ledger.reserve(hold(userId, 2_000));
    // A new process (another ledger on the same database) sweeps at startup.
    const restarted = createLedger(database.db, clock);
    // Other tests of this file leave stale holds of their own users too.
    expect(await restarted.releaseStale()).toBeGreaterThanOrEqual(1);
    expect(await ledger.getBalance(userId)).toMatchObject({ reserved_tokens: 2_000, total_available: 8_000 });
    const rows = await reservationsOf(userId);
    expect(rows.find((r) => r.id === stale.id)).toMatchObject({ outcome: 'expired' });
    expect(rows.find((r) => r.id === fresh.id)).toMatchObject({ outcome: null });
  });

  it('still charges an expired hold whose work finished in another process, from what is free, once', async () => {
    const { clock, ledger, userId } = await setup();
    const reservation = await ledger.reserve(hold(userId, 3_000));
    clock.advance(RESERVATION_TTL_MS + 1);
    const worker = createLedger(database.db, clock);
    await worker.releaseStale();
    expect(await worker.getBalance(userId)).toMatchObject({ reserved_tokens: 0, total_available: 10_000 });
    expect(await worker.settle(reservation, 1_200)).toMatchObject({ kind: 'debit', tokens: 1_200 });
    expect(await worker.getBalance(userId)).toMatchObject({ quota_used: 1_200, reserved_tokens: 0 });
    expect((await reservationsOf(userId)).find((r) => r.id === reservation.id)).toMatchObject({ outcome: 'settled', settledTokens: 1_200 });
    await expect(worker.settle(reservation, 10)).rejects.toBeInstanceOf(ReservationClosedError);
    await expect(ledger.release(reservation)).resolves.toBe(false);
  });

  it('lets exactly 10 of 50 concurrent reservations through when the balance covers 10, never overdrawing', async () => {
    const { ledger, userId } = await setup();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => ledger.reserve(hold(userId, 1_000))));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(10);
    for (const failure of lost) expect(failure.reason).toBeInstanceOf(AppError);
    expect(await accountRow(database.db, userId)).toMatchObject({ reservedTokens: 10_000, quotaUsed: 0 });
    // Settling all of them at the full hold spends exactly the balance.
    await Promise.all(won.map((r) => ledger.settle(r.value, 1_000)));
    expect(await ledger.getBalance(userId)).toMatchObject({ quota_used: 10_000, reserved_tokens: 0, total_available: 0 });
    const [open] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tokenReservations)
      .where(sql`${tokenReservations.userId} = ${userId} and ${tokenReservations.closedAt} is null`);
    expect(Number(open?.n)).toBe(0);
  });
});
