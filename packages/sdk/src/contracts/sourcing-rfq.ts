import { z } from 'zod';
import { MAX_RUPEES, zBodyId, ZDateString, ZTimestamp } from './scalars.js';

export const RFQ_VENDOR_REQUIRED_MESSAGE = 'Please select at least one vendor';
export const RFQ_MAX_VENDORS = 50;
export const RFQ_NO_MATERIALS_MESSAGE = 'Add materials to the project before requesting quotes';

/** 422 of request-quotes: some chosen vendors supply none of the categories of the project's materials. */
export const rfqNoLinesMessage = (vendorNames: readonly string[]) =>
  `These vendors supply none of the categories of the project's materials: ${vendorNames.join(', ')}. Choose "Send all lines" or leave them out.`;

/**
 * The material lines one vendor is sent, as indexes into `materials`: those in the categories it
 * supplies, or every line with `sendAll`. The API and the request dialog's preview both use it.
 */
export function rfqLineIndexes(vendorCategories: readonly string[], materials: readonly { category: string }[], sendAll: boolean): number[] {
  const supplied = new Set(vendorCategories);
  return materials.flatMap((m, i) => (sendAll || supplied.has(m.category) ? [i] : []));
}

/**
 * Body of request-quotes: the vendors (ids of the project's vendor list) and an optional note
 * added to the request. Each vendor is sent the project's material lines (quantity, unit,
 * specifications) in the categories it supplies, or all of them with `send_all_lines`; with the
 * required-by date (this one, else the project's) and the site location.
 */
export const ZCreateRfqRequest = z.object({
  vendor_ids: z
    .array(zBodyId(), { error: RFQ_VENDOR_REQUIRED_MESSAGE })
    .min(1, RFQ_VENDOR_REQUIRED_MESSAGE)
    .max(RFQ_MAX_VENDORS, `Please select at most ${RFQ_MAX_VENDORS} vendors`),
  message: z.string().trim().max(2000, 'The note must be at most 2000 characters').optional(),
  required_by_date: ZDateString.optional(),
  /** Every vendor gets every line, whatever it supplies (default: only its categories' lines). */
  send_all_lines: z.boolean().default(false),
});
export type TCreateRfqRequest = z.input<typeof ZCreateRfqRequest>;

/** Where a vendor's e-mail of a request stands: waiting for its job, delivered, or given up after retries. */
export const RFQ_DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;
export const ZRfqDeliveryStatus = z.enum(RFQ_DELIVERY_STATUSES);
export type TRfqDeliveryStatus = z.infer<typeof ZRfqDeliveryStatus>;

/** How the request reached one vendor. */
export const ZRfqRecipient = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  /** The address it was e-mailed to; null when the vendor has no e-mail. */
  email: z.string().nullable(),
  /** True once the e-mail was sent (`email_status` 'sent'). */
  emailed: z.boolean(),
  /** The e-mail's state (sent by a background job with retries); null when the vendor has no e-mail. */
  email_status: ZRfqDeliveryStatus.nullable(),
  /** `https://wa.me/<number>?text=<the request>`; null when the vendor has no phone number. */
  whatsapp_url: z.string().nullable(),
  /** The request's lines (`ZRfq.materials[].line`) this vendor was sent. */
  lines: z.array(z.number().int().min(1)),
  /** The request as this vendor received it (e-mail body and WhatsApp message): only its lines. */
  text: z.string(),
});
export type TRfqRecipient = z.infer<typeof ZRfqRecipient>;

/** One material line of a request, numbered from 1. */
export const ZRfqLine = z.object({
  line: z.number().int().min(1),
  name: z.string(),
  category: z.string(),
  /** Null: quantity to confirm. */
  quantity: z.number().nullable(),
  unit: z.string(),
});
export type TRfqLine = z.infer<typeof ZRfqLine>;

export const ZRfq = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  created_at: ZTimestamp,
  required_by_date: ZDateString.nullable(),
  subject: z.string(),
  /** The request with all its lines, as plain text (the buyer's copy; each recipient has its own `text`). */
  text: z.string(),
  /** The lines sent to at least one vendor; each recipient's `lines` says which. */
  materials: z.array(ZRfqLine),
  /** True when every vendor was sent every line. */
  send_all_lines: z.boolean(),
  recipients: z.array(ZRfqRecipient),
  /** API path of the request as PDF (GET, signed-in). */
  pdf_path: z.string(),
});
export type TRfq = z.infer<typeof ZRfq>;

export const ZRfqList = z.object({ rfqs: z.array(ZRfq) });
export type TRfqList = z.infer<typeof ZRfqList>;

export const QUOTE_NOT_REQUESTED_MESSAGE = 'Request a quote from this vendor before recording one';
export const QUOTE_AMOUNT_MESSAGE = 'Enter the quoted amount in rupees (more than 0, at most 2 decimals)';
/** Ten thousand crore (the API's MAX_RUPEES): beyond any one quote, so a typo of extra digits is caught. */
export const QUOTE_MAX_RUPEES = MAX_RUPEES;

/**
 * Body of record-quote: what a vendor quoted back for the latest request for quotation sent to it.
 * `vendor_id` is an id of the project's vendor list (like the request's vendor_ids).
 */
export const ZRecordQuoteRequest = z.object({
  vendor_id: zBodyId('Choose the vendor who sent the quote'),
  amount_rupees: z
    .number({ error: QUOTE_AMOUNT_MESSAGE })
    .positive(QUOTE_AMOUNT_MESSAGE)
    .max(QUOTE_MAX_RUPEES, QUOTE_AMOUNT_MESSAGE)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, QUOTE_AMOUNT_MESSAGE),
  valid_until: ZDateString.nullish(),
  note: z.string().trim().max(1000, 'The note must be at most 1000 characters').nullish(),
});
export type TRecordQuoteRequest = z.input<typeof ZRecordQuoteRequest>;

/** A quote received from a vendor, as recorded. */
export const ZVendorQuote = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  /** The request for quotation it answers. */
  rfq_id: z.number().int(),
  amount_rupees: z.number().positive(),
  valid_until: ZDateString.nullable(),
  note: z.string().nullable(),
  created_at: ZTimestamp,
});
export type TVendorQuote = z.infer<typeof ZVendorQuote>;

export const ZVendorQuoteList = z.object({ quotes: z.array(ZVendorQuote) });
export type TVendorQuoteList = z.infer<typeof ZVendorQuoteList>;
