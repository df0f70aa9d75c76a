import {
  DEFAULT_USAGE_PERIOD_DAYS,
  MAX_USAGE_RANGE_DAYS,
  USAGE_RANGE_TOO_LONG_MESSAGE,
  type ZUsageSummaryQuery,
} from '@app/sdk/contracts';
import { badRequest } from '../../lib/errors.js';
import type { z } from 'zod';

/** The query as the route receives it, after validation. */
export type UsageSummaryQuery = z.output<typeof ZUsageSummaryQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A span of whole UTC days, both ends included. */
export interface DayRange {
  /** `YYYY-MM-DD` */
  from: string;
  /** `YYYY-MM-DD` */
  to: string;
  /** First instant of `from` (inclusive). */
  start: Date;
  /** First instant after `to` (exclusive). */
  end: Date;
}

export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);
const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/**
 * The period a summary covers: the given dates; a missing end is today, a missing start is
 * `period_days` (default 30) days back from the end, that day included. Longer than
 * MAX_USAGE_RANGE_DAYS → 400: the answer lists every day, so an open range would be unbounded.
 */
export function usagePeriod(query: UsageSummaryQuery, now: Date): DayRange {
  const days = query.period_days ?? DEFAULT_USAGE_PERIOD_DAYS;
  const to = query.date_to ?? utcDay(now);
  const from = query.date_from ?? utcDay(new Date(dayStart(to).getTime() - (days - 1) * DAY_MS));
  const range = { from, to, start: dayStart(from), end: new Date(dayStart(to).getTime() + DAY_MS) };
  if (range.end.getTime() - range.start.getTime() > MAX_USAGE_RANGE_DAYS * DAY_MS) {
    throw badRequest(USAGE_RANGE_TOO_LONG_MESSAGE, { max_days: MAX_USAGE_RANGE_DAYS });
  }
  return range;
}

/** Every day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let t = range.start.getTime(); t < range.end.getTime(); t += DAY_MS) days.push(utcDay(new Date(t)));
  return days;
}
