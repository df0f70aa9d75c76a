import { stringifyBoundingBox, type TSource } from '@app/sdk/contracts';
import type { StoredSource } from '../../db/schema/regagent.js';
import { documentLink, type LinkDeps } from '../documents/links.js';
import type { Passage } from '../retrieval/types.js';

/**
 * The sources of an answer: its cited passages grouped by document (documents in citation
 * order), then by page, chunks in citation order. `cited` is already in that order (see
 * `finalizeCitations`), so `[k]` in the answer is the k-th chunk of the flattened list.
 */
export function sourcesOf(cited: readonly Passage[]): StoredSource[] {
  const byDocument = new Map<string, StoredSource>();
  for (const passage of cited) {
    let source = byDocument.get(passage.documentId);
    if (!source) {
      source = {
        document_id: passage.documentId,
        document_name: passage.documentTitle,
        source_type: passage.sourceType,
        standing: passage.standing,
        pages: [],
      };
      byDocument.set(passage.documentId, source);
    }
    let page = source.pages.find((p) => p.page_number === passage.pageNumber);
    if (!page) {
      page = { page_number: passage.pageNumber, chunks: [] };
      source.pages.push(page);
    }
    if (page.chunks.some((c) => c.chunk_id === passage.id)) continue;
    page.chunks.push({
      chunk_id: passage.id,
      bounding_box: passage.boundingBox
        ? stringifyBoundingBox(clampBox(passage.boundingBox), passage.boxes.map(clampBox))
        : null,
      text_preview: passage.textPreview,
      chunk_type: passage.chunkType,
    });
  }
  return [...byDocument.values()];
}

/**
 * Passages as sources in exactly their order: a new source entry whenever the document changes
 * from one passage to the next, so the k-th chunk of the flattened list is passage k (what a
 * model's `[k]` refers to while it streams). A document may then appear more than once.
 */
export function sourcesInOrder(passages: readonly Passage[]): StoredSource[] {
  const out: StoredSource[] = [];
  for (const passage of passages) {
    const last = out.at(-1);
    const lastPage = last?.pages.at(-1);
    const own = sourcesOf([passage]);
    const pages = own.flatMap((source) => source.pages);
    if (last && last.document_id === passage.documentId && lastPage?.page_number === passage.pageNumber) {
      lastPage.chunks.push(...pages.flatMap((page) => page.chunks));
    } else if (last && last.document_id === passage.documentId) {
      last.pages.push(...pages);
    } else {
      out.push(...own);
    }
  }
  return out;
}

/** Rounding in the PDF extraction can leave a box a hair outside its page; the contract wants 0..1. */
function clampBox(box: { left: number; top: number; width: number; height: number }) {
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  const left = clamp(box.left);
  const top = clamp(box.top);
  return { left, top, width: Math.min(clamp(box.width), 1 - left), height: Math.min(clamp(box.height), 1 - top) };
}

/** Stored sources with a fresh signed `document_link` (links expire, so they are minted on every read). */
export async function withLinks(deps: LinkDeps, sources: readonly StoredSource[], now: Date): Promise<TSource[]> {
  // One link per document, however many sources point at it.
  const links = new Map<string, Promise<string>>();
  const linkOf = (id: string) => {
    const known = links.get(id);
    if (known) return known;
    const link = documentLink(deps, id, now);
    links.set(id, link);
    return link;
  };
  return Promise.all(sources.map(async (source) => ({ ...source, document_link: await linkOf(source.document_id) })));
}
