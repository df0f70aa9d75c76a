import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { createOfflineExtractor } from '../offline-engine.js';
import { hugeSheet, pngHeader, zipBomb } from '../bench-documents.js';
import { zip } from '../quality/zip.js';
import { DocumentUnreadableError, type DocumentKind, type ExtractedMaterial } from '../types.js';
import { parseDocument } from './parse-document.js';
import { PARSE_LIMITS, tooManyPagesMessage } from './limits.js';

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
    expect(await refusal('pdf', new Uint8Array(bytes))).toBe(tooManyPagesMessage(PARSE_LIMITS.maxPdfPages));
    expect(PARSE_LIMITS.maxPdfPages).toBe(300);
  }, 60_000);

  it('refuses an xlsx zip bomb (one part inflating 1000-fold) and a docx of thousands of parts', async () => {
    const bomb = zipBomb(40);
    expect(bomb.length).toBeLessThan(MB);
    expect(await refusal('xlsx', bomb)).toMatch(/zip bomb/);
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
