import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vendorQuotes } from '../../db/schema/rfq.js';
import { projectVendors, rfqs, vendors } from '../../db/schema/vendors.js';

/** A stored quote with the name of the vendor who sent it. */
export interface QuoteWithVendor {
  id: number;
  projectId: number;
  projectVendorId: number;
  vendorName: string;
  rfqId: number;
  amountPaise: number;
  validUntil: string | null;
  note: string | null;
  createdAt: Date;
}

const columns = {
  id: vendorQuotes.id,
  projectId: vendorQuotes.projectId,
  projectVendorId: vendorQuotes.projectVendorId,
  vendorName: vendors.name,
  rfqId: vendorQuotes.rfqId,
  amountPaise: vendorQuotes.amountPaise,
  validUntil: vendorQuotes.validUntil,
  note: vendorQuotes.note,
  createdAt: vendorQuotes.createdAt,
};

/** The latest request of the project sent to this vendor (its recipients name it), or null. */
export async function latestRfqTo(db: Db, projectId: number, projectVendorId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(and(eq(rfqs.projectId, projectId), sql`${rfqs.recipients} @> ${JSON.stringify([{ vendor_id: projectVendorId }])}::jsonb`))
    .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
    .limit(1);
  return row?.id ?? null;
}

/** Stores the quote and marks the vendor as having quoted, together. */
export async function insertQuote(
  db: Db,
  values: { projectId: number; projectVendorId: number; rfqId: number; amountPaise: number; validUntil: string | null; note: string | null; createdAt: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(vendorQuotes).values(values).returning({ id: vendorQuotes.id });
    if (!row) throw new Error('quote insert returned no row');
    await tx
      .update(projectVendors)
      .set({ quoteReceived: true, updatedAt: values.createdAt })
      .where(eq(projectVendors.id, values.projectVendorId));
    return row.id;
  });
}

/** The project's quotes, newest first (id breaks ties), or one of them. */
export function quotesOfProject(db: Db, projectId: number, id?: number): Promise<QuoteWithVendor[]> {
  return db
    .select(columns)
    .from(vendorQuotes)
    .innerJoin(projectVendors, eq(projectVendors.id, vendorQuotes.projectVendorId))
    .innerJoin(vendors, eq(vendors.id, projectVendors.vendorId))
    .where(and(eq(vendorQuotes.projectId, projectId), id === undefined ? undefined : eq(vendorQuotes.id, id)))
    .orderBy(desc(vendorQuotes.createdAt), desc(vendorQuotes.id));
}
