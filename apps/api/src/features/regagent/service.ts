import type {
  TConversationHistory,
  TConversationList,
  TCreateConversationResponse,
  TFeedbackResponse,
  TFeedbackValue,
} from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ChatLanguage } from '../../db/schema/regagent.js';
import { notFound } from '../../lib/errors.js';
import { CONVERSATION_NOT_FOUND_MESSAGE } from './ask.js';
import { conversationHeader, toConversationSummary, toQuery } from './dto.js';
import { findConversationOf, insertConversation, listConversationsOf, queriesOf, reuseEmptyConversation, setFeedback } from './store.js';

export const QUERY_NOT_FOUND_MESSAGE = 'Query not found';

type Deps = Pick<AppDeps, 'config' | 'database' | 'clock'>;

/** An empty conversation (the newest unused one, else a new one); untitled until the first question. */
export async function createConversation(
  deps: Deps,
  userId: string,
  body: { language?: ChatLanguage },
): Promise<TCreateConversationResponse> {
  const values = { userId, language: body.language ?? 'en', now: deps.clock.now() } as const;
  const row = (await reuseEmptyConversation(deps.database.db, values)) ?? (await insertConversation(deps.database.db, values));
  return conversationHeader(row);
}

export async function listConversations(deps: Deps, userId: string, limit: number): Promise<TConversationList> {
  const rows = await listConversationsOf(deps.database.db, userId, limit);
  return { conversations: rows.map(toConversationSummary) };
}

/** A conversation with its questions oldest first; another user's conversation is 404. */
export async function getConversation(deps: Deps, userId: string, id: string): Promise<TConversationHistory> {
  const conversation = await findConversationOf(deps.database.db, userId, id);
  if (!conversation) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  const now = deps.clock.now();
  const queries = await Promise.all((await queriesOf(deps.database.db, id)).map((row) => toQuery(deps, row, now)));
  return { ...conversationHeader(conversation), queries };
}

const FEEDBACK_MESSAGES: Record<TFeedbackValue, string> = {
  1: 'Thanks for your feedback!',
  [-1]: 'Feedback recorded',
};

/** Records (or replaces) thumbs up or down; a missing or another user's query is 404. */
export async function submitFeedback(
  deps: Deps,
  userId: string,
  queryId: string,
  feedback: TFeedbackValue,
): Promise<TFeedbackResponse> {
  const row = await setFeedback(deps.database.db, { userId, queryId, feedback, now: deps.clock.now() });
  if (!row) throw notFound(QUERY_NOT_FOUND_MESSAGE);
  return { query_id: row.id, feedback, message: FEEDBACK_MESSAGES[feedback] };
}
