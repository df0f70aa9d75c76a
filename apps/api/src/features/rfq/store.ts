import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findUserById } from '../auth/user-store.js';
import { rfqDeliveries } from '../../db/schema/rfq.js';
import { type RfqDetailsJson, type RfqRecipientJson, type RfqRow, projectVendors, rfqs, vendors } from '../../db/schema/vendors.js';

/** A vendor of the project's list with the contact details a request needs. */
export interface RfqVendor {
  projectVendorId: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** What it supplies: the categories it was found for and the directory's (ZVendor.materials_supplied). */
  categories: string[];
}

/** The project's vendors among `ids` (project_vendors ids); ids of other projects are simply absent. */
export async function vendorsOfProject(db: Db, projectId: number, ids: number[]): Promise<RfqVendor[]> {
  const rows = await db
    .select({
      projectVendorId: projectVendors.id,
      name: vendors.name,
      email: vendors.email,
      phone: vendors.phone,
      matched: projectVendors.matchedCategories,
      supplied: vendors.categories,
    })
    .from(projectVendors)
    .innerJoin(vendors, eq(vendors.id, projectVendors.vendorId))
    .where(and(eq(projectVendors.projectId, projectId), inArray(projectVendors.id, ids)))
    .orderBy(projectVendors.id);
  return rows.map(({ matched, supplied, ...v }) => ({ ...v, categories: [...new Set([...matched, ...supplied])] }));
}

/** Who asks: the signed-in user's profile. */
export async function buyerOf(db: Db, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  return { name: user.name, company: user.company, email: user.email, phone: user.phone };
}

/**
 * Stores the request, one queued delivery per vendor with an e-mail, and marks its vendors as
 * asked, in one transaction: once this returns the request and its mails to send exist even if
 * the process stops. Returns the row and the deliveries' ids.
 */
export async function insertRfq(
  db: Db,
  values: {
    projectId: number;
    userId: string;
    subject: string;
    body: string;
    requiredByDate: string | null;
    recipients: RfqRecipientJson[];
    details: RfqDetailsJson;
    createdAt: Date;
  },
): Promise<{ row: RfqRow; deliveryIds: number[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(rfqs).values(values).returning();
    if (!row) throw new Error('rfq insert returned no row');
    const mailed = values.recipients.filter((r) => r.email !== null);
    const deliveries = mailed.length
      ? await tx
          .insert(rfqDeliveries)
          .values(mailed.map((r) => ({ rfqId: row.id, projectVendorId: r.vendor_id, email: r.email ?? '', createdAt: values.createdAt })))
          .returning({ id: rfqDeliveries.id })
      : [];
    await tx
      .update(projectVendors)
      .set({ quoteRequestedAt: values.createdAt, updatedAt: values.createdAt })
      .where(and(eq(projectVendors.projectId, values.projectId), inArray(projectVendors.id, values.recipients.map((r) => r.vendor_id))));
    return { row, deliveryIds: deliveries.map((d) => d.id) };
  });
}

/** The project's requests, newest first (id breaks ties of equal timestamps). */
export function rfqsOfProject(db: Db, projectId: number): Promise<RfqRow[]> {
  return db.select().from(rfqs).where(eq(rfqs.projectId, projectId)).orderBy(desc(rfqs.createdAt), desc(rfqs.id));
}

/** The request if the user made it (its project is theirs); another user's request is "not found". */
export async function findRfqOf(db: Db, userId: string, id: number): Promise<RfqRow | null> {
  const [row] = await db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, id), eq(rfqs.userId, userId)));
  return row ?? null;
}
