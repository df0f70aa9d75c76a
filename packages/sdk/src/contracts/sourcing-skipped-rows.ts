import { z } from 'zod';
import { ZIntId } from './common.js';
import { defineRoutes } from './route.js';
import { ZMaterial } from './sourcing-materials.js';

const ZSkippedRowParams = z.object({ id: ZIntId, documentId: ZIntId, index: z.coerce.number().int().min(0).max(10_000) });

/** A row an extraction run left out, included by the user as a material. */
export const skippedRowRoutes = defineRoutes({
  includeSkippedRow: {
    method: 'POST',
    errors: [404],
    path: '/sourcing/projects/:id/documents/:documentId/skipped-rows/:index',
    summary:
      "Include a row the latest run left out (a work item, a rate-only or zero row) as a material of the project, with the document as its source; it leaves the document's skipped rows. 404 with SKIPPED_ROW_GONE_MESSAGE when the row is no longer offered.",
    auth: true,
    params: ZSkippedRowParams,
    responses: { 201: ZMaterial },
  },
});
