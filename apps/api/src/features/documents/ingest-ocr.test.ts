import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { createLocalStorage } from '../storage/index.js';
import { ingestPdf, type IngestDeps } from './ingest.js';
import { DEFAULT_OCR_LIMITS } from './ocr.js';
import { chunksOf } from './store.js';
import { A4, legacyGujaratiPdf, makePdf, pagePng } from './test-pdfs.js';

const LINES = ['રહેણાંક ઝોનમાં પ્લોટ માટે બેઝ એફએસઆઈ નક્કી કરેલ છે', 'બાંધકામની પરવાનગી સક્ષમ સત્તામંડળ આપે છે'];

let database: Database;
let dir: string;
let deps: IngestDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'documents-ocr-'));
  deps = { db: database.db, storage: createLocalStorage(dir), clock: manualClock() };
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('ingesting a legacy-font Gujarati PDF', () => {
  it('indexes the Gujarati that OCR reads from the page, with boxes on the page, and none of the Latin codes', async () => {
    const bytes = await legacyGujaratiPdf(LINES);
    const result = await ingestPdf(deps, { bytes, slug: 'legacy-gu', title: 'Legacy Gujarati', sourceType: 'regulation', standing: 'official' });
    const chunks = await chunksOf(database.db, result.document.id);
    const text = chunks.map((c) => c.text).join(' ');
    expect(text).toMatch(/રહેણાંક|પરવાનગી|બાંધકામની/);
    expect(text).not.toMatch(/[A-Za-z]{2}/);
    for (const chunk of chunks) {
      expect(chunk.pageNumber).toBe(1);
      expect(chunk.boxes.length).toBeGreaterThan(0);
      for (const box of [chunk.boundingBox, ...chunk.boxes]) {
        expect(box.left).toBeGreaterThan(0.05);
        expect(box.top).toBeGreaterThan(0.05);
        expect(box.left + box.width).toBeLessThanOrEqual(1);
        expect(box.top + box.height).toBeLessThan(0.3);
      }
    }
  }, 180_000);

  it('leaves out a garbled page that OCR may not read (over the limit) rather than index its codes', async () => {
    const bytes = await legacyGujaratiPdf([...LINES, 'વધારાની એફએસઆઈ ખરીદી શકાય છે']);
    const noOcr = { ...deps, ocr: { ...DEFAULT_OCR_LIMITS, maxPages: 0 } };
    const err = await ingestPdf(noOcr, { bytes, slug: 'legacy-gu-2', title: 'Legacy', sourceType: 'document' }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/no text to index/);
  });

  it('reads a scanned page (an image of Gujarati text, no text layer) with OCR', async () => {
    const png = await pagePng(await legacyGujaratiPdf(LINES));
    const scan = await makePdf((doc) => doc.image(png, 0, 0, { width: A4.width, height: A4.height }));
    const result = await ingestPdf(deps, { bytes: scan, slug: 'scan-gu', title: 'Scan', sourceType: 'document' });
    const text = (await chunksOf(database.db, result.document.id)).map((c) => c.text).join(' ');
    expect(text).toMatch(/રહેણાંક|પરવાનગી|બાંધકામની/);
  }, 180_000);
});
