import { RFQ_DELIVERY_STATUSES } from '@app/sdk/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from './sourcing.js';
import { sqlList } from './sql-list.js';
import { projectVendors, rfqs } from './vendors.js';

/**
 * The e-mail of one request for quotation to one vendor, sent by a job (`rfq-mail`): its state
 * survives a restart between queueing and sending, and each attempt is counted.
 */
export const rfqDeliveries = pgTable(
  'rfq_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    projectVendorId: integer('project_vendor_id').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: RFQ_DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a worker took it; a claim older than `RFQ_MAIL_CLAIM_MS` is a dead worker's and is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfq_deliveries_rfq_vendor').on(t.rfqId, t.projectVendorId),
    index('rfq_deliveries_queued_idx').on(t.status).where(sql`${t.status} = 'queued'`),
    check('rfq_deliveries_status', sql`${t.status} in (${sqlList(RFQ_DELIVERY_STATUSES)})`),
  ],
);

/**
 * A quote a vendor sent back for a request for quotation, as the user recorded it. Amounts are
 * paise (the API speaks rupees), like every other amount of money stored.
 */
export const vendorQuotes = pgTable(
  'vendor_quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    projectVendorId: integer('project_vendor_id')
      .notNull()
      .references(() => projectVendors.id, { onDelete: 'cascade' }),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_quotes_project_idx').on(t.projectId, t.id.desc()),
    index('vendor_quotes_vendor_idx').on(t.projectVendorId),
    check('vendor_quotes_amount', sql`${t.amountPaise} > 0`),
  ],
);

export type RfqDeliveryRow = typeof rfqDeliveries.$inferSelect;
export type VendorQuoteRow = typeof vendorQuotes.$inferSelect;
