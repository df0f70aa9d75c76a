import { apiContract, errorStatusesOf, operationIdOf, type ZRoute } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { documentedRoute } from '../plugins/openapi.js';
import { buildOpenApiDocument } from './document.js';

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  security: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

const document = buildOpenApiDocument({ version: '1.2.3', includes: documentedRoute }) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const routes = Object.entries(apiContract).flatMap(([group, table]) =>
  Object.entries(table as Record<string, ZRoute>).map(([name, route]) => ({ group, name, route })),
);
const operationOf = (route: ZRoute): Operation | undefined =>
  document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('lists every served route once, with its operation id, tag and summary, and no planned or dev-only route', () => {
    for (const { group, name, route } of routes) {
      const op = operationOf(route);
      if (!documentedRoute(group, name)) {
        expect(op, `${group}.${name}`).toBeUndefined();
        continue;
      }
      expect(op, `${group}.${name}`).toMatchObject({ operationId: operationIdOf(group, name), summary: route.summary });
      expect(op?.tags).toHaveLength(1);
    }
  });

  it('documents every status a route can answer, errors with the shared error bodies', () => {
    for (const { group, name, route } of routes.filter((r) => documentedRoute(r.group, r.name))) {
      const op = operationOf(route) as Operation;
      const expected = [...Object.keys(route.responses), ...errorStatusesOf(route).map(String), '500'].sort();
      expect({ route: `${group}.${name}`, statuses: Object.keys(op.responses).sort() }).toEqual({ route: `${group}.${name}`, statuses: expected });
      for (const status of errorStatusesOf(route)) {
        const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
        expect(schema).toEqual({ $ref: status === 402 ? '#/components/schemas/InsufficientTokensBody' : '#/components/schemas/ErrorBody' });
      }
    }
  });

  it('marks public operations with an empty security list and signed-in ones with the bearer token', () => {
    for (const { route } of routes.filter((r) => documentedRoute(r.group, r.name))) {
      const op = operationOf(route) as Operation;
      if (route.auth) expect(op.security).toContainEqual({ bearerAuth: [] });
      else expect(op.security).toEqual([]);
    }
  });

  it('describes the chat stream as server-sent events of the stream event schema', () => {
    const op = operationOf(apiContract.regagent.queryStream) as Operation;
    expect(op.responses['200']?.content?.['text/event-stream']?.schema).toMatchObject({
      type: 'string',
      contentSchema: { $ref: '#/components/schemas/RegagentStreamEvent' },
    });
  });

  it('describes the document upload as a multipart form with its file part', () => {
    const op = operationOf(apiContract.documents.upload) as Operation;
    const form = op.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(form?.properties ?? {})).toEqual(expect.arrayContaining(['file', 'type', 'title']));
  });

  it('keeps only reachable components, each one resolvable inside the document', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('$defs');
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? ''));
    expect([...refs].filter((id) => !(id in document.components.schemas))).toEqual([]);
    expect(Object.keys(document.components.schemas).filter((id) => !refs.has(id))).toEqual([]);
  });
});
