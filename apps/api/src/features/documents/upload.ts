import {
  DOCUMENT_ADMIN_ONLY_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  type documentsContract,
  type TUploadDocumentResponse,
} from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { AuthUser, HandlerContext, UploadedFile } from '../../router/index.js';
import { isAdminEmail } from '../auth/admins.js';
import { toDocumentDto } from './dto.js';
import { ingestPdf, slugFromFileName } from './ingest.js';
import { documentLink } from './links.js';
import { queueDocumentOcr } from './ocr-job.js';
import { retryOcr } from './store.js';
import { PdfError } from './pdf-extract.js';

/** Refuses anyone not listed in ADMIN_EMAILS (403), before the upload is read. */
export function requireAdmin(deps: AppDeps, user: AuthUser | undefined) {
  if (!user || !isAdminEmail(deps.config, user.email)) {
    throw new AppError(403, DOCUMENT_ADMIN_ONLY_MESSAGE, { code: 'admin_only' });
  }
}

/**
 * `POST /documents`: administrators ingest a PDF (see the contract). The answer does not wait for
 * OCR: pages that need it are queued for the OCR job and the document answers `ocr_pending`.
 */
export async function uploadDocument(
  deps: AppDeps,
  fields: HandlerContext<typeof documentsContract.upload>['body'],
  files: UploadedFile[],
): Promise<TUploadDocumentResponse> {
  const [file] = files;
  if (!file) throw badRequest('Please choose a PDF file to upload.');
  try {
    const result = await ingestPdf(
      { db: deps.database.db, storage: deps.storage, clock: deps.clock, deferOcr: true },
      { bytes: file.bytes, slug: fields.slug ?? slugFromFileName(file.filename), title: fields.title, sourceType: fields.type, standing: fields.standing },
    );
    // The same bytes again after a failed OCR try it again.
    const retried = result.document.state === 'failed' ? await retryOcr(deps.database.db, result.document.id, deps.clock.now()) : null;
    const document = retried ?? result.document;
    if (retried || (result.status !== 'unchanged' && document.state === 'ocr_pending')) await queueDocumentOcr(deps, document.id);
    const link = await documentLink(deps, document.id, deps.clock.now());
    return { ...toDocumentDto(document, result.chunkCount, link), status: result.status };
  } catch (err) {
    if (err instanceof PdfError) {
      if (err.code === 'too_large') throw new AppError(413, FILE_TOO_LARGE_MESSAGE);
      throw new AppError(err.code === 'not_pdf' ? 400 : 422, err.message);
    }
    throw err;
  }
}
