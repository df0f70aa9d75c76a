import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { TQueryResponse } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ChatLanguage } from '../../db/schema/regagent.js';
import { notFound } from '../../lib/errors.js';
import { type AnswerInput, type AnswerResult, type AnswerStream, countTokens, finalizeCitations, textPieces, tokenUsage } from '../answers/index.js';
import { type Reservation, ReservationClosedError } from '../ledger/index.js';
import type { Passage } from '../retrieval/types.js';
import { PHRASES } from '../answers/phrases.js';
import { withRuleNotes } from '../answers/rule-notes.js';
import { withStandingNote } from '../answers/standing-note.js';
import { outsideAnswer, scopeOf } from '../answers/scope.js';
import { topicPassages } from './topic-passages.js';
import { asOfIn } from '../rules/index.js';
import { isRuleTablePassage } from '../rules/digest/index.js';
import { fitToBudget, MIN_ANSWER_TOKENS } from './budget.js';
import { plotAnswer } from './plot-answer.js';
import { rowAnswer } from './row-answer.js';
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
/**
 * The most answer tokens a question is charged for. A question reserves its input tokens plus
 * this before anything is generated — or the whole free balance when less is left, provided it
 * covers the input plus MIN_ANSWER_TOKENS (402 otherwise) — so an answer is never delivered
 * unpaid; a longer answer is charged the hold, never more, and one that would cost more than a
 * smaller hold is cut to it and says so (budget.ts).
 */
export const MAX_ANSWER_TOKENS = 2_000;
/** Conversation titles are the first question, cut to about this many characters. */
export const TITLE_LENGTH = 60;

export type RegagentDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'ledger' | 'events' | 'retriever' | 'engine'>;

export interface QuestionInput {
  query: string;
  language: ChatLanguage;
  conversation_id?: string;
}

/** A question checked and retrieved, its maximum cost reserved; nothing stored yet. */
export interface PreparedQuestion {
  userId: string;
  queryId: string;
  conversationId: string;
  createConversation: boolean;
  input: AnswerInput;
  retrievalMs: number;
  startedAt: number;
  /** The hold on the question's maximum cost; settled with the answer or released. */
  reservation: Reservation;
  /** Tokens of everything the engine reads; the answer may take `reservation.maxTokens` minus these. */
  inputTokens: number;
  /** An answer already written from the plot calculator: the engine is not asked. */
  composed?: AnswerResult;
  /** The honest answer to a question outside our sources: the engine is not asked, nothing is charged. */
  honest?: AnswerResult;
  /** The date the question asks about, for the confidence notes. */
  asOf?: string;
}

/**
 * Checks the conversation (404 if it is not the user's), retrieves passages and reserves the
 * question's maximum cost: its input tokens plus MAX_ANSWER_TOKENS, or the whole free balance
 * when that is less but still covers the input plus MIN_ANSWER_TOKENS (402 from the ledger
 * otherwise). The caller must settle (meterAndStore) or release the reservation.
 */
export async function prepareQuestion(deps: RegagentDeps, userId: string, body: QuestionInput): Promise<PreparedQuestion> {
  const startedAt = performance.now();
  let conversationId = body.conversation_id;
  if (conversationId && !(await findConversationOf(deps.database.db, userId, conversationId))) {
    throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  }
  const createConversation = !conversationId;
  conversationId ??= randomUUID();

  const { passages, composed, honest, asOf } = await draftAnswer(deps, body.query, body.language);
  const retrievalMs = performance.now() - startedAt;
  const input: AnswerInput = { question: body.query, language: body.language, passages };
  const inputTokens = countTokens(deps.engine.inputText(input));
  const reservation = await deps.ledger.reserve({
    userId,
    maxTokens: inputTokens + MAX_ANSWER_TOKENS,
    minTokens: inputTokens + MIN_ANSWER_TOKENS,
    operationType: 'regulation_query',
    description: truncate(body.query, 120),
  });
  return {
    userId,
    queryId: randomUUID(),
    conversationId,
    createConversation,
    input,
    retrievalMs,
    startedAt,
    reservation,
    inputTokens,
    ...(composed ? { composed } : {}),
    ...(honest ? { honest } : {}),
    ...(asOf ? { asOf } : {}),
  };
}

/** What an answer is written from: the calculator's finished answer, or the passages that cover the question. */
export interface Draft {
  passages: Passage[];
  composed?: AnswerResult;
  /** A question on a topic our sources do not hold (scope.ts): the honest answer naming its publisher. */
  honest?: AnswerResult;
  /** The date the question asks about (YYYY-MM-DD), if it names one: notes use the rows in force then. */
  asOf?: string;
}

/**
 * A question on a known topic our sources do not hold (fees, stamp duty, RERA, property tax,
 * loans: answers/scope.ts) gets the honest answer naming who publishes it, whatever retrieval
 * finds. A question about one plot is answered from the rule tables. A question naming a topic
 * we hold, whose sections retrieval also ranks, is answered from those sections (rule data
 * first); any other from retrieval, with passages only when they cover the question (else the
 * engine says it could not find it).
 */
export async function draftAnswer(deps: Pick<RegagentDeps, 'retriever' | 'clock'>, question: string, language: ChatLanguage): Promise<Draft> {
  const scope = scopeOf(question);
  if (scope.outside) return { passages: [], honest: { text: outsideAnswer(scope.outside, language), citations: [] } };
  const rows = await rowAnswer(deps, question, language, scope.held.map((topic) => topic.id));
  if (rows) return { passages: rows.passages, composed: rows.result };
  const plot = await plotAnswer(deps, question, language);
  if (plot) return { passages: plot.passages, composed: plot.result };
  const retrieval = await deps.retriever.search(question);
  const asOf = asOfIn(question)?.date;
  const topical = await topicPassages(deps.retriever, scope.held, retrieval, MIN_COVERAGE);
  const passages = topical ?? (retrieval.coverage >= MIN_COVERAGE ? retrieval.passages.filter((p) => !isRuleTablePassage(p)) : []);
  return { passages, ...(asOf ? { asOf } : {}) };
}

/**
 * The engine's text with the confidence notes of the rule rows it quotes and one sentence on
 * which text it rests on (official pages or our digest); the calculator labels its own lines.
 */
export function withNotes(draft: Draft, language: ChatLanguage, text: string): string {
  if (draft.composed) return text;
  const noted = withRuleNotes(text, draft.passages, language, PHRASES[language].confirm, draft.asOf ?? null);
  return withStandingNote(noted, draft.passages, language);
}

/** The answer being written: the calculator's, already whole, or the engine's. */
export function answerStreamOf(deps: RegagentDeps, prepared: PreparedQuestion, signal?: AbortSignal): AnswerStream {
  const composed = prepared.composed ?? prepared.honest;
  if (!composed) return deps.engine.stream(prepared.input, signal);
  return { composed: true, textStream: textPieces(composed.text), result: Promise.resolve(composed) };
}

export type FinalAnswer = ReturnType<typeof finalizeCitations>;

/** Answer tokens the hold leaves room for. */
export const answerBudget = (prepared: PreparedQuestion): number => Math.max(0, prepared.reservation.maxTokens - prepared.inputTokens);

/**
 * A non-answer: the engine quoted no passage ("I could not find an answer", "the passages do
 * not say", a refusal). It is stored and shown but not charged. The calculator's own answer and
 * a part the client left during are not judged by their citations.
 */
export const isNonAnswer = (prepared: PreparedQuestion, final: FinalAnswer, options: { incomplete?: boolean } = {}): boolean =>
  !options.incomplete && isUncharged(Boolean(prepared.composed), final.cited.length);

/** An engine answer that cites nothing is not charged (the calculator's own answer always is). */
export const isUncharged = (composed: boolean, cited: number): boolean => !composed && cited === 0;

/** The final answer cut to the hold when it would cost more (never for a non-answer, which costs nothing). */
export function fitAnswer(prepared: PreparedQuestion, final: FinalAnswer): FinalAnswer & { cut: boolean } {
  if (isNonAnswer(prepared, final)) return { ...final, cut: false };
  const { text, cut } = fitToBudget(final.text, answerBudget(prepared), prepared.input.language);
  return { ...final, text, cut };
}

/**
 * Closes the hold of a question that failed without charging it, and records it as "not
 * charged" in the usage history. Nothing when the hold is already closed.
 */
export async function recordFailed(deps: RegagentDeps, prepared: PreparedQuestion): Promise<void> {
  try {
    await deps.ledger.settle(prepared.reservation, 0, undefined, { recordUncharged: true, costBreakdown: { input_tokens: 0, output_tokens: 0 } });
  } catch (error) {
    if (!(error instanceof ReservationClosedError)) throw error;
  }
}

/**
 * The answer with the confidence notes of the rule rows it quotes (not for the calculator's own
 * answer, which labels each line, nor for a part cut short) and its citations renumbered to its
 * sources, ready to meter and store.
 */
export function finalizeAnswer(prepared: PreparedQuestion, result: AnswerResult, options: { notes?: boolean } = {}): FinalAnswer {
  const { passages, language } = prepared.input;
  const draft: Draft = { passages, ...(prepared.composed ? { composed: prepared.composed } : {}), ...(prepared.asOf ? { asOf: prepared.asOf } : {}) };
  const noted = options.notes === false ? result.text : withNotes(draft, language, result.text);
  return finalizeCitations(noted, passages);
}

/**
 * Settles the reservation with the real count (question + context + answer, counted with the
 * tokenizer, at most what was held; 0 for a non-answer, recorded as not charged) and stores the
 * answer in ONE transaction: there is no charge without a stored answer and no stored answer
 * without its charge. If anything fails, the transaction rolls back and the hold is released.
 * `incomplete` stores the part generated before the client went away, charged for what it is;
 * `cut` marks an answer cut to the hold.
 */
export async function meterAndStore(
  deps: RegagentDeps,
  prepared: PreparedQuestion,
  final: FinalAnswer,
  generationMs: number,
  options: { incomplete?: boolean; cut?: boolean } = {},
): Promise<TQueryResponse> {
  const { text, cited } = final;
  const usage = tokenUsage(deps.engine.inputText(prepared.input), text);
  const charged = !isNonAnswer(prepared, final, options);
  const tokens = charged ? Math.min(Math.max(1, usage.tokens), prepared.reservation.maxTokens) : 0;
  const now = deps.clock.now();
  const metrics = {
    tokens,
    input_tokens: usage.input_tokens,
    output_tokens: usage.output_tokens,
    retrieval_ms: round(prepared.retrievalMs),
    generation_ms: round(generationMs),
    total_ms: round(performance.now() - prepared.startedAt),
    ...(options.incomplete ? { incomplete: true as const } : {}),
    ...(options.cut ? { cut_to_balance: true as const } : {}),
  };
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      const entry = await deps.ledger.settle(prepared.reservation, tokens, tx, {
        costBreakdown: { input_tokens: usage.input_tokens, output_tokens: usage.output_tokens },
        recordUncharged: true,
      });
      return storeAnswer(tx, {
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
        ledgerEntryId: entry?.id ?? null,
        title: truncate(prepared.input.question, TITLE_LENGTH),
        now,
      });
    });
    return toQueryResponse(deps, row, now);
  } catch (error) {
    await deps.ledger.release(prepared.reservation);
    throw error;
  }
}

/** `POST /regagent/query`: the whole flow, answered in one response. */
export async function askQuestion(deps: RegagentDeps, userId: string, body: QuestionInput): Promise<TQueryResponse> {
  const prepared = await prepareQuestion(deps, userId, body);
  const started = performance.now();
  let result: AnswerResult;
  try {
    result = prepared.composed ?? prepared.honest ?? (await deps.engine.answer(prepared.input));
  } catch (error) {
    await recordFailed(deps, prepared);
    throw error;
  }
  const { cut, ...final } = fitAnswer(prepared, finalizeAnswer(prepared, result));
  return meterAndStore(deps, prepared, final, performance.now() - started, { cut });
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
