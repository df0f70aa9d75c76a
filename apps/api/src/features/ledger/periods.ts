import { type SQL, sql } from 'drizzle-orm';
import { tokenAccounts } from '../../db/schema/ledger.js';

/*
 * Quota periods in SQL, so that renewal is one conditional UPDATE evaluated on the row's latest
 * version (no read-then-write). Month arithmetic is done on UTC wall-clock timestamps, so the
 * result does not depend on the server's TimeZone setting; Postgres clamps to the month's last
 * day (Jan 31 + 1 month = Feb 28) and, because boundaries are always counted from the anchor,
 * the next one is Mar 31 again.
 */

/** A JS instant as a timestamptz parameter (ISO text is read the same by pg and PGlite). */
export const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

const utc = (value: SQL): SQL => sql`(${value} at time zone 'UTC')`;

/** `start + months` calendar months, in UTC. */
export function addMonths(start: SQL, months: SQL | number): SQL {
  return sql`((${utc(start)} + make_interval(months => ${months}::int)) at time zone 'UTC')`;
}

/**
 * The period that contains `now` for the account's anchor and period length, as SQL for an
 * UPDATE of `token_accounts`. Let m be the calendar-month distance from the anchor to now; the
 * boundary `anchor + floor(m / P)·P` months falls in now's month or earlier, so the current
 * period index k is floor(m / P), less one when that boundary is still ahead of now. Works for
 * any number of missed periods in one step.
 */
export function currentPeriod(now: Date): { start: SQL; resetAt: SQL } {
  const a = utc(sql`${tokenAccounts.quotaAnchorAt}`);
  const t = utc(at(now));
  const p = sql`${tokenAccounts.quotaPeriodMonths}`;
  const m = sql`((extract(year from ${t}) - extract(year from ${a})) * 12 + extract(month from ${t}) - extract(month from ${a}))::int`;
  const whole = sql`((${m} / ${p}) * ${p})`;
  const k = sql`(${whole} - case when ${a} + make_interval(months => ${whole}) > ${t} then ${p} else 0 end)`;
  return {
    start: sql`((${a} + make_interval(months => ${k})) at time zone 'UTC')`,
    resetAt: sql`((${a} + make_interval(months => ${k} + ${p})) at time zone 'UTC')`,
  };
}
