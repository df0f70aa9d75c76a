import { z } from 'zod';
import { ZLanguageCode } from './common.js';
import { ZSource } from './regagent-sources.js';
import { QUERY_MAX_LENGTH } from './chat-limits.js';
import { ZTimestamp, zQueryInt } from './scalars.js';

export { QUERY_MAX_LENGTH };
export const QUERY_TOO_LONG_MESSAGE = 'Message too long. Please keep it under 1000 characters.';
export const QUERY_RATE_LIMITED_MESSAGE = 'Too many messages. Please wait a moment.';
export const QUERY_EMPTY_MESSAGE = 'Please enter a message.';
/** Title the chat shows for a conversation whose title is still null. */
export const DEFAULT_CONVERSATION_TITLE = 'Urban Planning Assistant';


/** Thumbs up (1) or down (-1). */
export const ZFeedbackValue = z.union([z.literal(1), z.literal(-1)]);
export type TFeedbackValue = z.infer<typeof ZFeedbackValue>;

/** Token count and timings of one answer; `tokens` is what the ledger debited. */
export const ZQueryMetrics = z.object({
  tokens: z.number().int().min(0),
  input_tokens: z.number().int().min(0),
  output_tokens: z.number().int().min(0),
  retrieval_ms: z.number().min(0),
  generation_ms: z.number().min(0),
  total_ms: z.number().min(0),
  /**
   * The answer was cut to fit the token balance (it would have cost more than was left); the
   * text says so at its end.
   */
  cut_to_balance: z.literal(true).optional(),
});
export type TQueryMetrics = z.infer<typeof ZQueryMetrics>;

/**
 * Optional body: a conversation may start in the language the user already picked. The spec
 * sends an empty body (Fastify hands an absent body over as null), so null and undefined are
 * read as `{}`. The title is null until the first question names the conversation.
 */
export const ZCreateConversationRequest = z
  .object({ language: ZLanguageCode.optional() })
  .nullish()
  .transform((body) => body ?? {});
export type TCreateConversationRequest = z.input<typeof ZCreateConversationRequest>;

export const ZCreateConversationResponse = z.object({
  conversation_id: z.uuid(),
  /** Null until the first question; the chat then shows DEFAULT_CONVERSATION_TITLE. */
  title: z.string().nullable(),
  language: ZLanguageCode,
});
export type TCreateConversationResponse = z.infer<typeof ZCreateConversationResponse>;

export const ZQueryRequest = z.object({
  query: z
    .string({ error: QUERY_EMPTY_MESSAGE })
    .trim()
    .min(1, QUERY_EMPTY_MESSAGE)
    .max(QUERY_MAX_LENGTH, QUERY_TOO_LONG_MESSAGE),
  language: ZLanguageCode.default('en'),
  /** Omitted: the server starts a conversation and returns its id. */
  conversation_id: z.uuid().optional(),
});
export type TQueryRequest = z.input<typeof ZQueryRequest>;

export const ZQueryResponse = z.object({
  query_id: z.uuid(),
  conversation_id: z.uuid(),
  answer: z.string(),
  sources: z.array(ZSource),
  metrics: ZQueryMetrics,
  created_at: ZTimestamp,
});
export type TQueryResponse = z.infer<typeof ZQueryResponse>;

/** One question and its answer in a conversation's history; `id` and `query_id` are equal. */
export const ZQuery = z.object({
  id: z.uuid(),
  query_id: z.uuid(),
  conversation_id: z.uuid(),
  query: z.string(),
  answer: z.string(),
  sources: z.array(ZSource),
  feedback: ZFeedbackValue.nullable(),
  metrics: ZQueryMetrics,
  created_at: ZTimestamp,
});
export type TQuery = z.infer<typeof ZQuery>;

export const ZFeedbackRequest = z.object({
  feedback: z.union([z.literal(1), z.literal(-1)], { error: 'Feedback must be 1 or -1' }),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;

/** Not shown in the spec: the stored value, so the client can confirm what was recorded. */
export const ZFeedbackResponse = z.object({
  query_id: z.uuid(),
  feedback: ZFeedbackValue,
  message: z.string(),
});
export type TFeedbackResponse = z.infer<typeof ZFeedbackResponse>;

export const ZConversationSummary = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  language: ZLanguageCode,
  created_at: ZTimestamp,
  /** Time of the latest question; the list is ordered by it, newest first. */
  updated_at: ZTimestamp,
  query_count: z.number().int().min(0),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZListConversationsQuery = z.object({
  limit: zQueryInt().min(1).max(100).default(50),
});
export type TListConversationsQuery = z.input<typeof ZListConversationsQuery>;

export const ZConversationList = z.object({ conversations: z.array(ZConversationSummary) });
export type TConversationList = z.infer<typeof ZConversationList>;

/** A conversation's history, oldest question first. */
export const ZConversationHistory = z.object({
  conversation_id: z.uuid(),
  title: z.string().nullable(),
  language: ZLanguageCode,
  queries: z.array(ZQuery),
});
export type TConversationHistory = z.infer<typeof ZConversationHistory>;
