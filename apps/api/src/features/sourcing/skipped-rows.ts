import { SKIPPED_ROW_GONE_MESSAGE, type TMaterial, type TMaterialCategory, type TMaterialProvenance, type TMaterialUnit, type TSkippedRow, type TSkippedRowReason } from '@app/sdk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { materials, type NewMaterial, projectDocuments } from '../../db/schema/sourcing.js';
import { notFound } from '../../lib/errors.js';
import { toMaterialDto } from './dto.js';
import { insertMaterial } from './materials-store.js';
import { PROJECT_NOT_FOUND_MESSAGE } from './service.js';
import { findProjectOf } from './store.js';

/**
 * A row the latest run left out, stored with its document as the material row it becomes when
 * the user includes it. An included row stays in the list, marked, so every row keeps its index.
 */
export interface StoredSkippedRow {
  reason: TSkippedRowReason;
  material: Omit<NewMaterial, 'projectId' | 'runId' | 'source'> & { provenance: TMaterialProvenance };
  included?: boolean;
}

const sourceText = (provenance: TMaterialProvenance) => ('text' in provenance ? provenance.text : `Sheet ${provenance.sheet}, row ${provenance.row}`);

/** The rows still offered (ZSkippedRow), each with its stable index. */
export function offeredRows(rows: StoredSkippedRow[]): TSkippedRow[] {
  return rows.flatMap((row, index) =>
    row.included
      ? []
      : [{ index, reason: row.reason, name: row.material.name, category: row.material.category as TMaterialCategory, quantity: row.material.quantity ?? null, unit: row.material.unit as TMaterialUnit, text: sourceText(row.material.provenance).slice(0, 500) }],
  );
}

/** The same row of the same document (jsonb keeps keys in its own order, so they are sorted here). */
const keyOf = (name: string, provenance: TMaterialProvenance) => `${name}|${JSON.stringify(Object.entries(provenance).sort(([a], [b]) => a.localeCompare(b)))}`;

/**
 * A run's left-out rows of one document, less those the user already included from an earlier
 * run (kept as their own rows, so not offered twice).
 */
export async function rowsToOffer(db: Db, projectId: number, documentId: number, rows: StoredSkippedRow[]): Promise<StoredSkippedRow[]> {
  if (!rows.length) return rows;
  const kept = await db
    .select({ name: materials.name, provenance: materials.provenance })
    .from(materials)
    .where(and(eq(materials.projectId, projectId), eq(materials.source, 'extracted'), isNull(materials.runId), sql`${materials.provenance}->>'document_id' = ${String(documentId)}`));
  const included = new Set(kept.map((m) => (m.provenance ? keyOf(m.name, m.provenance) : '')));
  return rows.filter((row) => !included.has(keyOf(row.material.name, row.material.provenance)));
}

/**
 * Includes a left-out row as a material of the project, with the document as its source. It is
 * the user's choice, so a later run does not replace it (no run id), as for an edited row.
 */
export async function includeSkippedRow(db: Db, userId: string, projectId: number, documentId: number, index: number): Promise<TMaterial> {
  if (!(await findProjectOf(db, userId, projectId))) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    const [document] = await tx
      .select({ skippedRows: projectDocuments.skippedRows })
      .from(projectDocuments)
      .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, projectId)))
      .for('update');
    const rows = document?.skippedRows ?? [];
    const row = rows[index];
    if (!row || row.included) throw notFound(SKIPPED_ROW_GONE_MESSAGE);
    const stored = await insertMaterial(tx, { ...row.material, projectId, runId: null, source: 'extracted', needsReview: row.material.quantity === null || row.material.quantity === undefined });
    await tx
      .update(projectDocuments)
      .set({ skippedRows: rows.map((r, i) => (i === index ? { ...r, included: true } : r)) })
      .where(eq(projectDocuments.id, documentId));
    return toMaterialDto(stored);
  });
}
