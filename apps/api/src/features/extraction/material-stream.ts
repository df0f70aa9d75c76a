import type { TUrgency } from '@app/sdk/contracts';
import { figureLineTable } from './offline/boq/figure-lines.js';
import { boqTables, summariseTables } from './offline/boq/read-tables.js';
import { categorise } from './offline/lexicon.js';
import type { TableRow } from './offline/table.js';
import { hasOrderFigure, materialsFromText } from './offline/text.js';
import { urgencyOf } from './offline/urgency.js';
import { piecesOf } from './read-document.js';
import type { ParsedDocument } from './parse/parse-document.js';
import type { ExtractedMaterial } from './types.js';

export { LAYOUT_WINDOW } from './offline/boq/read-tables.js';

/**
 * The offline reading of a document whose table rows arrive while it is still being parsed: the
 * first item list's materials come out as its rows are understood, each later table's when it is
 * complete (boq/read-tables.ts), and the lines of text at the end. The document's urgency is what
 * its lines have said so far, so a line stating it BELOW a table does not reach that table's rows.
 */
export function materialStream(emit: (materials: ExtractedMaterial[]) => void) {
  let urgency: TUrgency | null = null;
  const boq = boqTables(() => urgency ?? 'normal');
  const tables: { reader: ReturnType<typeof boq.open>; heard: number; rows: TableRow[]; closed: boolean; text: boolean }[] = [];
  const found: ExtractedMaterial[] = [];
  const out = (materials: ExtractedMaterial[] | null) => {
    if (!materials?.length) return;
    found.push(...materials);
    emit(materials);
  };
  // Lines that name no material ("URGENT requirement") set the urgency of the whole document.
  const hear = (rows: TableRow[]) => {
    for (const row of rows) {
      if (urgency) return;
      const line = row.cells.filter((c) => c.trim()).join(' ');
      if (categorise(line)) continue;
      urgency = urgencyOf(line);
    }
  };
  const tableAt = (index: number) => (tables[index] ??= { reader: boq.open(index), heard: 0, rows: [], closed: false, text: false });
  const close = (index: number) => {
    const table = tableAt(index);
    if (table.closed) return;
    table.closed = true;
    const materials = table.reader.close();
    if (materials === null) table.text = true;
    out(materials);
  };

  /** Rows of table `index`, in order; a later table's rows mean the earlier tables are complete. */
  const rows = (index: number, more: TableRow[]) => {
    for (let i = 0; i < index; i++) close(i);
    const table = tableAt(index);
    if (table.closed) throw new Error(`rows for table ${index} after it was complete`);
    // Titles above the header ("URGENT REQUIREMENT") come first; the urgency is heard before any row is read.
    if (table.heard < 10) {
      hear(more.slice(0, 10 - table.heard));
      table.heard += more.length;
    }
    out(table.reader.rows(more));
  };

  return {
    rows,
    /**
     * The whole parsed document: its tables not streamed are read now, then its lines of text.
     * Returns every material (the first `fromTables` read from item lists), the items understood
     * as lines (for the LLM engine), the pieces (text, notes) for the token count, and the summary.
     */
    end(parsed: ParsedDocument) {
      parsed.tables.forEach((table, index) => {
        if (!tables[index]) rows(index, table.rows);
      });
      tables.forEach((_, index) => close(index));
      const fromTables = found.length;
      const pieces = piecesOf(parsed, undefined, (index) => !tables[index]?.text);
      // A workbook with an item list: its other rows are titles and cost summaries ("PART 'B' … Rs. 35818"), not requests.
      const prose = fromTables ? pieces.lines.filter((line) => line.provenance.kind !== 'sheet') : pieces.lines;
      // An abstract that lost its table (description lines, then "qty rate P.unit amount") is read as one.
      const rebuilt = figureLineTable(prose);
      if (rebuilt.rows.length) {
        const reader = boq.open(tables.length);
        out(reader.rows(rebuilt.rows));
        out(reader.close());
      }
      // Beside an item list, prose names things without ordering them (a report's narrative, a tender's conditions, clause
      // numbers): only lines writing a quantity with its unit are requests.
      const fromProse = materialsFromText(rebuilt.prose, pieces.urgency);
      out(fromTables ? fromProse.filter((m) => m.quantity !== null && 'text' in m.provenance && hasOrderFigure(m.provenance.text)) : fromProse);
      return { materials: found, fromTables, understood: boq.understood, skipped: boq.skipped, pieces, summary: summariseTables(boq.outcomes) };
    },
  };
}
