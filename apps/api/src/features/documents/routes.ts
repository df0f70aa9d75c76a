import { DOCUMENT_LINK_EXPIRED_MESSAGE, type documentsContract } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import type { ContractHandlers } from '../../router/index.js';
import { toDocumentDto } from './dto.js';
import { serveDocumentFile } from './file-route.js';
import { documentLink } from './links.js';
import { listDocuments } from './store.js';
import { requireAdmin, uploadDocument } from './upload.js';

/** The documents the regulation chat cites: listing, administrators' uploads, signed file links. */
export function documentsHandlers(deps: AppDeps): ContractHandlers<typeof documentsContract> {
  return {
    list: async () => {
      const now = deps.clock.now();
      const rows = await listDocuments(deps.database.db);
      const documents = await Promise.all(
        rows.map(async (row) => toDocumentDto(row, row.chunkCount, await documentLink(deps, row.id, now))),
      );
      return { documents };
    },
    upload: {
      authorize: (user) => requireAdmin(deps, user),
      handler: ({ body, files }) => uploadDocument(deps, body, files),
    },
    file: {
      // Any fault in the link answers 403 with the viewer's text, never a 400.
      onInvalidInput: () => new AppError(403, DOCUMENT_LINK_EXPIRED_MESSAGE, { code: 'link_expired' }),
      handler: ({ params, query, request, reply }) => serveDocumentFile(deps, params.id, query, request, reply),
    },
  };
}
