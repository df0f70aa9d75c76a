import { z } from 'zod';
import {
  ZConversationHistory,
  ZConversationList,
  ZCreateConversationRequest,
  ZCreateConversationResponse,
  ZFeedbackRequest,
  ZFeedbackResponse,
  ZListConversationsQuery,
  ZQueryRequest,
  ZQueryResponse,
} from './regagent-models.js';
import { ZCalculateRequest, ZCalculateResponse } from './regagent-calculator.js';
import { ZRegagentStreamEvent } from './regagent-stream.js';
import { defineRoutes } from './route.js';

export * from './regagent-sources.js';
export * from './regagent-models.js';
export * from './regagent-stream.js';
export * from './regagent-calculator.js';

const ZConversationParams = z.object({ id: z.uuid({ error: 'Invalid conversation id' }) });
const ZQueryParams = z.object({ queryId: z.uuid({ error: 'Invalid query id' }) });

/** The regulation chat. Every route needs a signed-in user; questions are metered (402), the calculator is free. */
export const regagentContract = defineRoutes({
  createConversation: {
    method: 'POST',
    path: '/regagent/conversations',
    summary: 'Start a conversation (empty body, or a language)',
    auth: true,
    body: ZCreateConversationRequest,
    responses: { 201: ZCreateConversationResponse },
  },
  query: {
    method: 'POST',
    errors: [402, 404, 429],
    path: '/regagent/query',
    summary: 'Ask a regulation question; answers with cited sources and debits its tokens',
    auth: true,
    body: ZQueryRequest,
    responses: { 200: ZQueryResponse },
  },
  queryStream: {
    method: 'POST',
    kind: 'sse',
    errors: [402, 404, 429],
    path: '/regagent/query/stream',
    summary:
      'Ask a question and receive the answer as server-sent events (text/event-stream, one ZRegagentStreamEvent per data line)',
    auth: true,
    body: ZQueryRequest,
    responses: { 200: ZRegagentStreamEvent },
  },
  resumeQueryStream: {
    method: 'GET',
    kind: 'sse',
    errors: [404],
    path: '/regagent/queries/:queryId/stream',
    summary:
      'Resume an answer stream after a dropped connection: replays the events after the Last-Event-ID header (each event carries its id), then follows the answer to done or error; never charges again',
    auth: true,
    params: ZQueryParams,
    responses: { 200: ZRegagentStreamEvent },
  },
  calculate: {
    method: 'POST',
    errors: [422],
    path: '/regagent/calculate',
    summary:
      'Plot calculator: permissible FSI and built-up area, height, margins, ground coverage, parking, stairs, lifts, fire certificate and chargeable-FSI cost, each with its rule row, citation and confidence; free',
    description:
      'Reads the structured CGDCR rule tables (class D1). A figure the tables do not hold comes back as a `not_covered` line; 422 `outside_rule_tables` when the tables hold no FSI row for the authority and zone, or the inputs contradict each other.',
    auth: true,
    body: ZCalculateRequest,
    responses: { 200: ZCalculateResponse },
  },
  submitFeedback: {
    method: 'PUT',
    errors: [404],
    path: '/regagent/queries/:queryId/feedback',
    summary: 'Record thumbs up (1) or down (-1) on an answer; a later call replaces it',
    auth: true,
    params: ZQueryParams,
    body: ZFeedbackRequest,
    responses: { 200: ZFeedbackResponse },
  },
  listConversations: {
    method: 'GET',
    path: '/regagent/conversations',
    summary: "The user's conversations, most recently active first",
    auth: true,
    query: ZListConversationsQuery,
    responses: { 200: ZConversationList },
  },
  getConversation: {
    method: 'GET',
    errors: [404],
    path: '/regagent/conversations/:id',
    summary: 'A conversation with its questions and answers, oldest first',
    auth: true,
    params: ZConversationParams,
    responses: { 200: ZConversationHistory },
  },
});
