import { createRequire } from 'node:module';
import { buildOpenApiDocument } from '../openapi/document.js';
import { documentedRoute } from '../plugins/openapi.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

// `pnpm --filter @app/api --silent openapi > openapi.json`: the document for client generators, no server needed.
process.stdout.write(`${JSON.stringify(buildOpenApiDocument({ version, includes: documentedRoute }), null, 2)}\n`);
