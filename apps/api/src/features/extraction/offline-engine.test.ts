import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { countTokens } from '../answers/tokens.js';
import { REVIEW_CONFIDENCE } from '@app/sdk/contracts';
import { createMaterialExtractor } from './create.js';
import { pdf } from './quality/corpus-helpers.js';
import { createOfflineExtractor } from './offline-engine.js';
import type { DocumentKind, ExtractedMaterial } from './types.js';
import type { Config } from '../../config.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'quality', 'fixtures');
const extractor = createOfflineExtractor();

async function read(kind: DocumentKind, bytes: Uint8Array, filename = 'doc') {
  const found: ExtractedMaterial[] = [];
  const progress: number[] = [];
  const result = await extractor.extractDocument({ filename, kind, bytes }, { onMaterial: (m) => void found.push(m), onProgress: (f) => void progress.push(f) });
  return { found, result, progress };
}
const fixture = (file: string) => new Uint8Array(readFileSync(join(FIXTURES, file)));

describe('the offline extraction engine', () => {
  it('is the engine chosen when no AI provider is configured', () => {
    expect(createMaterialExtractor({ ai: undefined } as unknown as Config).engine).toBe('offline');
    expect(createMaterialExtractor({ ai: { provider: 'offline' } } as unknown as Config).engine).toBe('offline');
  });

  it('reads a BOQ with title rows, a merged two-row header, sections, formulas and totals, taking the total column', async () => {
    const { found, result, progress } = await read('xlsx', fixture('boq-two-row-header.xlsx'), 'boq.xlsx');
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Cement', 750, 'bags'],
      ['Concrete', 75, 'cum'],
      ['Steel & Metal', 9.5, 'ton'],
      ['Steel & Metal', 100, 'kg'],
      ['Bricks', 58, 'cum'],
      ['Sand', 11, 'brass'],
    ]);
    expect(found[0]).toMatchObject({ specifications: { grade: 'OPC 53', brand: 'UltraTech' }, provenance: { kind: 'sheet', sheet: 'BOQ', row: 7 } });
    expect(found[0]?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(progress.at(-1)).toBe(1);
    expect(result.tokens).toBeGreaterThan(countTokens(JSON.stringify(found)));
  });

  it('reads columns in any order over several sheets', async () => {
    const { found } = await read('xlsx', fixture('boq-columns-any-order.xlsx'));
    expect(new Set(found.map((m) => (m.provenance.kind === 'sheet' ? m.provenance.sheet : '')))).toEqual(new Set(['Civil', 'Finishing']));
    expect(found.find((m) => /vitrified/i.test(m.name))).toMatchObject({ quantity: 4200, unit: 'sqft', specifications: { size: '800x800 mm', brand: 'Kajaria' } });
    expect(found.find((m) => /bricks/i.test(m.name))).toMatchObject({ quantity: 85000, notes: 'Class A' });
    expect(found.some((m) => /tractor/i.test(m.name))).toBe(false);
  });

  it('sums per-floor quantity columns when there is no total column', async () => {
    const { found } = await read('xlsx', fixture('boq-per-floor-no-total.xlsx'));
    expect(found.find((m) => /cpvc pipe/i.test(m.name))).toMatchObject({ quantity: 340, unit: 'rmt', specifications: { diameter: '1 inch', brand: 'Astral' } });
    expect(found.some((m) => /labour/i.test(m.name))).toBe(false);
  });

  it('reads a legacy .xls in its isolated parser', async () => {
    const { found } = await read('xls', fixture('boq-legacy.xls'));
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Cement', 500, 'bags'],
      ['Steel & Metal', 6, 'ton'],
      ['Wood', 60, 'nos'],
      ['Glass', 220, 'sqft'],
    ]);
  });

  it('reads a CSV with quoted values and Indian digit grouping, skipping transport', async () => {
    const { found } = await read('csv', fixture('indent.csv'), 'indent.csv');
    expect(found.map((m) => [m.category, m.quantity])).toEqual([
      ['Bricks', 185000],
      ['Cement', 900],
      ['Sand', 18],
    ]);
    expect(found[1]).toMatchObject({ name: 'Cement, PPC (JK Lakshmi)', specifications: { grade: 'PPC', brand: 'JK Lakshmi' }, provenance: { kind: 'sheet', sheet: 'indent', row: 3 } });
  });

  it('reads a PDF table that continues on the next page under a repeated header, joining wrapped descriptions', async () => {
    const { found } = await read('pdf', fixture('boq-table.pdf'));
    expect(found).toHaveLength(7);
    const cement = found[0];
    expect(cement).toMatchObject({ category: 'Cement', quantity: 1450, unit: 'bags', provenance: { kind: 'page', page: 1 } });
    expect(cement?.name).toBe('Portland pozzolana cement (PPC)');
    expect(cement?.notes).toMatch(/conforming to IS 1489, Ambuja make/);
    expect(found.at(-1)).toMatchObject({ category: 'Doors & Windows', quantity: 36, provenance: { kind: 'page', page: 2 } });
  });

  it('reads a prose letter with bullets, leaving out past deliveries, transport and plot areas', async () => {
    const { found } = await read('pdf', fixture('letter-requirement.pdf'));
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Cement', 400, 'bags'],
      ['Steel & Metal', 12, 'ton'],
      ['Sand', 10, 'brass'],
      ['Aggregates', 8, 'brass'],
      ['Other', 200, 'liters'],
    ]);
    expect(found[0]?.provenance).toMatchObject({ kind: 'page', page: 1, text: expect.stringContaining('400 bags') });
  });

  it('reads a Word document: its table and its paragraphs', async () => {
    const { found } = await read('docx', fixture('indent-table.docx'));
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Concrete', 160, 'cum'],
      ['Steel & Metal', 18, 'ton'],
      ['Bricks', 95, 'cum'],
    ]);
    expect(found[0]?.provenance).toMatchObject({ kind: 'paragraph', text: expect.stringContaining('M30') });
    const tender = await read('docx', fixture('tender-specs.docx'));
    const granite = tender.found.find((m) => m.category === 'Granite');
    expect(granite).toMatchObject({ quantity: 1150, unit: 'sqft', specifications: { thickness: '18 mm' } });
    expect(granite?.name.length).toBeLessThanOrEqual(121);
    expect(granite?.notes).toMatch(/Rajasthan black/);
  });

  it('reads a photo of a printed list offline, each material with its region of the image', async () => {
    const { found } = await read('image', fixture('photo-list.png'));
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Cement', 120, 'bags'],
      ['Steel & Metal', 2, 'ton'],
      ['Sand', 4, 'brass'],
      ['Bricks', 9000, 'nos'],
    ]);
    const region = found[0]?.provenance.kind === 'image' ? found[0].provenance.region : null;
    expect(region?.width).toBeGreaterThan(100);
    expect(region?.y).toBeGreaterThan(60);
  }, 60_000);

  it('reads a photo of a ruled table by its columns, each row with its region, marked for review', async () => {
    const { found, result } = await read('image', fixture('photo-table.png'));
    expect(found.map((m) => [m.name, m.quantity, m.unit])).toEqual([
      ['OPC 53 grade cement', 450, 'bags'],
      ['TMT bars Fe500D 12 mm', 6.5, 'ton'],
      ['River sand', 12, 'brass'],
      [expect.stringMatching(/tiles 600x600 mm$/i), 320, 'sqm'],
      ['Red clay bricks', 15000, 'nos'],
    ]);
    expect(found.every((m) => m.confidence < REVIEW_CONFIDENCE)).toBe(true);
    const region = found[1]?.provenance.kind === 'image' ? found[1].provenance.region : null;
    expect(region?.y).toBeGreaterThan(140);
    expect(region?.y).toBeLessThan(190);
    expect(result.summary).toBe('Read table 1 (5 items)');
  }, 120_000);

  it('reads a PDF made of a photographed list by OCR, marking what it read for review', async () => {
    const scan = await pdf((doc) => doc.image(Buffer.from(fixture('photo-list.png')), 40, 40, { width: 500 }));
    const { found, result } = await read('pdf', new Uint8Array(scan));
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Cement', 120, 'bags'],
      ['Steel & Metal', 2, 'ton'],
      ['Sand', 4, 'brass'],
      ['Bricks', 9000, 'nos'],
    ]);
    expect(found.every((m) => m.confidence < REVIEW_CONFIDENCE)).toBe(true);
    expect(result.summary).toBeUndefined();
  }, 120_000);

  it('says why a PDF without readable text gave nothing', async () => {
    const blank = await pdf((doc) => doc.rect(40, 40, 200, 100).stroke());
    const { found, result } = await read('pdf', new Uint8Array(blank));
    expect(found).toEqual([]);
    expect(result.summary).toMatch(/No text found/);
  }, 120_000);

  it('stops when the run is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(extractor.extractDescription('200 bags cement\n5 ton steel', { signal: controller.signal, onMaterial: () => undefined })).rejects.toThrow('stopped');
  });

  it('reads a PDF made of bullet lines', async () => {
    const bytes = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('Requirement for Sola site:');
      doc.text('• Kajaria vitrified tiles 600x600 mm - 1,800 sqft');
      doc.text('• Tile adhesive - 40 bags');
      doc.end();
    });
    const { found } = await read('pdf', new Uint8Array(bytes));
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Tiles', 1800, 'sqft'],
      ['Tiles', 40, 'bags'],
    ]);
  });
});
