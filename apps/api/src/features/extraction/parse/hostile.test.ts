import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { createOfflineExtractor } from '../offline-engine.js';
import { zip } from '../quality/zip.js';
import { DocumentUnreadableError, type DocumentKind, type ExtractedMaterial } from '../types.js';
import { parseDocument } from './parse-document.js';

const extractor = createOfflineExtractor();
const MB = 1024 * 1024;

async function extract(kind: DocumentKind, bytes: Uint8Array, filename = `file.${kind === 'image' ? 'png' : kind}`) {
  const materials: ExtractedMaterial[] = [];
  const result = await extractor.extractDocument({ filename, kind, bytes }, { onMaterial: (m) => void materials.push(m) });
  return { materials, result };
}

/** The error a document fails with (the test fails if it is read, or fails any other way). */
async function refusal(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
  const error = await extract(kind, bytes).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(DocumentUnreadableError);
  return (error as Error).message;
}

function pdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    draw(doc);
    doc.end();
  });
}

/** A PNG that is only a header: enough for the size check, nothing to decode. */
function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]));
}

/** An xlsx written by hand: a header row, one material, then `rows` numbered rows (inflates to tens of MB). */
function hugeSheet(rows: number): Uint8Array {
  const body: string[] = [
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Description</t></is></c><c r="B1" t="inlineStr"><is><t>Qty</t></is></c><c r="C1" t="inlineStr"><is><t>Unit</t></is></c></row>',
    '<row r="2"><c r="A2" t="inlineStr"><is><t>OPC 53 cement</t></is></c><c r="B2"><v>500</v></c><c r="C2" t="inlineStr"><is><t>Bags</t></is></c></row>',
  ];
  for (let r = 3; r <= rows + 2; r++) body.push(`<row r="${r}"><c r="B${r}"><v>${r}</v></c></row>`);
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  return new Uint8Array(
    zip([
      {
        name: '[Content_Types].xml',
        data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      },
      { name: '_rels/.rels', data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>' },
      { name: 'xl/workbook.xml', data: `<?xml version="1.0"?><workbook ${ns}><sheets><sheet name="Rows" sheetId="1" r:id="rId1"/></sheets></workbook>` },
      { name: 'xl/_rels/workbook.xml.rels', data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>' },
      { name: 'xl/worksheets/sheet1.xml', data: `<?xml version="1.0"?><worksheet ${ns}><sheetData>${body.join('')}</sheetData></worksheet>` },
    ]),
  );
}

describe('hostile and broken files fail only their own document, with a clear message', () => {
  it('refuses a 0-byte file', async () => {
    expect(await refusal('xlsx', new Uint8Array())).toBe('The file is empty.');
  });

  it('does not crash on a PNG whose kind says spreadsheet, Word or PDF', async () => {
    const png = pngHeader(10, 10);
    expect(await refusal('xlsx', png)).toMatch(/could not be opened/);
    expect(await refusal('docx', png)).toMatch(/could not be opened/);
    expect(await refusal('pdf', png)).toMatch(/PDF could not be read/);
    expect(await refusal('csv', png)).toMatch(/binary data/);
    expect(await refusal('doc', png)).toMatch(/could not be read/);
  });

  it('refuses a password-protected PDF', async () => {
    const bytes = await pdf({ userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.7' }, (doc) => doc.text('Cement 200 bags'));
    expect(await refusal('pdf', new Uint8Array(bytes))).toBe('The PDF is password-protected.');
  });

  it('refuses a truncated PDF', async () => {
    const bytes = await pdf({}, (doc) => doc.text('Cement 200 bags'));
    expect(await refusal('pdf', new Uint8Array(bytes.subarray(0, Math.floor(bytes.length / 2))))).toMatch(/damaged, truncated/);
  });

  it('refuses a PDF of 5,000 pages before reading them', async () => {
    const bytes = await pdf({ size: [100, 100], margin: 5 }, (doc) => {
      doc.text('1');
      for (let page = 2; page <= 5000; page++) doc.addPage().text(String(page));
    });
    expect(await refusal('pdf', new Uint8Array(bytes))).toMatch(/more than 1,000 pages/);
  }, 60_000);

  it('refuses an xlsx zip bomb (one part inflating 1000-fold) and a docx of thousands of parts', async () => {
    const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * MB) }]);
    expect(bomb.length).toBeLessThan(MB);
    expect(await refusal('xlsx', new Uint8Array(bomb))).toMatch(/zip bomb/);
    const parts = zip(Array.from({ length: 3000 }, (_, i) => ({ name: `word/part${i}.xml`, data: 'x' })));
    expect(await refusal('docx', new Uint8Array(parts))).toMatch(/more than 2,000 parts.*zip bomb/);
  });

  it('reads the first 50,000 rows of an xlsx with a million rows and says the rest was not read', async () => {
    const bytes = hugeSheet(1_000_000);
    const { materials, result } = await extract('xlsx', bytes, 'million.xlsx');
    expect(materials).toMatchObject([{ category: 'Cement', quantity: 500, unit: 'bags' }]);
    expect(result.notes?.join(' ')).toMatch(/more than 50,000 rows; only the first 50,000 were read/);
    const parsed = await parseDocument({ filename: 'million.xlsx', kind: 'xlsx', bytes });
    expect(parsed.peakHeapBytes).toBeLessThan(300 * MB);
  }, 120_000);

  it('refuses a 20,000 × 20,000 px image from its header, before decoding', async () => {
    expect(await refusal('image', pngHeader(20_000, 20_000))).toMatch(/too large to read \(20000 × 20000 px/);
  });

  it('reads a description of more than 10,000 characters and keeps names and notes short', async () => {
    const long = `Supply of OPC 53 grade cement 200 bags ${'conforming to IS 269, fresh stock, packed in HDPE bags, '.repeat(250)}`;
    expect(long.length).toBeGreaterThan(10_000);
    const materials: ExtractedMaterial[] = [];
    await extractor.extractDescription(long, { onMaterial: (m) => void materials.push(m) });
    expect(materials[0]).toMatchObject({ category: 'Cement', quantity: 200, unit: 'bags' });
    for (const m of materials) {
      expect(m.name.length).toBeLessThanOrEqual(200);
      expect((m.notes ?? '').length).toBeLessThanOrEqual(2000);
    }
  });

  it('ignores NUL bytes in a description and refuses a CSV holding them', async () => {
    const materials: ExtractedMaterial[] = [];
    await extractor.extractDescription('need 200 bags cement\u0000\u0000 urgently', { onMaterial: (m) => void materials.push(m) });
    expect(materials).toMatchObject([{ category: 'Cement', quantity: 200, unit: 'bags', urgency: 'urgent' }]);
    expect(await refusal('csv', new Uint8Array(Buffer.from('Item,Qty\nCement\u0000,200\n')))).toMatch(/binary data/);
  });
});
