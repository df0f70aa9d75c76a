import { z } from 'zod';
import { ZDateString, ZTimestamp } from './scalars.js';

export const RFQ_VENDOR_REQUIRED_MESSAGE = 'Please select at least one vendor';
export const RFQ_MAX_VENDORS = 50;
export const RFQ_NO_MATERIALS_MESSAGE = 'Add materials to the project before requesting quotes';

/**
 * Body of request-quotes: the vendors (ids of the project's vendor list) and an optional note
 * added to the request. The request lists the project's materials (quantity, unit,
 * specifications), the required-by date (this one, else the project's) and the site location.
 */
export const ZCreateRfqRequest = z.object({
  vendor_ids: z
    .array(z.number().int().positive(), { error: RFQ_VENDOR_REQUIRED_MESSAGE })
    .min(1, RFQ_VENDOR_REQUIRED_MESSAGE)
    .max(RFQ_MAX_VENDORS, `Please select at most ${RFQ_MAX_VENDORS} vendors`),
  message: z.string().trim().max(2000, 'The note must be at most 2000 characters').optional(),
  required_by_date: ZDateString.optional(),
});
export type TCreateRfqRequest = z.input<typeof ZCreateRfqRequest>;

/** How the request reached one vendor. */
export const ZRfqRecipient = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  /** The address it was e-mailed to; null when the vendor has no e-mail. */
  email: z.string().nullable(),
  emailed: z.boolean(),
  /** `https://wa.me/<number>?text=<the request>`; null when the vendor has no phone number. */
  whatsapp_url: z.string().nullable(),
});
export type TRfqRecipient = z.infer<typeof ZRfqRecipient>;

export const ZRfq = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  created_at: ZTimestamp,
  required_by_date: ZDateString.nullable(),
  subject: z.string(),
  /** The request as plain text: the e-mail body and the WhatsApp message. */
  text: z.string(),
  recipients: z.array(ZRfqRecipient),
  /** API path of the request as PDF (GET, signed-in). */
  pdf_path: z.string(),
});
export type TRfq = z.infer<typeof ZRfq>;

export const ZRfqList = z.object({ rfqs: z.array(ZRfq) });
export type TRfqList = z.infer<typeof ZRfqList>;
