import {
  API_GROUPS,
  apiContract,
  type ApiGroup,
  type ErrorStatus,
  errorStatusesOf,
  kindOf,
  operationIdOf,
  ZErrorBody,
  ZInsufficientTokensBody,
  type ZRoute,
} from '@app/sdk/contracts';
import type { z } from 'zod';
import { componentRef, inputSchema, namedSchemas, toComponents } from './components.js';
import { pruneComponents } from './prune.js';

type Json = Record<string, unknown>;

/** The words beside each error status; the body always says which `code` and what to do. */
const ERROR_DESCRIPTIONS: Record<ErrorStatus | 500, string> = {
  400: 'The request is not valid: `errors` lists each field and what is wrong with it.',
  401: 'No valid access token: sign in or refresh the session.',
  402: 'The token balance cannot cover the operation: `detail` says what it needs and what is available.',
  403: 'Not allowed: `code` says why (e.g. `email_not_verified`, `origin_not_allowed`, `admin_only`, `link_expired`).',
  404: 'Nothing with that id for this user.',
  409: 'In conflict with what exists (e.g. an account with this e-mail).',
  413: 'The body or a file is larger than allowed.',
  415: 'A body or file of a type this route does not take.',
  416: 'The requested byte range is outside the file.',
  422: 'Well-formed, but cannot be processed (e.g. an unreadable PDF).',
  429: 'Too many requests: wait the seconds in `Retry-After`.',
  503: 'Not available on this server: `code` says why (e.g. `payments_not_configured`).',
  500: 'Something failed on the server; `request_id` identifies it in the logs.',
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work goes on in the background.',
  204: 'Done, nothing to return.',
  206: 'The requested byte range.',
};

export interface OpenApiOptions {
  version: string;
  /** Which declared routes the server serves (planned and dev-only routes are left out). */
  includes: (group: ApiGroup, name: string) => boolean;
}

/**
 * The OpenAPI 3.1 document of `apiContract`: one operation per served route with its id, tag,
 * every status it can answer, its stream or multipart body, and the schemas as named components.
 */
export function buildOpenApiDocument({ version, includes }: OpenApiOptions): Json {
  const names = namedSchemas();
  const routes = servedRoutes(includes);
  // Inline success schemas become components too, named after their operation.
  for (const { group, name, route } of routes) {
    for (const [status, schema] of Object.entries(route.responses)) {
      if (schema && !names.has(schema)) names.set(schema, `${pascal(operationIdOf(group, name))}${status}Response`);
    }
  }
  const refOf = (schema: z.ZodType) => ({ $ref: componentRef(names.get(schema) ?? '') });

  const paths: Record<string, Record<string, Json>> = {};
  for (const { group, name, route } of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(group, name, route, refOf) };
  }
  const usedGroups = new Set(routes.map((r) => r.group));
  const document: Json = {
    openapi: '3.1.0',
    info: {
      title: 'Gujarat Build Assist API',
      version,
      description:
        'Regulation chat, sourcing, accounts, usage and billing. Every schema comes from `@app/sdk/contracts`. ' +
        'Errors are `ErrorBody` with a machine-readable `code`; a 402 is `InsufficientTokensBody`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api', description: 'This server' }],
    tags: (Object.keys(API_GROUPS) as ApiGroup[])
      .filter((group) => usedGroups.has(group))
      .map((group) => ({ name: API_GROUPS[group].tag, description: API_GROUPS[group].description })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from sign-in or refresh.' },
        accessTokenQuery: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description: 'The access token as `?token=`, for event streams opened with EventSource (which sends no headers).',
        },
      },
      schemas: toComponents(names),
    },
  };
  return pruneComponents(document);
}

function servedRoutes(includes: OpenApiOptions['includes']) {
  return (Object.entries(apiContract) as [ApiGroup, Record<string, ZRoute>][]).flatMap(([group, table]) =>
    Object.entries(table)
      .filter(([name]) => includes(group, name))
      .map(([name, route]) => ({ group, name, route })),
  );
}

function operation(group: ApiGroup, name: string, route: ZRoute, refOf: (schema: z.ZodType) => Json): Json {
  const kind = kindOf(route);
  const streamByQuery = kind === 'sse' && route.method === 'GET';
  return {
    operationId: operationIdOf(group, name),
    tags: [API_GROUPS[group].tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: route.auth ? [{ bearerAuth: [] }, ...(streamByQuery ? [{ accessTokenQuery: [] }] : [])] : [],
    ...(parameters(route).length ? { parameters: parameters(route) } : {}),
    ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
    responses: {
      ...Object.fromEntries(
        Object.entries(route.responses).map(([status, schema]) => [status, success(route, status, schema ? refOf(schema) : undefined)]),
      ),
      ...Object.fromEntries(
        [...errorStatusesOf(route), 500 as const].map((status) => [
          String(status),
          {
            description: ERROR_DESCRIPTIONS[status],
            content: { 'application/json': { schema: refOf(status === 402 ? ZInsufficientTokensBody : ZErrorBody) } },
          },
        ]),
      ),
    },
  };
}

function parameters(route: ZRoute): Json[] {
  const of = (schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] => {
    if (!schema) return [];
    const json = inputSchema(schema) as { properties?: Record<string, Json>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      ...(typeof property.description === 'string' ? { description: property.description } : {}),
      schema: property,
    }));
  };
  return [...of(route.params, 'path'), ...of(route.query, 'query')];
}

function requestBody(route: ZRoute): Json | undefined {
  const kind = kindOf(route);
  if (kind === 'multipart' && route.files) {
    const fields = route.body ? (inputSchema(route.body) as { properties?: Json; required?: string[] }) : {};
    const { field, maxBytes, maxFiles, extensions } = route.files;
    const file = { type: 'string', contentMediaType: 'application/octet-stream', description: `Up to ${maxBytes / 1024 / 1024} MB; ${extensions.join(', ')}` };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { ...fields.properties, [field]: maxFiles > 1 ? { type: 'array', maxItems: maxFiles, items: file } : file },
            required: fields.required ?? [],
          },
        },
      },
    };
  }
  if (!route.body) return undefined;
  const schema = inputSchema(route.body);
  return {
    required: !acceptsNothing(route.body),
    ...(kind === 'raw' ? { description: 'Read as raw bytes: the signature covers the exact body.' } : {}),
    content: { 'application/json': { schema } },
  };
}

const acceptsNothing = (schema: z.ZodType): boolean => schema.safeParse(undefined).success || schema.safeParse(null).success;

function success(route: ZRoute, status: string, schema: Json | undefined): Json {
  const description = SUCCESS_DESCRIPTIONS[status] ?? 'OK';
  const kind = kindOf(route);
  if (kind === 'sse') {
    return {
      description: 'A stream of server-sent events: each frame is `id: <sequence>` and `data: <one JSON event>` (the schema), with `: heartbeat` comments between.',
      // JSON Schema's contentSchema names what each `data:` line holds; generators keep the body as text.
      content: { 'text/event-stream': { schema: { type: 'string', description: 'Server-sent event frames.', contentSchema: schema } } },
    };
  }
  if (route.produces) {
    return { description, content: { [route.produces]: { schema: { type: 'string', contentMediaType: route.produces } } } };
  }
  if (status === '204' || !schema) return { description };
  return { description, content: { 'application/json': { schema } } };
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
