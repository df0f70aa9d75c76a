import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ENRICHMENT_LEVELS, SEARCH_SESSION_STATUSES, VENDOR_SOURCES, type TScoreBreakdown } from '@app/sdk/contracts';
import type { Reservation } from '../../features/ledger/reservations.js';
import { projects } from './sourcing.js';
import { users } from './users.js';
import { sqlList } from './sql-list.js';

/** One category of a discovery request, as stored with its session. */
export interface SessionCategoryJson {
  category: string;
  material_ids: number[];
}

/**
 * The supplier directory: one row per real-world supplier, shared by every project. A row from
 * any source that is the same supplier (GSTIN, provider id, phone key, name nearby:
 * features/vendors/supplier-match.ts) is merged into the stored row; `dedupe_key` is the key of
 * its first sighting ('gstin:<GSTIN>', 'places:<place id>', or 'name:<normalised name>|<pincode>'),
 * on which concurrent first inserts meet. `categories`
 * holds `MATERIAL_CATEGORIES` values; `price_levels` maps a category to the vendor's price level
 * against the area's median (1 = median). Radius searches use the GiST index on the point.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: text('dedupe_key').notNull(),
    source: text('source', { enum: VENDOR_SOURCES }).notNull(),
    /** Every source that reported this supplier (a places hit later imported with its GSTIN: both). */
    sources: text('sources', { enum: VENDOR_SOURCES }).array().notNull().default(sql`'{}'::text[]`),
    /** The places provider's id, when it came from one. */
    externalId: text('external_id'),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone'),
    /** The phone as its national number (`phoneKey`): how two sources' rows of one supplier meet. */
    phoneKey: text('phone_key'),
    email: text('email'),
    website: text('website'),
    gstin: text('gstin'),
    yearEstablished: integer('year_established'),
    certifications: jsonb('certifications').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    categories: text('categories').array().notNull(),
    priceLevels: jsonb('price_levels').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** Capacity signals: staff, and whether the supplier delivers to site. */
    employeeCount: integer('employee_count'),
    deliversToSite: boolean('delivers_to_site'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_dedupe_key').on(t.dedupeKey),
    // The lookups that match an incoming row to a stored supplier (features/vendors/supplier-match.ts).
    index('vendors_gstin_idx').on(t.gstin),
    index('vendors_phone_key_idx').on(t.phoneKey),
    index('vendors_external_id_idx').on(t.externalId),
    index('vendors_pincode_idx').on(t.pincode),
    index('vendors_location_gist').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
    index('vendors_categories_gin').using('gin', t.categories),
    check('vendors_source', sql`${t.source} in (${sqlList(VENDOR_SOURCES)})`),
    check('vendors_latitude', sql`${t.latitude} between -90 and 90`),
    check('vendors_longitude', sql`${t.longitude} between -180 and 180`),
    check('vendors_rating', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    check('vendors_review_count', sql`${t.reviewCount} >= 0`),
  ],
);

/**
 * One vendor discovery of a project: the durable run (pg-boss carries only its id), its request,
 * progress and counters. The stream of its events is `discovery:<id>` in `stream_events`.
 */
export const vendorSearchSessions = pgTable(
  'vendor_search_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionName: text('session_name').notNull(),
    status: text('status', { enum: SEARCH_SESSION_STATUSES }).notNull().default('pending'),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusKm: integer('radius_km').notNull(),
    maxVendorsPerCategory: integer('max_vendors_per_category').notNull(),
    enrichmentLevel: text('enrichment_level', { enum: ENRICHMENT_LEVELS }).notNull(),
    categories: jsonb('categories').$type<SessionCategoryJson[]>().notNull(),
    progress: real('progress').notNull().default(0),
    currentActivity: text('current_activity').notNull().default(''),
    totalVendorsFound: integer('total_vendors_found').notNull().default(0),
    newVendorsFound: integer('new_vendors_found').notNull().default(0),
    reservation: jsonb('reservation').$type<Reservation>(),
    tokens: integer('tokens'),
    error: text('error'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    /** While pending: its place in the fair line (1 = next to start), as last announced; else null. */
    queuePosition: integer('queue_position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('vendor_search_sessions_project_idx').on(t.projectId, t.id.desc()),
    index('vendor_search_sessions_active_idx').on(t.status, t.heartbeatAt),
    // One discovery at a time per project: a second start is refused with 409.
    uniqueIndex('vendor_search_sessions_one_active')
      .on(t.projectId)
      .where(sql`${t.status} in ('pending', 'discovering')`),
    check('vendor_search_sessions_status', sql`${t.status} in (${sqlList(SEARCH_SESSION_STATUSES)})`),
    check('vendor_search_sessions_radius', sql`${t.radiusKm} between 5 and 100`),
    check('vendor_search_sessions_progress', sql`${t.progress} >= 0 and ${t.progress} <= 100`),
  ],
);

/**
 * A directory vendor in a project's list: its scores for this project (with the named parts) and
 * the quote state. Its id is the vendor id the API shows; finding the vendor again in a later
 * session updates the row (same id), so lists never hold a vendor twice.
 */
export const projectVendors = pgTable(
  'project_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    firstSessionId: integer('first_session_id').references(() => vendorSearchSessions.id, { onDelete: 'set null' }),
    /** The project's categories this vendor was found for. */
    matchedCategories: text('matched_categories').array().notNull(),
    distanceKm: real('distance_km'),
    suitabilityScore: real('suitability_score').notNull(),
    trustScore: real('trust_score').notNull(),
    scoreBreakdown: jsonb('score_breakdown').$type<TScoreBreakdown>().notNull(),
    priceIndex: real('price_index'),
    quoteRequestedAt: timestamp('quote_requested_at', { withTimezone: true }),
    quoteReceived: boolean('quote_received').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_vendors_project_vendor').on(t.projectId, t.vendorId),
    index('project_vendors_project_idx').on(t.projectId, t.id.desc()),
    check('project_vendors_suitability', sql`${t.suitabilityScore} between 0 and 1`),
    check('project_vendors_trust', sql`${t.trustScore} between 0 and 1`),
  ],
);

/** Which project vendors a session found, and whether each was new to the project then. */
export const sessionVendors = pgTable(
  'session_vendors',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => vendorSearchSessions.id, { onDelete: 'cascade' }),
    projectVendorId: integer('project_vendor_id')
      .notNull()
      .references(() => projectVendors.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    isNew: boolean('is_new').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'session_vendors_pkey', columns: [t.sessionId, t.projectVendorId] })],
);

/** How one request for quotation reached one vendor (`ZRfqRecipient`), as stored. */
export interface RfqRecipientJson {
  vendor_id: number;
  vendor_name: string;
  email: string | null;
  emailed: boolean;
  whatsapp_url: string | null;
  /** The lines of `details.materials` (from 1) this vendor was sent; absent before per-vendor lines: all. */
  lines?: number[];
  /** The request as this vendor received it; absent before per-vendor lines: the request's `body`. */
  text?: string;
}

/** One material line of a request for quotation, as it was when the request was made. */
export interface RfqMaterialJson {
  name: string;
  category: string;
  /** Null: 'quantity to confirm'. */
  quantity: number | null;
  unit: string;
  specifications: Record<string, string>;
  notes: string | null;
}

/** What a request for quotation states besides its materials, as it was when it was made. */
export interface RfqDetailsJson {
  project_name: string;
  site_location: string;
  buyer: { name: string; company: string | null; email: string; phone: string | null };
  note: string | null;
  materials: RfqMaterialJson[];
  /** Every vendor was sent every line (absent before per-vendor lines: they all were). */
  send_all_lines?: boolean;
}

/**
 * A request for quotation sent to some of a project's vendors; the PDF is rendered from these
 * columns. `details` is a snapshot, so later edits to the project do not change a sent request.
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    requiredByDate: date('required_by_date', { mode: 'string' }),
    recipients: jsonb('recipients').$type<RfqRecipientJson[]>().notNull(),
    details: jsonb('details').$type<RfqDetailsJson>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rfqs_project_idx').on(t.projectId, t.id.desc())],
);

export type VendorRow = typeof vendors.$inferSelect;
export type NewVendor = typeof vendors.$inferInsert;
export type VendorSearchSessionRow = typeof vendorSearchSessions.$inferSelect;
export type ProjectVendorRow = typeof projectVendors.$inferSelect;
export type RfqRow = typeof rfqs.$inferSelect;

/**
 * What a generated directory was last stored from (`name` e.g. 'demo'): a start skips storing it
 * again while the generator's fingerprint is unchanged.
 */
export const vendorDirectorySeeds = pgTable('vendor_directory_seeds', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  rows: integer('rows').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
