import { QUERY_RATE_LIMITED_MESSAGE, type regagentContract } from '@app/sdk/contracts';
import type { ContractHandlers, RateLimitPolicy } from '../../router/index.js';
import { calculatePlot } from '../rules/index.js';
import { askQuestion, type RegagentDeps } from './ask.js';
import { resumeAnswerStream } from './resume.js';
import { createConversation, getConversation, listConversations, submitFeedback } from './service.js';
import { streamQuestion } from './stream.js';

/** Questions per user per minute, plain and streamed sharing one budget. */
export const questionRateLimit = (perMinute: number): RateLimitPolicy => ({
  bucket: 'questions',
  max: perMinute,
  windowMs: 60_000,
  message: QUERY_RATE_LIMITED_MESSAGE,
});

/** The HTTP side of the regulation chat; the rules live in ask.ts and service.ts. */
export function regagentHandlers(deps: RegagentDeps): ContractHandlers<typeof regagentContract> {
  const rateLimit = questionRateLimit(deps.config.questionsPerMinute);
  return {
    createConversation: ({ user, body }) => createConversation(deps, user.id, body),
    query: { handler: ({ user, body }) => askQuestion(deps, user.id, body), rateLimit },
    queryStream: { handler: ({ user, body, reply }) => streamQuestion(deps, reply, user.id, body), rateLimit },
    resumeQueryStream: ({ user, params, request, reply }) => resumeAnswerStream(deps, request, reply, user.id, params.queryId),
    calculate: ({ body }) => calculatePlot(deps, body),
    submitFeedback: ({ user, params, body }) => submitFeedback(deps, user.id, params.queryId, body.feedback),
    listConversations: ({ user, query }) => listConversations(deps, user.id, query.limit),
    getConversation: ({ user, params }) => getConversation(deps, user.id, params.id),
  };
}
