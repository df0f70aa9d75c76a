import { and, asc, desc, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ChatLanguage, type RegagentConversationRow, type RegagentQueryRow, regagentConversations, regagentQueries, type StoredMetrics, type StoredSource } from '../../db/schema/regagent.js';

const hasQuestions = sql`exists (select 1 from "regagent_queries" q where q."conversation_id" = "regagent_conversations"."id")`;

/**
 * The user's newest conversation that has no question yet, taken over for a new start (language
 * and time updated), so opening /chat again and again does not pile up empty conversations.
 */
export async function reuseEmptyConversation(
  db: Db,
  values: { userId: string; language: ChatLanguage; now: Date },
): Promise<RegagentConversationRow | null> {
  const [empty] = await db
    .select({ id: regagentConversations.id })
    .from(regagentConversations)
    .where(and(eq(regagentConversations.userId, values.userId), not(hasQuestions)))
    .orderBy(desc(regagentConversations.updatedAt), desc(regagentConversations.id))
    .limit(1);
  if (!empty) return null;
  const [row] = await db
    .update(regagentConversations)
    .set({ language: values.language, updatedAt: values.now })
    .where(eq(regagentConversations.id, empty.id))
    .returning();
  return row ?? null;
}

export async function insertConversation(
  db: Db,
  values: { userId: string; language: ChatLanguage; now: Date },
): Promise<RegagentConversationRow> {
  const [row] = await db
    .insert(regagentConversations)
    .values({ userId: values.userId, language: values.language, title: null, createdAt: values.now, updatedAt: values.now })
    .returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

/** The user's conversation with this id, or null (another user's conversation is "not found" too). */
export async function findConversationOf(db: Db, userId: string, id: string): Promise<RegagentConversationRow | null> {
  const [row] = await db
    .select()
    .from(regagentConversations)
    .where(and(eq(regagentConversations.id, id), eq(regagentConversations.userId, userId)));
  return row ?? null;
}

export interface ConversationSummaryRow extends RegagentConversationRow {
  queryCount: number;
}

/** The user's conversations, most recently active first (id breaks ties). */
export async function listConversationsOf(db: Db, userId: string, limit: number): Promise<ConversationSummaryRow[]> {
  return db
    .select({
      id: regagentConversations.id,
      userId: regagentConversations.userId,
      title: regagentConversations.title,
      language: regagentConversations.language,
      createdAt: regagentConversations.createdAt,
      updatedAt: regagentConversations.updatedAt,
      queryCount: sql<number>`(select count(*) from "regagent_queries" q where q."conversation_id" = "regagent_conversations"."id")::int`,
    })
    .from(regagentConversations)
    .where(and(eq(regagentConversations.userId, userId), hasQuestions))
    .orderBy(desc(regagentConversations.updatedAt), desc(regagentConversations.id))
    .limit(limit);
}

/** A conversation's questions, oldest first. */
export async function queriesOf(db: Db, conversationId: string): Promise<RegagentQueryRow[]> {
  return db
    .select()
    .from(regagentQueries)
    .where(eq(regagentQueries.conversationId, conversationId))
    .orderBy(asc(regagentQueries.createdAt), asc(regagentQueries.id));
}

export interface NewAnswer {
  id: string;
  userId: string;
  /** The conversation to add to; with `create` it does not exist yet and is created with this id. */
  conversationId: string;
  create: boolean;
  query: string;
  language: ChatLanguage;
  answer: string;
  engine: string;
  sources: StoredSource[];
  metrics: StoredMetrics;
  ledgerEntryId: string | null;
  /** Title for a conversation that has none yet (the first question). */
  title: string;
  now: Date;
}

/**
 * Stores an answer: creates the conversation if needed, inserts the query, and moves the
 * conversation's language and activity time (its title is set once, from the first question).
 * Call it inside the transaction that settles the answer's charge.
 */
export async function storeAnswer(tx: Db, input: NewAnswer): Promise<RegagentQueryRow> {
  if (input.create) {
    await tx.insert(regagentConversations).values({
      id: input.conversationId,
      userId: input.userId,
      title: input.title,
      language: input.language,
      createdAt: input.now,
      updatedAt: input.now,
    });
  } else {
    await tx
      .update(regagentConversations)
      .set({
        title: sql`coalesce(${regagentConversations.title}, ${input.title})`,
        language: input.language,
        updatedAt: sql`greatest(${regagentConversations.updatedAt}, ${input.now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(regagentConversations.id, input.conversationId), eq(regagentConversations.userId, input.userId)));
  }
  const [row] = await tx
    .insert(regagentQueries)
    .values({
      id: input.id,
      conversationId: input.conversationId,
      userId: input.userId,
      query: input.query,
      language: input.language,
      answer: input.answer,
      engine: input.engine,
      sources: input.sources,
      tokens: input.metrics.tokens,
      metrics: input.metrics,
      ledgerEntryId: input.ledgerEntryId,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('query insert returned nothing');
  return row;
}

/** Sets the feedback of the user's query; null when the query does not exist or is someone else's. */
export async function setFeedback(
  db: Db,
  values: { userId: string; queryId: string; feedback: 1 | -1; now: Date },
): Promise<RegagentQueryRow | null> {
  const [row] = await db
    .update(regagentQueries)
    .set({ feedback: values.feedback, feedbackAt: values.now })
    .where(and(eq(regagentQueries.id, values.queryId), eq(regagentQueries.userId, values.userId)))
    .returning();
  return row ?? null;
}
