import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { projectDocuments } from '../../db/schema/sourcing.js';
import { notFound } from '../../lib/errors.js';
import { PROJECT_NOT_FOUND_MESSAGE } from './service.js';
import { findProjectOf } from './store.js';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

/** The stored bytes with their sniffed type, inline (the PDF viewer opens them). */
export async function sendDocumentFile(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  reply: FastifyReply,
  userId: string,
  projectId: number,
  documentId: number,
): Promise<FastifyReply> {
  const { db } = deps.database;
  if (!(await findProjectOf(db, userId, projectId))) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  const [document] = await db
    .select()
    .from(projectDocuments)
    .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, projectId)));
  if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const bytes = await deps.storage.get(document.storageKey);
  if (!bytes) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return reply
    .code(200)
    .header('content-type', document.contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(document.filename)}`)
    .header('cache-control', 'private, max-age=300')
    .send(bytes);
}
