import { regagentContract, ZErrorBody, type TQueryRequest } from '@app/sdk/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { implement } from '../../lib/route.js';
import { authenticateStream } from '../events/index.js';
import { askQuestion, type RegagentDeps } from './ask.js';
import { createConversation, getConversation, listConversations, submitFeedback } from './service.js';
import { resumeAnswerStream } from './resume.js';
import { streamQuestion } from './stream.js';

/** The HTTP side of the regulation chat; the rules live in ask.ts and service.ts. */
export async function regagentRoutes(app: FastifyInstance, deps: RegagentDeps) {
  const T = 'Regulation chat';
  const c = regagentContract;

  implement(app, T, c.createConversation, ({ user, body }) => createConversation(deps, user.id, body));

  implement(app, T, c.query, ({ user, body }) => askQuestion(deps, user.id, body));

  implement(app, T, c.submitFeedback, ({ user, params, body }) =>
    submitFeedback(deps, user.id, params.queryId, body.feedback),
  );

  implement(app, T, c.listConversations, ({ user, query }) => listConversations(deps, user.id, query.limit));

  implement(app, T, c.getConversation, ({ user, params }) => getConversation(deps, user.id, params.id));

  // Server-sent events: validated and authenticated like the others, answered by hand.
  const stream = c.queryStream;
  app.route({
    method: stream.method,
    url: stream.path,
    schema: {
      tags: [T],
      summary: stream.summary,
      security: [{ bearerAuth: [] }],
      body: stream.body,
      response: { '4xx': ZErrorBody, '5xx': ZErrorBody },
    },
    preHandler: async (request) => {
      request.user = await app.authenticate(request);
    },
    handler: async (request, reply) => {
      const body = request.body as z.output<typeof stream.body> satisfies TQueryRequest;
      await streamQuestion(deps, reply, request.user!.id, body);
    },
  });

  const resume = c.resumeQueryStream;
  app.route({
    method: resume.method,
    url: resume.path,
    schema: {
      tags: [T],
      summary: resume.summary,
      security: [{ bearerAuth: [] }],
      params: resume.params,
      response: { '4xx': ZErrorBody, '5xx': ZErrorBody },
    },
    // `?token=` or a bearer header, like every GET event stream (the SDK's `client.stream` resumes it).
    preHandler: async (request) => {
      await authenticateStream(app, request);
    },
    handler: async (request, reply) => {
      const { queryId } = request.params as z.output<typeof resume.params>;
      await resumeAnswerStream(deps, request, reply, request.user!.id, queryId);
    },
  });
}
