import type { Passage } from '../retrieval/types.js';

const MARKER = /\[(\d{1,3})\]/g;

/** Passage numbers cited as `[n]` (1..count), in order of first citation; out-of-range markers are ignored. */
export function parseCitations(text: string, count: number): number[] {
  const seen: number[] = [];
  for (const match of text.matchAll(MARKER)) {
    const n = Number(match[1]);
    if (n >= 1 && n <= count && !seen.includes(n)) seen.push(n);
  }
  return seen;
}

export interface FinalCitations {
  text: string;
  /** The cited passages, numbered as the final text cites them: `[k]` is `cited[k - 1]`. */
  cited: Passage[];
}

/**
 * Renumbers an answer's citations to match its sources as the client shows them: sources are
 * grouped by document (documents in order of first citation), then by page, so `[k]` in the
 * final text is the k-th chunk of the flattened sources. Markers naming no passage are removed.
 */
export function finalizeCitations(text: string, passages: readonly Passage[]): FinalCitations {
  const order = parseCitations(text, passages.length);
  const cited = groupedOrder(order.flatMap((n) => { const passage = passages[n - 1]; return passage ? [{ n, passage }] : []; }));
  const renumber = new Map(cited.map((entry, i) => [entry.n, i + 1]));
  const rewritten = text
    .replace(MARKER, (marker, digits: string) => {
      const k = renumber.get(Number(digits));
      return k === undefined ? '' : `[${k}]`;
    })
    .replace(/ +([.,;:])/g, '$1')
    .replace(/ {2,}/g, ' ');
  return { text: rewritten, cited: cited.map((entry) => entry.passage) };
}

/** Documents in order of first citation; within one, pages in order of first citation; then citation order. */
function groupedOrder<T extends { passage: Passage }>(entries: T[]): T[] {
  const documents: string[] = [];
  const pages = new Map<string, number[]>();
  for (const { passage } of entries) {
    if (!documents.includes(passage.documentId)) documents.push(passage.documentId);
    const list = pages.get(passage.documentId) ?? [];
    if (!list.includes(passage.pageNumber)) list.push(passage.pageNumber);
    pages.set(passage.documentId, list);
  }
  return [...entries].sort((a, b) => {
    const da = documents.indexOf(a.passage.documentId);
    const db = documents.indexOf(b.passage.documentId);
    if (da !== db) return da - db;
    const list = pages.get(a.passage.documentId) ?? [];
    return list.indexOf(a.passage.pageNumber) - list.indexOf(b.passage.pageNumber);
  });
}
