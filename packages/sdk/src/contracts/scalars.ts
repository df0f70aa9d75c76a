import { z } from 'zod';
import { MAX_INT_ID } from './common.js';

/**
 * Building blocks shared by the feature contracts (regagent, sourcing, usage, billing…).
 *
 * Response schemas never transform (the server encodes responses with `z.safeEncode`, which
 * rejects one-way transforms); coercion and clean-up live only in request schemas.
 */

/** An ISO 8601 date-time with `Z` or an offset, as `Date#toISOString()` writes it. */
export const ZTimestamp = z.iso.datetime({ offset: true });

/** A calendar date, `YYYY-MM-DD`. */
export const ZDateString = z.iso.date();

/** A whole number in a query string (`?page=2`); numbers are also accepted from code. */
export const zQueryInt = () => z.coerce.number<string | number>().int();

/** A decimal number in a query string (`?min_cost=2.5`). */
export const zQueryNumber = () => z.coerce.number<string | number>();

/**
 * Bounds the database can hold, stated once: every integer id and count of a request fits an
 * `integer` column (1..MAX_INT_ID), every amount of money fits MAX_RUPEES, so a hostile number is
 * a 400 from validation and never reaches a query (where it would be an out-of-range error).
 */
export const ID_RANGE_MESSAGE = `Must be a whole number from 1 to ${MAX_INT_ID}`;
/** An integer id in a JSON body (no coercion from text): 1..MAX_INT_ID. */
export const zBodyId = (error: string = ID_RANGE_MESSAGE) =>
  z.number({ error }).int(error).positive(error).max(MAX_INT_ID, error);
/** An integer id in a query string: 1..MAX_INT_ID. */
export const zQueryId = () => zQueryInt().positive(ID_RANGE_MESSAGE).max(MAX_INT_ID, ID_RANGE_MESSAGE);
/** A whole-number count in a query string (tokens…): 0..MAX_INT_ID. */
export const zQueryCount = () => zQueryInt().min(0).max(MAX_INT_ID, `Must be at most ${MAX_INT_ID}`);

/** Ten thousand crore rupees: beyond any budget, quote or cost here, and far within what bigint paise hold. */
export const MAX_RUPEES = 1e11;
export const AMOUNT_TOO_LARGE_MESSAGE = 'Amount is too large (at most ₹10,000 crore)';
/** An amount in rupees in a JSON body: 0..MAX_RUPEES (`min` and messages per field). */
export const zRupees = (messages: { type?: string; negative?: string; tooLarge?: string } = {}) =>
  z
    .number(messages.type ? { error: messages.type } : undefined)
    .min(0, messages.negative)
    .max(MAX_RUPEES, messages.tooLarge ?? AMOUNT_TOO_LARGE_MESSAGE);
/** An amount in rupees in a query string: 0..MAX_RUPEES. */
export const zQueryRupees = () => zQueryNumber().min(0).max(MAX_RUPEES, AMOUNT_TOO_LARGE_MESSAGE);

/** `page` (from 1) and `page_size` (1..100, default 20), the paging of every list route. */
export const ZPageQuery = z.object({
  page: zQueryInt().min(1).default(1),
  page_size: zQueryInt().min(1).max(100).default(20),
});
export type TPageQuery = z.input<typeof ZPageQuery>;

/**
 * Query of an SSE route. EventSource cannot send an Authorization header, so the access token
 * comes as `?token=`; it is optional here because a header works too, and a request with
 * neither is answered 401 'Authentication required' by the server, not 400 by validation.
 */
export const ZStreamQuery = z.object({
  token: z.string().optional(),
  /** Resume after this event id when the `Last-Event-ID` header cannot be set. */
  last_event_id: zQueryInt().min(0).optional(),
});
export type TStreamQuery = z.input<typeof ZStreamQuery>;

/**
 * Time an event was logged. Optional: events are stored as their producers wrote them, and a
 * client must not drop an event only because a producer left the time out.
 */
export const ZEventTimestamp = ZTimestamp.optional();

/**
 * Keep-alive every 15 s. The API's stream writer sends it as an SSE comment (`: heartbeat`),
 * which parsers drop; a producer that can only send data frames may send this event instead,
 * and clients ignore it either way.
 */
export const ZHeartbeatEvent = z.object({ type: z.literal('heartbeat'), timestamp: ZEventTimestamp });
export type THeartbeatEvent = z.infer<typeof ZHeartbeatEvent>;

/**
 * One SSE frame as every stream writes it (the same format as the API's `sseFrame`): `id:` is
 * the event's sequence number (for `Last-Event-ID` replay) and `data:` one JSON event carrying
 * its own `type`. There is no `event:` line, so `EventSource#onmessage` receives every event.
 */
export function encodeSseFrame(event: { type: string }, id?: number): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `${idLine}data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Parses the `data:` text of one frame with a stream's event union. Returns null for text that is
 * not JSON or not a known event, so a client can skip what a newer server adds.
 */
export function parseSseData<S extends z.ZodType>(schema: S, data: string): z.infer<S> | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}
