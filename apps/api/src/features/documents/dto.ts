import type { TDocument } from '@app/sdk/contracts';
import type { DocumentRow } from '../../db/schema/documents.js';

export const toDocumentDto = (row: DocumentRow, chunkCount: number, documentLink: string): TDocument => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  source_type: row.sourceType,
  standing: row.standing,
  page_count: row.pageCount,
  byte_size: row.byteSize,
  chunk_count: chunkCount,
  state: row.state,
  ocr_pages: row.ocrPages,
  error: row.error,
  document_link: documentLink,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
