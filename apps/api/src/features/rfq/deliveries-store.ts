import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type RfqDeliveryRow, rfqDeliveries } from '../../db/schema/rfq.js';
import { rfqs } from '../../db/schema/vendors.js';

/** A claim older than this belongs to a worker that died mid-send: another may take the mail. */
export const RFQ_MAIL_CLAIM_MS = 2 * 60_000;

/** What a worker needs to send one delivery: the address, the request's text for this vendor and the buyer. */
export interface ClaimedDelivery {
  id: number;
  rfqId: number;
  email: string;
  attempts: number;
  subject: string;
  body: string;
  replyTo: string;
}

/**
 * Takes a queued delivery for one send attempt (counting it), unless it was sent, failed, or is
 * being sent by a live worker: two jobs of one delivery never send it at once.
 */
export async function claimDelivery(db: Db, id: number, now: Date): Promise<ClaimedDelivery | null> {
  const staleBefore = new Date(now.getTime() - RFQ_MAIL_CLAIM_MS);
  const [claimed] = await db
    .update(rfqDeliveries)
    .set({ claimedAt: now, attempts: sql`${rfqDeliveries.attempts} + 1` })
    .where(
      and(
        eq(rfqDeliveries.id, id),
        eq(rfqDeliveries.status, 'queued'),
        or(isNull(rfqDeliveries.claimedAt), lt(rfqDeliveries.claimedAt, staleBefore)),
      ),
    )
    .returning();
  if (!claimed) return null;
  const [rfq] = await db
    .select({ subject: rfqs.subject, body: rfqs.body, details: rfqs.details, recipients: rfqs.recipients })
    .from(rfqs)
    .where(eq(rfqs.id, claimed.rfqId));
  if (!rfq) return null;
  // The vendor's own lines (a request stored before per-vendor lines has one text for all).
  const body = rfq.recipients.find((r) => r.vendor_id === claimed.projectVendorId)?.text ?? rfq.body;
  return { id, rfqId: claimed.rfqId, email: claimed.email, attempts: claimed.attempts, subject: rfq.subject, body, replyTo: rfq.details.buyer.email };
}

/** Ends an attempt: 'sent', 'failed' for good, or back to 'queued' (unclaimed) for a retry. */
export async function settleDelivery(
  db: Db,
  id: number,
  outcome: { status: RfqDeliveryRow['status']; error?: string | null; at: Date },
): Promise<void> {
  await db
    .update(rfqDeliveries)
    .set({
      status: outcome.status,
      claimedAt: null,
      ...(outcome.error !== undefined ? { lastError: outcome.error } : {}),
      ...(outcome.status === 'sent' ? { sentAt: outcome.at } : {}),
    })
    .where(eq(rfqDeliveries.id, id));
}

/** Deliveries still waiting whose worker is not (or no longer) on them: the sweep queues them again. */
export async function unclaimedDeliveries(db: Db, now: Date): Promise<number[]> {
  const staleBefore = new Date(now.getTime() - RFQ_MAIL_CLAIM_MS);
  const rows = await db
    .select({ id: rfqDeliveries.id })
    .from(rfqDeliveries)
    .where(and(eq(rfqDeliveries.status, 'queued'), or(isNull(rfqDeliveries.claimedAt), lt(rfqDeliveries.claimedAt, staleBefore))));
  return rows.map((r) => r.id);
}

/** The deliveries of some requests, by request id then project vendor id. */
export async function deliveriesOf(db: Db, rfqIds: number[]): Promise<Map<number, Map<number, RfqDeliveryRow>>> {
  const out = new Map<number, Map<number, RfqDeliveryRow>>();
  if (rfqIds.length === 0) return out;
  for (const row of await db.select().from(rfqDeliveries).where(inArray(rfqDeliveries.rfqId, rfqIds))) {
    const byVendor = out.get(row.rfqId) ?? new Map<number, RfqDeliveryRow>();
    byVendor.set(row.projectVendorId, row);
    out.set(row.rfqId, byVendor);
  }
  return out;
}
