import type { TUrgency } from '@app/sdk/contracts';
import { categorise } from './offline/lexicon.js';
import { findHeader, tableReader, type TableRow } from './offline/table.js';
import { materialsFromText } from './offline/text.js';
import { urgencyOf } from './offline/urgency.js';
import { piecesOf } from './read-document.js';
import type { ParsedDocument } from './parse/parse-document.js';
import type { ExtractedMaterial } from './types.js';

/**
 * Rows a table needs before its header is known for certain: `findHeader` looks for it among the
 * first 40 rows and reads up to 11 rows under it to tell the description column.
 */
export const HEADER_WINDOW = 52;

type TableState = {
  rows: TableRow[];
  reader: ReturnType<typeof tableReader> | null;
  decided: boolean;
  closed: boolean;
};

/**
 * The offline reading of a document whose table rows arrive while it is still being parsed: each
 * row's material comes out as soon as the row is understood (once its table's header is known),
 * in the same order and with the same content as reading the whole document at once
 * (`offlineMaterials`). One difference is inherent: the document's urgency is what its lines
 * have said so far, so a line stating it BELOW a table does not reach that table's rows.
 */
export function materialStream(emit: (materials: ExtractedMaterial[]) => void) {
  const tables: TableState[] = [];
  const found: ExtractedMaterial[] = [];
  let urgency: TUrgency | null = null;
  const urgencyNow = () => urgency ?? 'normal';
  const out = (materials: ExtractedMaterial[]) => {
    if (!materials.length) return;
    found.push(...materials);
    emit(materials);
  };
  // Lines that name no material ("URGENT requirement") set the urgency of the whole document.
  const hear = (lines: string[]) => {
    if (urgency) return;
    for (const line of lines) {
      if (categorise(line)) continue;
      urgency = urgencyOf(line);
      if (urgency) return;
    }
  };

  const decide = (table: TableState) => {
    table.decided = true;
    const header = findHeader(table.rows.map((r) => r.cells));
    if (!header) {
      // Read as lines of text when the document is complete (as `piecesOf` does).
      hear(table.rows.map((r) => r.cells.filter((c) => c.trim()).join(' ')));
      return;
    }
    hear(table.rows.slice(0, header.start).map((r) => r.cells.join(' ')));
    table.reader = tableReader(header, urgencyNow);
    out(table.rows.slice(header.end + 1).flatMap((row) => table.reader?.push(row) ?? []));
  };
  const close = (table: TableState) => {
    if (table.closed) return;
    if (!table.decided) decide(table);
    table.closed = true;
    if (table.reader) out(table.reader.end());
  };

  /** Rows of table `index`, in order; a later table's rows mean the earlier tables are complete. */
  const rows = (index: number, more: TableRow[]) => {
    for (let i = 0; i < index; i++) close((tables[i] ??= { rows: [], reader: null, decided: false, closed: false }));
    const table = (tables[index] ??= { rows: [], reader: null, decided: false, closed: false });
    if (table.closed) throw new Error(`rows for table ${index} after it was complete`);
    table.rows.push(...more);
    if (table.decided) out(more.flatMap((row) => table.reader?.push(row) ?? []));
    else if (table.rows.length >= HEADER_WINDOW) decide(table);
  };

  return {
    rows,
    /**
     * The whole parsed document: its tables not streamed are read now, then its lines of text.
     * Returns every material and the pieces (text, notes) for the token count.
     */
    end(parsed: ParsedDocument) {
      parsed.tables.forEach((table, index) => {
        if (!tables[index]) rows(index, table.rows);
      });
      tables.forEach(close);
      const pieces = piecesOf(parsed);
      out(materialsFromText(pieces.lines, pieces.urgency));
      return { materials: found, pieces };
    },
  };
}
