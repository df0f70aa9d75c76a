import type { MultipartFile } from '@fastify/multipart';
import {
  DOCUMENT_ADMIN_ONLY_MESSAGE,
  DOCUMENT_FILE_FIELD,
  FILE_TOO_LARGE_MESSAGE,
  type TUploadDocumentResponse,
  ZUploadDocumentFields,
} from '@app/sdk/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/route.js';
import { toDocumentDto } from './dto.js';
import { ingestPdf, slugFromFileName } from './ingest.js';
import { documentLink } from './links.js';
import { PdfError } from './pdf-extract.js';

const isAdmin = (deps: AppDeps, user: AuthUser) => (deps.config.adminEmails ?? []).includes(user.email.toLowerCase());

/** Multipart errors (size, count) as the API's error bodies. */
function multipartError(err: unknown): never {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, FILE_TOO_LARGE_MESSAGE);
  if (code === 'FST_FILES_LIMIT') throw badRequest('Upload one PDF at a time.');
  if (code.startsWith('FST_')) throw badRequest('The upload could not be read.', (err as Error).message);
  throw err;
}

/** Reads the form: text fields and the one PDF (kept in memory, at most 10 MB). */
async function readForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const upload = part as MultipartFile;
        const bytes = await upload.toBuffer();
        if (upload.fieldname === DOCUMENT_FILE_FIELD) file = { name: upload.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    multipartError(err);
  }
  return { fields, file };
}

/** `POST /documents`: administrators ingest a PDF (see the contract). */
export async function uploadDocument(deps: AppDeps, request: FastifyRequest, user: AuthUser): Promise<TUploadDocumentResponse> {
  if (!isAdmin(deps, user)) throw new AppError(403, DOCUMENT_ADMIN_ONLY_MESSAGE);
  if (!request.isMultipart()) throw new AppError(415, 'Send the document as multipart/form-data.');
  const { fields, file } = await readForm(request);
  const parsed = ZUploadDocumentFields.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: ['body', ...i.path.map(String)].join('.'), message: i.message }));
    throw new AppError(400, errors[0]?.message ?? 'Invalid request', { errors });
  }
  if (!file) throw badRequest('Please choose a PDF file to upload.');
  try {
    const result = await ingestPdf(
      { db: deps.database.db, storage: deps.storage, clock: deps.clock },
      { bytes: file.bytes, slug: parsed.data.slug ?? slugFromFileName(file.name), title: parsed.data.title, sourceType: parsed.data.type },
    );
    const link = await documentLink(deps, result.document.id, deps.clock.now());
    return { ...toDocumentDto(result.document, result.chunkCount, link), status: result.status };
  } catch (err) {
    if (err instanceof PdfError) {
      if (err.code === 'too_large') throw new AppError(413, FILE_TOO_LARGE_MESSAGE);
      throw new AppError(err.code === 'not_pdf' ? 400 : 422, err.message);
    }
    throw err;
  }
}
