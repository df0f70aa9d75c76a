import type { TConversationSummary, TFeedbackValue, TQuery, TQueryResponse } from '@app/sdk/contracts';
import type { RegagentConversationRow, RegagentQueryRow } from '../../db/schema/regagent.js';
import type { LinkDeps } from '../documents/links.js';
import { withLinks } from './sources.js';
import type { ConversationSummaryRow } from './store.js';

/** The body of `POST /regagent/query` (and the stream's `done` event) for a stored answer. */
export async function toQueryResponse(deps: LinkDeps, row: RegagentQueryRow, now: Date): Promise<TQueryResponse> {
  return {
    query_id: row.id,
    conversation_id: row.conversationId,
    answer: row.answer,
    sources: await withLinks(deps, row.sources, now),
    metrics: row.metrics,
    created_at: row.createdAt.toISOString(),
  };
}

/** One question of a conversation's history. */
export async function toQuery(deps: LinkDeps, row: RegagentQueryRow, now: Date): Promise<TQuery> {
  const response = await toQueryResponse(deps, row, now);
  return {
    id: row.id,
    query_id: row.id,
    conversation_id: row.conversationId,
    query: row.query,
    answer: response.answer,
    sources: response.sources,
    feedback: row.feedback === 1 || row.feedback === -1 ? (row.feedback as TFeedbackValue) : null,
    metrics: row.metrics,
    created_at: response.created_at,
  };
}

export function toConversationSummary(row: ConversationSummaryRow): TConversationSummary {
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    query_count: row.queryCount,
  };
}

export const conversationHeader = (row: RegagentConversationRow) => ({
  conversation_id: row.id,
  title: row.title,
  language: row.language,
});
