import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { zip } from './quality/zip.js';

/**
 * Documents for `pnpm bench` and the hostile-file tests: generated, so the repository carries
 * no large binaries.
 */
const ITEMS: [string, string, number][] = [
  ['OPC 53 grade cement (UltraTech)', 'Bags', 450],
  ['TMT bars Fe 500D 12 mm', 'MT', 6.5],
  ['River sand', 'Brass', 12],
  ['20 mm aggregate', 'Cum', 40],
  ['Red clay bricks', 'Nos', 25000],
  ['Vitrified tiles 600x600 mm (Kajaria)', 'Sqft', 3200],
  ['CPVC pipe 1 inch (Astral)', 'Rmt', 300],
  ['FR copper wire 2.5 sq mm (Polycab)', 'Coil', 20],
  ['Interior emulsion (Asian Paints)', 'Ltr', 240],
  ['Plywood 18 mm BWP', 'Nos', 45],
];

/** A BOQ workbook: a title, a header and `rows` material rows (sections every 50 rows). */
export async function benchBoqWorkbook(rows: number): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('BOQ');
  sheet.addRow(['BILL OF QUANTITIES – BENCH PROJECT, AHMEDABAD']);
  sheet.addRow(['Sr No', 'Description of Item', 'Unit', 'Quantity', 'Rate', 'Amount']);
  for (let i = 0; i < rows; i++) {
    if (i % 50 === 0) sheet.addRow([String.fromCharCode(65 + ((i / 50) % 26)), `SECTION ${i / 50 + 1}`]);
    const [name, unit, quantity] = ITEMS[i % ITEMS.length] ?? ITEMS[0] ?? ['Cement', 'Bags', 1];
    sheet.addRow([i + 1, `${name} – lot ${i + 1}`, unit, quantity + i, 100, (quantity + i) * 100]);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A text-only PDF of `pages` pages with a BOQ table on each, `runsPerLine` text runs to a line. */
function textPdf(pages: number, runsPerLine: number): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 20, compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    const linesPerPage = 55;
    doc.fontSize(7);
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage();
      doc.text('Sr', 20, 20, { lineBreak: false }).text('Description of item', 50, 20, { lineBreak: false }).text('Unit', 330, 20, { lineBreak: false }).text('Qty', 380, 20, { lineBreak: false });
      for (let line = 1; line < linesPerPage; line++) {
        const y = 20 + line * 14;
        const [name, unit, quantity] = ITEMS[(page * linesPerPage + line) % ITEMS.length] ?? ['Cement', 'Bags', 1];
        doc.text(String(page * linesPerPage + line), 20, y, { lineBreak: false });
        // The description drawn word by word, as some PDF writers do: many small runs.
        const words = `${name} as per specification`.split(' ');
        for (let r = 0; r < runsPerLine - 3; r++) doc.text(words[r % words.length] ?? '', 50 + (r % 20) * 13.5, y, { lineBreak: false });
        doc.text(unit, 330, y, { lineBreak: false }).text(String(quantity), 380, y, { lineBreak: false });
      }
    }
    doc.end();
  });
}

/**
 * A text-only PDF of `pages` pages with a BOQ table on each, uncompressed and just under
 * `megabytes` MiB (the upload limit is 10 MiB): a first draft measures what a text run costs,
 * the second is sized from it.
 */
export async function benchTextPdf(pages: number, megabytes: number): Promise<Uint8Array> {
  const target = megabytes * 1024 * 1024 * 0.985;
  const draft = await textPdf(pages, 24);
  const perRun = draft.byteLength / (pages * 54 * 24);
  return textPdf(pages, Math.max(4, Math.floor(target / (pages * 54 * perRun))));
}

/** An xlsx written by hand: a header row, one material, then `rows` numbered rows (inflates to tens of MB). */
export function hugeSheet(rows: number): Uint8Array {
  const body: string[] = [
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Description</t></is></c><c r="B1" t="inlineStr"><is><t>Qty</t></is></c><c r="C1" t="inlineStr"><is><t>Unit</t></is></c></row>',
    '<row r="2"><c r="A2" t="inlineStr"><is><t>OPC 53 cement</t></is></c><c r="B2"><v>500</v></c><c r="C2" t="inlineStr"><is><t>Bags</t></is></c></row>',
  ];
  for (let r = 3; r <= rows + 2; r++) body.push(`<row r="${r}"><c r="B${r}"><v>${r}</v></c></row>`);
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const type = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return new Uint8Array(
    zip([
      {
        name: '[Content_Types].xml',
        data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      },
      { name: '_rels/.rels', data: `<?xml version="1.0"?><Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${type}/officeDocument" Target="xl/workbook.xml"/></Relationships>` },
      { name: 'xl/workbook.xml', data: `<?xml version="1.0"?><workbook ${ns}><sheets><sheet name="Rows" sheetId="1" r:id="rId1"/></sheets></workbook>` },
      { name: 'xl/_rels/workbook.xml.rels', data: `<?xml version="1.0"?><Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${type}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>` },
      { name: 'xl/worksheets/sheet1.xml', data: `<?xml version="1.0"?><worksheet ${ns}><sheetData>${body.join('')}</sheetData></worksheet>` },
    ]),
  );
}

/** A zip whose one part inflates about 1000-fold (a zip bomb shaped as an xlsx). */
export function zipBomb(megabytes: number): Uint8Array {
  return new Uint8Array(zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(megabytes * 1024 * 1024) }]));
}

/** A PNG that is only a header: enough for the size check, nothing to decode. */
export function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]));
}
