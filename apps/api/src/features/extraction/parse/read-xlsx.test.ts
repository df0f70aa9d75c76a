import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { zip } from '../quality/zip.js';
import { warmUpWorkbook } from './warm-up-workbook.js';
import { loadWorkbookReader, readXlsx, type SheetRow } from './read-xlsx.mjs';

const LIMITS = { maxRows: 50_000, maxColumns: 100, maxCellChars: 5_000 };

async function read(bytes: Uint8Array) {
  const out = { tables: [] as { rows: SheetRow[] }[], lines: [], notes: [] as string[] };
  const batches: SheetRow[][] = [];
  await readXlsx(bytes, LIMITS, out, (message) => batches.push(message.rows));
  return batches.flat();
}

describe('the parser thread reads a workbook from memory', () => {
  it('loads exceljs’s streaming reader without loading unzipper (its dependency tree is most of the thread’s start-up cost)', () => {
    loadWorkbookReader();
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.some((path) => path.includes('/exceljs/lib/stream/xlsx/workbook-reader.js'))).toBe(true);
    // unzipper's own entry path holds the stand-in; nothing of unzipper or its dependencies is loaded.
    expect(loaded.filter((path) => /\/(unzipper\/lib|bluebird|fstream|es-abstract|traverse)\//.test(path))).toEqual([]);
  });

  it('reads the warm-up workbook: shared strings, numbers and formulas’ cached values, with the sheet’s name', async () => {
    const rows = await read(warmUpWorkbook());
    expect(rows).toHaveLength(61);
    expect(rows[0]).toEqual({ cells: ['Sr', 'Description', 'Unit', 'Qty'], provenance: { kind: 'sheet', sheet: 'Warm-up', row: 1 } });
    expect(rows[1]?.cells).toEqual(['1', 'OPC 53 grade cement 1', 'Bags', '10', '20']);
  });

  it('reads a sheet written before its shared strings and workbook (as Excel and exceljs write them), stored or deflated', async () => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const rows = await read(
      zip([
        { name: 'xl/worksheets/sheet1.xml', data: `<worksheet xmlns="${main}"><sheetData><row r="3"><c r="A3" t="s"><v>0</v></c><c r="B3"><v>450</v></c></row></sheetData></worksheet>` },
        { name: 'xl/sharedStrings.xml', data: `<sst xmlns="${main}"><si><t>Cement</t></si></sst>`, store: true },
        { name: 'xl/workbook.xml', data: `<workbook xmlns="${main}" xmlns:r="${rels}"><sheets><sheet name="BOQ" sheetId="1" r:id="rId1"/></sheets></workbook>` },
        {
          name: 'xl/_rels/workbook.xml.rels',
          data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        },
      ]),
    );
    expect(rows).toEqual([{ cells: ['Cement', '450'], provenance: { kind: 'sheet', sheet: 'BOQ', row: 3 } }]);
  });

  it('fails on bytes that are not a zip', async () => {
    await expect(read(new TextEncoder().encode('not a workbook'))).rejects.toThrow();
  });
});
