import { stringifyBoundingBox, type TCalculatorLine, type TRuleCitation, type TRuleReference } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import type { PageBox } from '../../db/schema/documents.js';
import { findDocumentById, passagesOfSections, type SectionPassage } from '../documents/index.js';
import { documentLink, type LinkDeps } from '../documents/links.js';
import { type DraftLine, confidenceOf } from './line.js';
import type { TRuleRow } from './schema.js';
import { RULE_SOURCES } from './sources.js';


const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
const clamp = (n: number) => Math.min(1, Math.max(0, n));
const clampBox = (b: PageBox): PageBox => {
  const left = clamp(b.left);
  const top = clamp(b.top);
  return { left, top, width: Math.min(clamp(b.width), 1 - left), height: Math.min(clamp(b.height), 1 - top) };
};

/** The ingested passages of the sections the rows point at, in reading order; one query per answer. */
function passagesFor(db: Db, rows: readonly TRuleRow[]): Promise<SectionPassage[]> {
  const anchors = rows.flatMap((row) => (row.digest ? [row.digest] : []));
  return passagesOfSections(db, [...new Set(anchors.map((a) => a.document))], [...new Set(anchors.map((a) => a.section))]);
}

/**
 * A row's citation: the passage of its digest section that holds the figure (page and box for the
 * viewer), else the section's first passage; without an ingested passage, the sources alone.
 */
function citationOf(row: TRuleRow, passages: readonly SectionPassage[]): TRuleCitation {
  const sources = [...new Set(row.values.flatMap((v) => v.sources))].map((id) => RULE_SOURCES[id]);
  const anchor = row.digest;
  if (!anchor) return { document: null, document_id: null, section: null, page_number: null, bounding_box: null, sources };
  const section = passages.filter((p) => p.slug === anchor.document && p.clause === anchor.section);
  const passage = section.find((p) => flat(p.text).includes(flat(anchor.match))) ?? section[0];
  return {
    document: anchor.document,
    document_id: passage?.documentId ?? null,
    section: anchor.section,
    page_number: passage?.pageNumber ?? null,
    bounding_box: passage ? stringifyBoundingBox(clampBox(passage.boundingBox), passage.boxes.map(clampBox)) : null,
    sources,
  };
}

/** Draft lines as the contract's lines, each row with its citation and a signed link to its document. */
export async function citeLines(deps: LinkDeps, lines: readonly DraftLine[], now: Date): Promise<TCalculatorLine[]> {
  const passages = await passagesFor(deps.database.db, lines.flatMap((line) => line.uses.map((use) => use.row)));
  const documents = new Map<string, Promise<{ document_name: string; document_link: string } | null>>();
  const documentOf = (id: string) => {
    let known = documents.get(id);
    if (!known) {
      known = (async () => {
        const row = await findDocumentById(deps.database.db, id);
        return row ? { document_name: row.title, document_link: await documentLink(deps, id, now) } : null;
      })();
      documents.set(id, known);
    }
    return known;
  };
  const withDocument = async (citation: TRuleCitation): Promise<TRuleCitation> => {
    const document = citation.document_id ? await documentOf(citation.document_id) : null;
    return document ? { ...citation, ...document } : citation;
  };
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
          ...(row.dispute ? { dispute: row.dispute } : {}),
          citation: await withDocument(citationOf(row, passages)),
        })),
      ),
    })),
  );
}
