import { zip } from '../quality/zip.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const ROWS = 60;

const shared = ['Sr', 'Description', 'Unit', 'Qty', 'Bags', ...Array.from({ length: ROWS }, (_, i) => `OPC 53 grade cement ${i + 1}`)];
const text = (ref: string, value: string) => `<c r="${ref}" t="s"><v>${shared.indexOf(value)}</v></c>`;
const number = (ref: string, value: number) => `<c r="${ref}"><v>${value}</v></c>`;

function sheetRows(): string {
  const rows = [`<row r="1">${['Sr', 'Description', 'Unit', 'Qty'].map((h, c) => text(`${'ABCD'[c]}1`, h)).join('')}</row>`];
  for (let i = 1; i <= ROWS; i++) {
    const r = i + 1;
    const cells = [number(`A${r}`, i), text(`B${r}`, `OPC 53 grade cement ${i}`), text(`C${r}`, 'Bags'), number(`D${r}`, i * 10), `<c r="E${r}"><f>D${r}*2</f><v>${i * 20}</v></c>`];
    rows.push(`<row r="${r}">${cells.join('')}</row>`);
  }
  return rows.join('');
}

let bytes: Uint8Array | null = null;

/**
 * The small workbook a spare parser thread reads through the whole reading path (zip, XML,
 * exceljs's sheet reader) before its document arrives, so that code is compiled by then. Written
 * here, once per process, by the test-fixture zip writer: loading exceljs's writer in the thread
 * for it cost more than the reader it warms up.
 */
export function warmUpWorkbook(): Uint8Array {
  bytes ??= new Uint8Array(
    zip([
      { name: '[Content_Types].xml', data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
      { name: 'xl/worksheets/sheet1.xml', data: `<worksheet xmlns="${MAIN}"><sheetData>${sheetRows()}</sheetData></worksheet>` },
      { name: 'xl/workbook.xml', data: `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Warm-up" sheetId="1" r:id="rId1"/></sheets></workbook>` },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      },
      { name: 'xl/sharedStrings.xml', data: `<sst xmlns="${MAIN}">${shared.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>` },
    ]),
  );
  return bytes;
}
