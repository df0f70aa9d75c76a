import { DOCUMENT_LINK_EXPIRED_MESSAGE, type documentsContract } from '@app/sdk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import type { HandlerContext } from '../../router/index.js';
import type { ByteRange } from '../storage/index.js';
import { verifyDocumentLink } from './links.js';
import { findById } from './store.js';

/** A single `bytes=a-b` range within the file; null for none, 'invalid' when unsatisfiable. */
function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : 'invalid';
}

/**
 * `GET /documents/:id/file?exp&sig`: the signed link is the only credential (the PDF viewer
 * fetches it directly). Any fault in the link is a 403 with the viewer's text; a valid link
 * streams the PDF inline, cacheable privately until the link expires, with byte ranges.
 */
export async function serveDocumentFile(
  deps: AppDeps,
  id: string,
  link: HandlerContext<typeof documentsContract.file>['query'],
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const remaining = await verifyDocumentLink(deps, id, link.exp, link.sig, deps.clock.now());
  if (remaining === null) throw new AppError(403, DOCUMENT_LINK_EXPIRED_MESSAGE, { code: 'link_expired' });
  const document = await findById(deps.database.db, id);
  const info = document ? await deps.storage.stat(document.storageKey) : null;
  if (!document || !info) throw new AppError(404, DOCUMENT_LINK_EXPIRED_MESSAGE);

  const range = parseRange(request.headers.range, info.size);
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${document.slug}.pdf"`)
    .header('cache-control', `private, max-age=${remaining}`)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (range === 'invalid') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  const stream = await deps.storage.stream(document.storageKey, range ?? undefined);
  if (!stream) throw new AppError(404, DOCUMENT_LINK_EXPIRED_MESSAGE);
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else {
    reply.code(200).header('content-length', String(info.size));
  }
  return reply.send(stream);
}
