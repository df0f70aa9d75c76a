import { LANGUAGE_CODES, type TLanguageCode } from '@app/sdk/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list.js';
import { users } from './users.js';

/** The SDK's list, so the column's check and the contract cannot drift apart. */
export const chatLanguages = LANGUAGE_CODES;
export type ChatLanguage = TLanguageCode;

/**
 * One regulation chat. `title` stays null until the first question names it; `language` is the
 * language of the latest question; `updated_at` is the time of the latest activity (the list is
 * ordered by it).
 */
export const regagentConversations = pgTable(
  'regagent_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    language: text('language', { enum: chatLanguages }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('regagent_conversations_user_updated_idx').on(t.userId, t.updatedAt),
    check('regagent_conversations_language', sql`${t.language} in (${sqlList(chatLanguages)})`),
  ],
);

/** A cited chunk as stored with an answer (the wire `TChunk`). */
export interface StoredChunk {
  chunk_id: string;
  bounding_box: string | null;
  text_preview: string;
  chunk_type: string;
}

/**
 * The sources of an answer as they were when it was given, without `document_link`: that is a
 * signed URL that expires, so it is minted again whenever the answer is read.
 */
export interface StoredSource {
  document_id: string;
  document_name: string;
  source_type: string;
  pages: { page_number: number; chunks: StoredChunk[] }[];
  /** Official notified text or secondary digest (absent on answers stored before standings). */
  standing?: 'official' | 'secondary';
}

/** Timings and token counts of one answer (the wire `TQueryMetrics`). */
export interface StoredMetrics {
  tokens: number;
  input_tokens: number;
  output_tokens: number;
  retrieval_ms: number;
  generation_ms: number;
  total_ms: number;
  /** Set when the client went away mid-answer: the stored text is the part generated, charged as such. */
  incomplete?: true;
  /** The answer was cut to fit the token balance; its text ends saying so. */
  cut_to_balance?: true;
}

/**
 * One question and its answer. Rows are written only after the ledger debit succeeded, in the
 * same transaction that creates or updates the conversation. `user_id` is kept beside the
 * conversation so ownership checks (feedback) need one lookup.
 */
export const regagentQueries = pgTable(
  'regagent_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => regagentConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    language: text('language', { enum: chatLanguages }).notNull(),
    answer: text('answer').notNull(),
    /** `offline` or `llm`: which engine wrote the answer. */
    engine: text('engine').notNull(),
    sources: jsonb('sources').$type<StoredSource[]>().notNull().default(sql`'[]'::jsonb`),
    /** 1 thumbs up, -1 thumbs down, null none. */
    feedback: smallint('feedback'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    /** What the ledger debited (also in `metrics`), kept as a column for reporting. */
    tokens: integer('tokens').notNull(),
    metrics: jsonb('metrics').$type<StoredMetrics>().notNull(),
    /** The ledger entry of the debit (no foreign key: the ledger is its own feature). */
    ledgerEntryId: uuid('ledger_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('regagent_queries_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('regagent_queries_user_idx').on(t.userId),
    check('regagent_queries_language', sql`${t.language} in (${sqlList(chatLanguages)})`),
    check('regagent_queries_feedback', sql`${t.feedback} is null or ${t.feedback} in (1, -1)`),
    check('regagent_queries_tokens_nonneg', sql`${t.tokens} >= 0`),
  ],
);

export type RegagentConversationRow = typeof regagentConversations.$inferSelect;
export type RegagentQueryRow = typeof regagentQueries.$inferSelect;
