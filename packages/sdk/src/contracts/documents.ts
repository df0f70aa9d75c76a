import { z } from 'zod';
import { defineRoutes } from './route.js';
import { ZPageQuery, ZTimestamp } from './scalars.js';

/** `regulation` is cited as 'GDCR' in the chat, `document` as 'Document'. */
export const DOCUMENT_SOURCE_TYPES = ['regulation', 'document'] as const;
export const ZDocumentSourceType = z.enum(DOCUMENT_SOURCE_TYPES);
export type TDocumentSourceType = z.infer<typeof ZDocumentSourceType>;

/**
 * Which text governs: `official` is the notified text an administrator uploaded (the CGDCR as
 * published), the primary source the chat prefers on comparable matches; `secondary` is our
 * digest and other notes, the fallback.
 */
export const DOCUMENT_STANDINGS = ['official', 'secondary'] as const;
export const ZDocumentStanding = z.enum(DOCUMENT_STANDINGS);
export type TDocumentStanding = z.infer<typeof ZDocumentStanding>;

/**
 * Whether a document's text is all indexed. `ocr_pending`: the upload stored the file and the
 * pages whose text layer is trusted; pages in legacy Gujarati fonts or scanned are being read by
 * text recognition (OCR) in a background job, which re-indexes the document and marks it
 * `ready`, or `failed` with `error` saying why (the trusted pages stay indexed).
 */
export const DOCUMENT_STATES = ['ready', 'ocr_pending', 'failed'] as const;
export const ZDocumentState = z.enum(DOCUMENT_STATES);
export type TDocumentState = z.infer<typeof ZDocumentState>;

/** The multipart field that carries the PDF of `POST /documents`. */
export const DOCUMENT_FILE_FIELD = 'file';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** 415 for an upload that is not a `.pdf` file. */
export const DOCUMENT_TYPE_MESSAGE = 'Please choose a PDF file to upload.';
/** 403 for a signed-in user who is not listed in the server's ADMIN_EMAILS. */
export const DOCUMENT_ADMIN_ONLY_MESSAGE = 'Only administrators can upload documents.';
/** 403 for an expired or forged `document_link` (the PDF viewer's panel text). */
export const DOCUMENT_LINK_EXPIRED_MESSAGE = 'The document may be unavailable or the link has expired.';

/** An ingested PDF. `document_link` is a signed URL (relative to the API origin) valid about an hour. */
export const ZDocument = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  source_type: ZDocumentSourceType,
  standing: ZDocumentStanding,
  page_count: z.number().int().min(0),
  byte_size: z.number().int().min(0),
  chunk_count: z.number().int().min(0),
  state: ZDocumentState,
  /** Pages (1-based) read, or still to be read, by OCR. */
  ocr_pages: z.array(z.number().int().min(1)),
  /** Why the OCR failed (`state` = `failed`), else null. */
  error: z.string().nullable(),
  document_link: z.string(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
});
export type TDocument = z.infer<typeof ZDocument>;

/** One page of the documents, newest first; `total` counts them all. */
export const ZDocumentList = z.object({
  documents: z.array(ZDocument),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type TDocumentList = z.infer<typeof ZDocumentList>;

/**
 * The text fields of the multipart `POST /documents` (the PDF comes as the `file` part).
 * `slug` names the document across uploads (default: the file name's stem); uploading a changed
 * file under an existing slug replaces that document's chunks. `standing` defaults to
 * `secondary`: only a document an administrator marks `official` outranks the digest.
 */
/** The longest document title the server stores (the upload form limits typing to it). */
export const DOCUMENT_TITLE_MAX = 300;

export const ZUploadDocumentFields = z.object({
  type: ZDocumentSourceType,
  standing: ZDocumentStanding.default('secondary'),
  title: z.string().trim().min(1, 'Title is required').max(DOCUMENT_TITLE_MAX, 'Title is too long'),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Slug: lower-case letters, digits and hyphens')
    .optional(),
});
export type TUploadDocumentFields = z.input<typeof ZUploadDocumentFields>;

/**
 * `unchanged`: the same bytes were already ingested (nothing was written). The answer comes before
 * any OCR: a document with unreadable pages answers `state: 'ocr_pending'` (poll the list).
 */
export const ZUploadDocumentResponse = ZDocument.extend({
  status: z.enum(['created', 'replaced', 'unchanged']),
});
export type TUploadDocumentResponse = z.infer<typeof ZUploadDocumentResponse>;

export const ZDocumentIdParams = z.object({ id: z.uuid() });
export const ZDocumentFileQuery = z.object({
  exp: z.coerce.number<string | number>().int(),
  sig: z.string().min(1).max(128),
});
export type TDocumentFileQuery = z.input<typeof ZDocumentFileQuery>;

/**
 * Documents the regulation chat cites. Listing needs a signed-in user; uploading also needs an
 * administrator. The file route is opened by the signed link itself (no bearer token: the PDF
 * viewer fetches it directly); its 200 body is the PDF (`application/pdf`, inline).
 */
export const documentsContract = defineRoutes({
  list: {
    method: 'GET',
    path: '/documents',
    summary: 'One page of the ingested documents, newest first, each with a fresh signed link',
    auth: true,
    query: ZPageQuery,
    responses: { 200: ZDocumentList },
  },
  upload: {
    method: 'POST',
    kind: 'multipart',
    files: {
      field: DOCUMENT_FILE_FIELD,
      maxBytes: DOCUMENT_MAX_BYTES,
      maxFiles: 1,
      extensions: ['pdf'],
      typeMessage: DOCUMENT_TYPE_MESSAGE,
    },
    errors: [403, 422],
    path: '/documents',
    summary:
      'Ingest a PDF from multipart/form-data: `file` (PDF, 10 MB, one file) plus the ZUploadDocumentFields text fields. Administrators only (403). Pages that need OCR are read afterwards by a background job (`state: ocr_pending`).',
    auth: true,
    body: ZUploadDocumentFields,
    responses: { 201: ZUploadDocumentResponse },
  },
  file: {
    method: 'GET',
    kind: 'raw',
    produces: 'application/pdf',
    errors: [403, 404, 416],
    path: '/documents/:id/file',
    summary: "The PDF behind a signed `document_link` (403 with the viewer's text when expired or forged)",
    params: ZDocumentIdParams,
    query: ZDocumentFileQuery,
    responses: { 200: z.string().describe('The PDF'), 206: z.string().describe('The requested byte range of the PDF') },
  },
});
