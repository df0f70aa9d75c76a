import { DOCUMENT_SOURCE_TYPES, DOCUMENT_STANDINGS, DOCUMENT_STATES } from '@app/sdk/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list.js';

/** `ready` | `ocr_pending` | `failed`: `DOCUMENT_STATES` of the SDK. */
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** `regulation` (the CGDCR digest, cited as the regulation) | `document` (companion material): `DOCUMENT_SOURCE_TYPES` of the SDK. */
export type DocumentSourceType = (typeof DOCUMENT_SOURCE_TYPES)[number];

/** `official` (the notified text, preferred by retrieval) | `secondary`: `DOCUMENT_STANDINGS` of the SDK. */
export type DocumentStanding = (typeof DOCUMENT_STANDINGS)[number];

export const documentChunkTypes = ['heading', 'paragraph', 'table', 'list'] as const;
export type DocumentChunkType = (typeof documentChunkTypes)[number];

/** A rectangle as fractions of its page (0..1), origin at the top-left corner. */
export interface PageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * An ingested PDF. `slug` is the file stem and names the document across re-ingestion; `sha256`
 * of the bytes makes re-ingesting the same file a no-op. The bytes live in the storage
 * interface under `storage_key`. An upload indexes the trusted pages at once and leaves the
 * pages needing OCR (`ocr_pages`) to the `document-ocr` job while `state` is `ocr_pending`.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    sourceType: text('source_type', { enum: DOCUMENT_SOURCE_TYPES }).notNull(),
    standing: text('standing', { enum: DOCUMENT_STANDINGS }).notNull().default('secondary'),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull().unique(),
    pageCount: integer('page_count').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** `ocr_pending` until the OCR job has read `ocr_pages` and re-indexed the chunks. */
    state: text('state', { enum: DOCUMENT_STATES }).notNull().default('ready'),
    ocrPages: integer('ocr_pages').array().notNull().default([]),
    /** Why the OCR failed (state `failed`). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('documents_source_type', sql`${t.sourceType} in (${sqlList(DOCUMENT_SOURCE_TYPES)})`),
    check('documents_standing', sql`${t.standing} in (${sqlList(DOCUMENT_STANDINGS)})`),
    check('documents_state', sql`${t.state} in (${sqlList(DOCUMENT_STATES)})`),
    check('documents_page_count_pos', sql`${t.pageCount} >= 0`),
    check('documents_byte_size_pos', sql`${t.byteSize} >= 0`),
  ],
);

/**
 * A clause-aware piece of a document in reading order. A chunk never spans pages: a clause that
 * continues on the next page becomes a second chunk with the same clause and heading.
 * `bounding_box` is the union of `boxes` (one box per line or segment, for precise highlights).
 */
export const documentChunks = pgTable(
  'document_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    /** 1-based. */
    pageNumber: integer('page_number').notNull(),
    /** e.g. '6.3.1', or the source's section id such as 'TOPIC-TOZ'. */
    clause: text('clause'),
    /** The nearest heading path, e.g. '6.3.1 Base FSI in Ahmedabad'. */
    heading: text('heading'),
    chunkType: text('chunk_type', { enum: documentChunkTypes }).notNull(),
    text: text('text').notNull(),
    /** At most 300 characters. */
    textPreview: text('text_preview').notNull(),
    boundingBox: jsonb('bounding_box').$type<PageBox>().notNull(),
    boxes: jsonb('boxes').$type<PageBox[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('document_chunks_document_ordinal').on(t.documentId, t.ordinal),
    index('document_chunks_document_page_idx').on(t.documentId, t.pageNumber),
    check('document_chunks_type', sql`${t.chunkType} in (${sqlList(documentChunkTypes)})`),
    check('document_chunks_page_pos', sql`${t.pageNumber} >= 1`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentChunkRow = typeof documentChunks.$inferSelect;
export type NewDocumentChunk = typeof documentChunks.$inferInsert;
