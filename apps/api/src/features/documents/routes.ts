import { DOCUMENT_LINK_EXPIRED_MESSAGE, type documentsContract } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import type { ContractHandlers } from '../../router/index.js';
import { toDocumentDto } from './dto.js';
import { serveDocumentFile } from './file-route.js';
import { documentLink } from './links.js';
import { countDocuments, listDocuments } from './store.js';
import { requireAdmin, uploadDocument } from './upload.js';

/** The documents the regulation chat cites: listing, administrators' uploads, signed file links. */
export function documentsHandlers(deps: AppDeps): ContractHandlers<typeof documentsContract> {
  return {
    list: async ({ query: { page, page_size } }) => {
      const now = deps.clock.now();
      const [rows, total] = await Promise.all([
        listDocuments(deps.database.db, { limit: page_size, offset: (page - 1) * page_size }),
        countDocuments(deps.database.db),
      ]);
      const documents = await Promise.all(
        rows.map(async (row) => toDocumentDto(row, row.chunkCount, await documentLink(deps, row.id, now))),
      );
      return { documents, total, page, page_size };
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
