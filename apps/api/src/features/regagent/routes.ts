import type { regagentContract } from '@app/sdk/contracts';
import type { ContractHandlers } from '../../router/index.js';
import { askQuestion, type RegagentDeps } from './ask.js';
import { resumeAnswerStream } from './resume.js';
import { createConversation, getConversation, listConversations, submitFeedback } from './service.js';
import { streamQuestion } from './stream.js';

/** The HTTP side of the regulation chat; the rules live in ask.ts and service.ts. */
export function regagentHandlers(deps: RegagentDeps): ContractHandlers<typeof regagentContract> {
  return {
    createConversation: ({ user, body }) => createConversation(deps, user.id, body),
    query: ({ user, body }) => askQuestion(deps, user.id, body),
    queryStream: ({ user, body, reply }) => streamQuestion(deps, reply, user.id, body),
    resumeQueryStream: ({ user, params, request, reply }) => resumeAnswerStream(deps, request, reply, user.id, params.queryId),
    submitFeedback: ({ user, params, body }) => submitFeedback(deps, user.id, params.queryId, body.feedback),
    listConversations: ({ user, query }) => listConversations(deps, user.id, query.limit),
    getConversation: ({ user, params }) => getConversation(deps, user.id, params.id),
  };
}
