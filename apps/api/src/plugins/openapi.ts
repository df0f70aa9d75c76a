import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.1 generated from the contract schemas, at /api/openapi.json, with docs at /api/docs —
 * both only when `serveDocs` (config `apiDocs`), so production does not publish its map by default.
 */
export async function registerOpenApi(app: FastifyInstance, version: string, options: { serveDocs: boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gujarat Build Assist API',
        description: 'Regulation chat, sourcing, accounts, usage and billing. Every schema comes from @app/sdk/contracts.',
        version,
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // Routes are registered under /api; the document lists them relative to the server URL.
    transformObject: (documentObject) => {
      const doc = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      const paths = Object.fromEntries(
        Object.entries(doc.paths ?? {}).map(([path, item]) => [path.replace(/^\/api/, ''), item]),
      );
      return { ...doc, paths } as typeof doc;
    },
  });
  if (!options.serveDocs) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/api/openapi.json' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
