import { stringifyBoundingBox, type TCalculatorLine, type TRuleCitation, type TRuleReference } from '@app/sdk/contracts';
import type { LinkDeps } from '../documents/links.js';
import { documentLink } from '../documents/links.js';
import type { ChunkBox, ChunkRecord, Retriever } from '../retrieval/index.js';
import { type DraftLine, confidenceOf } from './line.js';
import { locateRow, rowLineInTables, locateStatedRowInDigest } from './digest/index.js';
import type { TRuleRow } from './schema.js';
import { RULE_SOURCES } from './sources.js';

export interface CitationDeps extends LinkDeps {
  /** The indexed chunks: the digest rows are cited from them, with no query per answer. */
  retriever: Pick<Retriever, 'chunks'>;
}

const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
const clamp = (n: number) => Math.min(1, Math.max(0, n));
const clampBox = (b: ChunkBox): ChunkBox => {
  const left = clamp(b.left);
  const top = clamp(b.top);
  return { left, top, width: Math.min(clamp(b.width), 1 - left), height: Math.min(clamp(b.height), 1 - top) };
};

/**
 * The digest passage that states a row's figure, else the first passage of its section; null
 * when the digest is not ingested or the row has no anchor. The calculator route and the chat's
 * calculator answer cite the same passage.
 */
export function chunkOfRow(row: TRuleRow, chunks: readonly ChunkRecord[]): ChunkRecord | null {
  const anchor = row.digest;
  if (!anchor) return null;
  const section = chunks.filter((c) => c.documentSlug === anchor.document && c.clause === anchor.section && c.chunkType !== 'heading');
  return section.find((c) => flat(c.text).includes(flat(anchor.match))) ?? section[0] ?? null;
}

/**
 * A row's own line: in the digest's rule tables, else in the digest's prose tables generated from
 * the same rows (6.3.1, TOPIC-JANTRI, 6.6, TOPIC-TALL); null when the digest holds neither.
 */
const lineOfRow = (row: TRuleRow, chunks: readonly ChunkRecord[]) => locateRow(row, chunks) ?? locateStatedRowInDigest(row, chunks);

/** A row's own line, else the passage that states it (box null: the passage's own). */
export function placeOfRow(row: TRuleRow, chunks: readonly ChunkRecord[]): { chunk: ChunkRecord; box: ChunkBox | null } | null {
  const located = lineOfRow(row, chunks);
  if (located) return located;
  const chunk = chunkOfRow(row, chunks) ?? rowLineInTables(row, chunks)?.chunk;
  return chunk ? { chunk, box: null } : null;
}

/**
 * A row's citation: its own line in the digest's tables (page and the row's box, read from the
 * ingested layout); else the prose passage that states it; without either, the sources alone.
 */
function citationOf(row: TRuleRow, chunks: readonly ChunkRecord[]): { citation: TRuleCitation; chunk: ChunkRecord | null } {
  const sources = [...new Set(row.values.flatMap((v) => v.sources))].map((id) => RULE_SOURCES[id]);
  const located = lineOfRow(row, chunks);
  if (located) {
    const box = clampBox(located.box);
    return {
      chunk: located.chunk,
      citation: {
        document: located.chunk.documentSlug,
        document_id: located.chunk.documentId,
        section: located.chunk.clause,
        page_number: located.chunk.pageNumber,
        bounding_box: stringifyBoundingBox(box, [box]),
        sources,
      },
    };
  }
  const anchor = row.digest;
  const chunk = chunkOfRow(row, chunks);
  const box = chunk?.boundingBox;
  return {
    chunk,
    citation: {
      document: anchor?.document ?? null,
      document_id: chunk?.documentId ?? null,
      section: anchor?.section ?? null,
      page_number: chunk?.pageNumber ?? null,
      bounding_box: chunk && box ? stringifyBoundingBox(clampBox(box), chunk.boxes.map(clampBox)) : null,
      sources,
    },
  };
}

/** Draft lines as the contract's lines, each row with its citation and a signed link to its document. */
export async function citeLines(deps: CitationDeps, lines: readonly DraftLine[], now: Date): Promise<TCalculatorLine[]> {
  const chunks = await deps.retriever.chunks();
  const links = new Map<string, Promise<string>>();
  const linkOf = (documentId: string) => {
    let link = links.get(documentId);
    if (!link) {
      link = documentLink(deps, documentId, now);
      links.set(documentId, link);
    }
    return link;
  };
  const withDocument = async ({ citation, chunk }: ReturnType<typeof citationOf>): Promise<TRuleCitation> =>
    chunk ? { ...citation, document_name: chunk.documentTitle, document_link: await linkOf(chunk.documentId) } : citation;
  return Promise.all(
    lines.map(async (line) => ({
      key: line.key,
      value: line.value,
      unit: line.unit,
      status: line.status,
      confidence: line.status === 'not_covered' ? null : confidenceOf(line.uses),
      basis: line.basis,
      rules: await Promise.all(
        line.uses.map(async ({ row, alternatives }): Promise<TRuleReference> => ({
          row_id: row.id,
          table: row.table,
          clause: row.clause,
          confidence: row.confidence,
          ...(alternatives ? { alternatives: alternatives.map((a) => ({ value: a.value, sources: a.sources.map((id) => RULE_SOURCES[id]) })) } : {}),
          ...(row.dispute ? { dispute: row.dispute.en } : {}),
          citation: await withDocument(citationOf(row, chunks)),
        })),
      ),
    })),
  );
}
