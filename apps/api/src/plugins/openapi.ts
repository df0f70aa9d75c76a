import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/document.js';
import { isPlanned } from '../router/planned.js';

/** The routes the document lists: every served one but the development helpers. */
export const documentedRoute = (group: string, name: string): boolean => group !== 'dev' && !isPlanned(group, name);

/**
 * OpenAPI 3.1 built from `apiContract` (not from Fastify's routes), at /api/openapi.json, with
 * docs at /api/docs — both only when `serveDocs` (config `apiDocs`), so production does not
 * publish its map by default.
 */
export async function registerOpenApi(app: FastifyInstance, version: string, options: { serveDocs: boolean }) {
  if (!options.serveDocs) return;
  const document = buildOpenApiDocument({ version, includes: documentedRoute });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/api/openapi.json' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
}
