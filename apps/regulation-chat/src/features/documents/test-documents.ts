import { ApiError } from '@app/sdk';
import { DOCUMENT_ADMIN_ONLY_MESSAGE, type TDocument, type TDocumentList } from '@app/sdk/contracts';
import { vi } from 'vitest';
import type { DocumentsApi } from './documents-api';

/** A listed document as the API answers it; `overrides` set what a test is about. */
export const documentOf = (overrides: Partial<TDocument> = {}): TDocument => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'cgdcr-part-ii',
  title: 'CGDCR 2017 Part II',
  source_type: 'regulation',
  standing: 'official',
  page_count: 120,
  byte_size: 2_000_000,
  chunk_count: 480,
  state: 'ready',
  ocr_pages: [],
  error: null,
  document_link: '/api/documents/00000000-0000-4000-8000-000000000001/file?exp=1&sig=abc',
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

export const listOf = (documents: TDocument[], total = documents.length, page = 1): TDocumentList => ({ documents, total, page, page_size: 20 });

/** The 403 the server gives a signed-in user who is not in ADMIN_EMAILS. */
export const adminOnlyError = () =>
  new ApiError({ status: 403, message: DOCUMENT_ADMIN_ONLY_MESSAGE, body: { message: DOCUMENT_ADMIN_ONLY_MESSAGE, code: 'admin_only' } });

/** A stand-in for the documents API calls (the routes are tested against the real server in the API). */
export function fakeDocumentsApi(overrides: Partial<DocumentsApi> = {}): DocumentsApi {
  return {
    list: vi.fn(async () => listOf([documentOf()])),
    upload: vi.fn(async (fields, file) => ({ ...documentOf({ id: '00000000-0000-4000-8000-000000000002', title: fields.title, slug: file.name }), status: 'created' as const })),
    documentUrl: (link: string) => `http://localhost${link}`,
    ...overrides,
  };
}
