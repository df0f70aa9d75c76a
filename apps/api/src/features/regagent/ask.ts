import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { TQueryResponse } from '@app/sdk/contracts';
import type { AppDeps } from '../../app.js';
import type { ChatLanguage } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { type AnswerEngine, type AnswerInput, type AnswerResult, countTokens, finalizeCitations, tokenUsage } from '../answers/index.js';
import type { Passage } from '../retrieval/types.js';
import type { Retriever } from '../retrieval/retriever.js';
import { sourcesOf } from './sources.js';
import { findConversationOf, storeAnswer } from './store.js';
import { toQueryResponse } from './dto.js';

export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';

/**
 * Below this share of the question's terms (weighted by rarity) in the best passage, the
 * question is treated as not covered by the documents: the engines then say they could not
 * find it instead of quoting a loosely related passage. Tuned on the evaluation set (the
 * lowest covered question scores 0.39) and off-topic questions (0 to 0.32: "who is the prime
 * minister", "how to apply for a passport").
 */
export const MIN_COVERAGE = 0.35;
/** Conversation titles are the first question, cut to about this many characters. */
export const TITLE_LENGTH = 60;

export type RegagentDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'ledger'> & {
  retriever: Retriever;
  engine: AnswerEngine;
};

export interface QuestionInput {
  query: string;
  language: ChatLanguage;
  conversation_id?: string;
}

/** A question checked and retrieved, its cost estimated and affordable; nothing stored yet. */
export interface PreparedQuestion {
  userId: string;
  queryId: string;
  conversationId: string;
  createConversation: boolean;
  input: AnswerInput;
  retrievalMs: number;
  startedAt: number;
}

/**
 * Checks the conversation (404 if it is not the user's), retrieves passages and checks that the
 * account can pay for at least the question and its context (402 from the ledger otherwise).
 */
export async function prepareQuestion(deps: RegagentDeps, userId: string, body: QuestionInput): Promise<PreparedQuestion> {
  const startedAt = performance.now();
  let conversationId = body.conversation_id;
  if (conversationId && !(await findConversationOf(deps.database.db, userId, conversationId))) {
    throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  }
  const createConversation = !conversationId;
  conversationId ??= randomUUID();

  const retrieval = await deps.retriever.search(body.query);
  const passages: Passage[] = retrieval.coverage >= MIN_COVERAGE ? retrieval.passages : [];
  const retrievalMs = performance.now() - startedAt;
  const input: AnswerInput = { question: body.query, language: body.language, passages };
  await deps.ledger.assertCanAfford(userId, Math.max(1, countTokens(deps.engine.inputText(input))));
  return { userId, queryId: randomUUID(), conversationId, createConversation, input, retrievalMs, startedAt };
}

/** The answer with its citations renumbered to its sources, ready to meter and store. */
export function finalizeAnswer(prepared: PreparedQuestion, result: AnswerResult) {
  return finalizeCitations(result.text, prepared.input.passages);
}

/**
 * Debits the tokens (question + context + answer, counted with the tokenizer) and stores the
 * answer. A failed debit (402) stores nothing; if storing fails after the debit, the tokens
 * are credited back.
 */
export async function meterAndStore(
  deps: RegagentDeps,
  prepared: PreparedQuestion,
  result: AnswerResult,
  generationMs: number,
): Promise<TQueryResponse> {
  const { text, cited } = finalizeAnswer(prepared, result);
  const usage = tokenUsage(deps.engine.inputText(prepared.input), text);
  const entry = await deps.ledger.debit({
    userId: prepared.userId,
    tokens: Math.max(1, usage.tokens),
    operationType: 'regulation_query',
    description: truncate(prepared.input.question, 120),
    costBreakdown: { input_tokens: usage.input_tokens, output_tokens: usage.output_tokens },
  });
  const now = deps.clock.now();
  const metrics = {
    tokens: entry.tokens,
    input_tokens: usage.input_tokens,
    output_tokens: usage.output_tokens,
    retrieval_ms: round(prepared.retrievalMs),
    generation_ms: round(generationMs),
    total_ms: round(performance.now() - prepared.startedAt),
  };
  try {
    const row = await storeAnswer(deps.database.db, {
      id: prepared.queryId,
      userId: prepared.userId,
      conversationId: prepared.conversationId,
      create: prepared.createConversation,
      query: prepared.input.question,
      language: prepared.input.language,
      answer: text,
      engine: deps.engine.name,
      sources: sourcesOf(cited),
      metrics,
      ledgerEntryId: entry.id,
      title: truncate(prepared.input.question, TITLE_LENGTH),
      now,
    });
    return toQueryResponse(deps, row, now);
  } catch (error) {
    await deps.ledger.credit({
      userId: prepared.userId,
      tokens: entry.tokens,
      description: 'Refund: the answer could not be saved',
      source: 'refund',
      reference: `refund:${entry.id}`,
    });
    throw error;
  }
}

/** `POST /regagent/query`: the whole flow, answered in one response. */
export async function askQuestion(deps: RegagentDeps, userId: string, body: QuestionInput): Promise<TQueryResponse> {
  const prepared = await prepareQuestion(deps, userId, body);
  const started = performance.now();
  const result = await deps.engine.answer(prepared.input);
  return meterAndStore(deps, prepared, result, performance.now() - started);
}

/** Cuts at a word boundary near `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
