import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES, documentsContract, ZUploadDocumentResponse } from '@app/sdk/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { implement } from '../../lib/route.js';
import { toDocumentDto } from './dto.js';
import { serveDocumentFile } from './file-route.js';
import { documentLink } from './links.js';
import { listDocuments } from './store.js';
import { uploadDocument } from './upload.js';

const TAG = 'Documents';

/**
 * `/documents` routes. They live in their own encapsulated scope so the multipart parser (with
 * the upload limits) applies to them only.
 */
export async function documentsRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12, headerPairs: 100 },
    });

    implement(scope, TAG, documentsContract.list, async () => {
      const now = deps.clock.now();
      const rows = await listDocuments(deps.database.db);
      const documents = await Promise.all(
        rows.map(async (row) => toDocumentDto(row, row.chunkCount, await documentLink(deps, row.id, now))),
      );
      return { documents };
    });

    const upload = documentsContract.upload;
    scope.route({
      method: upload.method,
      url: upload.path,
      schema: {
        tags: [TAG],
        summary: upload.summary,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 201: ZUploadDocumentResponse },
      },
      preHandler: async (request) => {
        request.user = await scope.authenticate(request);
      },
      handler: async (request, reply) => reply.code(201).send(await uploadDocument(deps, request, request.user!)),
    });

    const file = documentsContract.file;
    scope.route({
      method: file.method,
      url: file.path,
      schema: { tags: [TAG], summary: file.summary, params: file.params, querystring: file.query, hide: false },
      // The link is checked in the handler so that any fault answers 403 with the viewer's text.
      validatorCompiler: () => (value) => ({ value }),
      handler: (request, reply) => serveDocumentFile(deps, request, reply),
    });
  });
}
