import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { benchBoqWorkbook } from './bench-documents.js';
import { LAYOUT_WINDOW, materialStream } from './material-stream.js';
import type { TableRow } from './offline/table.js';
import { parseDocument, type ParsedDocument } from './parse/parse-document.js';
import { CORPUS } from './quality/corpus.js';
import { workbook } from './quality/corpus-helpers.js';
import type { DocumentKind, ExtractedMaterial } from './types.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'quality', 'fixtures');

/** The reading of a complete document, each table handed over whole. */
function readWhole(parsed: ParsedDocument): ExtractedMaterial[] {
  return materialStream(() => undefined).end(parsed).materials;
}

/** Parses a document, feeding its rows to a material stream as the parser sends them. */
async function readStreaming(filename: string, kind: DocumentKind, bytes: Uint8Array) {
  const emitted: ExtractedMaterial[] = [];
  let batches = 0;
  const stream = materialStream((materials) => emitted.push(...materials));
  const parsed = await parseDocument({ filename, kind, bytes }, undefined, undefined, (table, rows) => {
    batches++;
    stream.rows(table, rows);
  });
  const emittedBeforeParsed = emitted.length;
  const { materials } = stream.end(parsed);
  return { parsed, emitted, materials, batches, emittedBeforeParsed };
}

const rowsOf = (cells: string[][], sheet = 'BOQ'): TableRow[] => cells.map((c, i) => ({ cells: c, provenance: { kind: 'sheet', sheet, row: i + 1 } }));

describe('materials streamed while a document is read', () => {
  it('gives every document of the quality set the same materials, in the same order, as reading it whole', async () => {
    for (const document of CORPUS) {
      if (document.kind === 'text') continue;
      const bytes = new Uint8Array(readFileSync(join(FIXTURES, document.file)));
      const { parsed, emitted, materials } = await readStreaming(document.file, document.kind, bytes);
      expect(materials, document.file).toEqual(readWhole(parsed));
      expect(emitted, document.file).toEqual(materials);
    }
  }, 180_000);

  it('hands out the first materials of a 1,000-row workbook before the parser has finished it', async () => {
    const bytes = await benchBoqWorkbook(1000);
    const { parsed, batches, emittedBeforeParsed, materials } = await readStreaming('boq.xlsx', 'xlsx', bytes);
    expect(batches).toBeGreaterThan(10);
    expect(emittedBeforeParsed).toBeGreaterThan(0);
    expect(materials).toHaveLength(1000);
    expect(materials).toEqual(readWhole(parsed));
    expect(parsed.tables[0]?.rows).toHaveLength(1022);
  });

  it('reads a material of the first item list as soon as its layout is certain and the next row has started', () => {
    const emitted: ExtractedMaterial[] = [];
    const stream = materialStream((materials) => emitted.push(...materials));
    const header = [['Sr', 'Description', 'Unit', 'Qty']];
    const body = Array.from({ length: 100 }, (_, i) => [String(i + 1), `OPC 53 cement lot ${i + 1}`, 'Bags', String(100 + i)]);
    const rows = rowsOf([...header, ...body]);
    stream.rows(0, rows.slice(0, LAYOUT_WINDOW - 1));
    expect(emitted).toEqual([]);
    stream.rows(0, rows.slice(LAYOUT_WINDOW - 1, LAYOUT_WINDOW));
    // The header and 51 rows: 50 materials are complete, the last may still continue.
    expect(emitted).toHaveLength(LAYOUT_WINDOW - 2);
    expect(emitted[0]).toMatchObject({ category: 'Cement', quantity: 100, unit: 'bags', provenance: { kind: 'sheet', sheet: 'BOQ', row: 2 } });
    stream.rows(0, rows.slice(LAYOUT_WINDOW));
    const { materials } = stream.end({ tables: [{ rows }], lines: [], notes: [] });
    expect(materials).toHaveLength(100);
  });

  it('applies an urgency stated above the table to the rows streamed under it', async () => {
    const bytes = await workbook([
      { name: 'Indent', rows: [['URGENT REQUIREMENT – SITE B'], ['Sr', 'Description', 'Unit', 'Qty'], ...Array.from({ length: 80 }, (_, i) => [i + 1, 'River sand', 'Brass', 2 + i])] },
    ]);
    const { emittedBeforeParsed, materials } = await readStreaming('indent.xlsx', 'xlsx', new Uint8Array(bytes));
    expect(emittedBeforeParsed).toBeGreaterThan(0);
    expect(materials.map((m) => m.urgency)).toEqual(Array(80).fill('urgent'));
  });
});

describe('prose beside an item list', () => {
  const table = { rows: rowsOf([['Sr', 'Description', 'Qty', 'Unit'], ['1', 'PCC 1:4:8 in foundation', '56.2', 'Cum'], ['2', 'TMT bars Fe 500D', '4.5', 'MT']], 'table 1') };
  const paragraph = (text: string, index: number) => ({ text, provenance: { kind: 'paragraph' as const, index, text } });

  it('takes no material from narrative lines or clause numbers, only from lines that write a quantity with its unit', () => {
    const materials = readWhole({
      tables: [table],
      lines: [
        paragraph('1 RCC submersible bridge (M-25) has been proposed at the crossing.', 1),
        paragraph('12.4 Foundation with crushed stone as per the technical specification', 2),
        paragraph('Also supply 200 bags of OPC 53 grade cement for the approach road.', 3),
      ],
      notes: [],
    });
    expect(materials.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Concrete', 56.2, 'cum'],
      ['Steel & Metal', 4.5, 'ton'],
      ['Cement', 200, 'bags'],
    ]);
  });
});
