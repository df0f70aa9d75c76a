import { RFQ_NO_MATERIALS_MESSAGE, rfqLineIndexes, rfqNoLinesMessage, type TCreateRfqRequest, type TRfq, type TRfqRecipient } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { RfqDeliveryRow } from '../../db/schema/rfq.js';
import type { RfqDetailsJson, RfqMaterialJson, RfqRecipientJson, RfqRow } from '../../db/schema/vendors.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { materialsOfProject } from '../sourcing/materials-store.js';
import { PROJECT_NOT_FOUND_MESSAGE } from '../sourcing/service.js';
import { findProjectOf } from '../sourcing/store.js';
import { renderRfqPdf, rfqPdfFilename } from './pdf.js';
import { rfqSubject, rfqText } from './request-text.js';
import { deliveriesOf } from './deliveries-store.js';
import { queueDeliveries } from './mail-job.js';
import { buyerOf, findRfqOf, insertRfq, rfqsOfProject, vendorsOfProject } from './store.js';
import { whatsappUrl } from './whatsapp.js';

export const RFQ_NOT_FOUND_MESSAGE = 'Request for quotation not found';
/** Vendor ids that are not in this project's list (unknown, or another project's): 404 like another user's project. */
export const rfqVendorsNotFoundMessage = (ids: number[]) => `Vendors not found in this project: ${ids.join(', ')}`;

type Deps = Pick<AppDeps, 'database' | 'clock' | 'jobs'>;
type Body = Omit<TCreateRfqRequest, 'vendor_ids' | 'send_all_lines'> & { vendor_ids: number[]; send_all_lines?: boolean };

export const rfqPdfPath = (id: number) => `/sourcing/rfqs/${id}/pdf`;

/**
 * A recipient as the API shows it: its e-mail's state from its delivery; a request stored before
 * deliveries existed has only the `emailed` flag of its synchronous send.
 */
function recipientDto(row: RfqRow, r: RfqRecipientJson, delivery: RfqDeliveryRow | undefined): TRfqRecipient {
  const status = delivery?.status ?? (r.email ? (r.emailed ? 'sent' : 'failed') : null);
  return {
    vendor_id: r.vendor_id,
    vendor_name: r.vendor_name,
    email: r.email,
    emailed: status === 'sent',
    email_status: status,
    whatsapp_url: r.whatsapp_url,
    // A request stored before per-vendor lines sent every line to everyone.
    lines: r.lines ?? row.details.materials.map((_, i) => i + 1),
    text: r.text ?? row.body,
  };
}

export function toRfqDto(row: RfqRow, deliveries: Map<number, RfqDeliveryRow> = new Map()): TRfq {
  return {
    id: row.id,
    project_id: row.projectId,
    created_at: row.createdAt.toISOString(),
    required_by_date: row.requiredByDate,
    subject: row.subject,
    text: row.body,
    materials: row.details.materials.map((m, i) => ({ line: i + 1, name: m.name, category: m.category, quantity: m.quantity, unit: m.unit })),
    send_all_lines: row.details.send_all_lines ?? true,
    recipients: row.recipients.map((r) => recipientDto(row, r, deliveries.get(r.vendor_id))),
    pdf_path: rfqPdfPath(row.id),
  };
}

async function projectOf(deps: Deps, userId: string, projectId: number) {
  const project = await findProjectOf(deps.database.db, userId, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  return project;
}

/**
 * Builds one request from the project's materials and sends each chosen vendor the lines in the
 * categories it supplies (every line with `send_all_lines`; a vendor that would get none is
 * refused with 422, naming it): an e-mail when the vendor has an address (a job per vendor,
 * retried, its state stored per recipient), a WhatsApp link when it has a phone number. The
 * request keeps the lines sent to anyone, numbered from 1, and which went to whom. Answers once
 * the request is stored and its mails are queued.
 */
export async function requestQuotes(deps: Deps, userId: string, projectId: number, body: Body): Promise<TRfq> {
  const { db } = deps.database;
  const project = await projectOf(deps, userId, projectId);
  const ids = [...new Set(body.vendor_ids)];
  const [materials, chosen, buyer] = await Promise.all([
    materialsOfProject(db, projectId),
    vendorsOfProject(db, projectId, ids),
    buyerOf(db, userId),
  ]);
  const missing = ids.filter((id) => !chosen.some((v) => v.projectVendorId === id));
  if (missing.length > 0) throw notFound(rfqVendorsNotFoundMessage(missing));
  if (materials.length === 0) throw conflict(RFQ_NO_MATERIALS_MESSAGE);

  const sendAll = body.send_all_lines ?? false;
  const perVendor = chosen.map((v) => ({ vendor: v, indexes: rfqLineIndexes(v.categories, materials, sendAll) }));
  const empty = perVendor.filter((p) => p.indexes.length === 0).map((p) => p.vendor.name);
  if (empty.length > 0) {
    throw new AppError(422, rfqNoLinesMessage(empty), { errors: [{ path: 'send_all_lines', message: rfqNoLinesMessage(empty) }] });
  }
  // The request's lines: the project's materials sent to at least one vendor, in the project's order.
  const used = materials.filter((_, i) => perVendor.some((p) => p.indexes.includes(i)));
  const lineOf = new Map(used.map((m, n) => [m, n + 1]));
  const lineJson = (m: (typeof materials)[number]): RfqMaterialJson => ({
    name: m.name,
    category: m.category,
    quantity: m.quantity,
    unit: m.unit,
    specifications: m.specifications,
    notes: m.notes,
  });
  const details: RfqDetailsJson = {
    project_name: project.name ?? `Project #${project.id}`,
    site_location: project.location,
    buyer,
    note: body.message || null,
    materials: used.map(lineJson),
    send_all_lines: sendAll,
  };
  const requiredByDate = body.required_by_date ?? project.requiredByDate;
  const subject = rfqSubject(details);
  const text = rfqText(details, requiredByDate);
  const recipients: RfqRecipientJson[] = perVendor.map(({ vendor: v, indexes }) => {
    const own = indexes.flatMap((i) => materials[i] ?? []);
    const ownText = own.length === used.length ? text : rfqText({ ...details, materials: own.map(lineJson) }, requiredByDate);
    return {
      vendor_id: v.projectVendorId,
      vendor_name: v.name,
      email: v.email,
      emailed: false,
      whatsapp_url: whatsappUrl(v.phone, ownText),
      lines: own.flatMap((m) => lineOf.get(m) ?? []),
      text: ownText,
    };
  });
  const { row, deliveryIds } = await insertRfq(db, { projectId, userId, subject, body: text, requiredByDate, recipients, details, createdAt: deps.clock.now() });
  // A failure to queue leaves the deliveries queued: the sweep of the next start queues them.
  await queueDeliveries(deps, deliveryIds);
  return toRfqDto(row, (await deliveriesOf(db, [row.id])).get(row.id));
}

export async function listRfqs(deps: Deps, userId: string, projectId: number): Promise<{ rfqs: TRfq[] }> {
  await projectOf(deps, userId, projectId);
  const rows = await rfqsOfProject(deps.database.db, projectId);
  const deliveries = await deliveriesOf(deps.database.db, rows.map((r) => r.id));
  return { rfqs: rows.map((row) => toRfqDto(row, deliveries.get(row.id))) };
}

export async function rfqPdf(deps: Deps, userId: string, id: number): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findRfqOf(deps.database.db, userId, id);
  if (!row) throw notFound(RFQ_NOT_FOUND_MESSAGE);
  return { filename: rfqPdfFilename(row), pdf: await renderRfqPdf(row) };
}
