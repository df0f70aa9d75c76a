import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { documentChunks, documents } from '../../db/schema/documents.js';
import { manualClock } from '../../lib/clock.js';
import { createLocalStorage, type FileStorage } from '../storage/index.js';
import { ingestPdf, type IngestDeps } from './ingest.js';
import { DEFAULT_PARSE_LIMITS, PdfError } from './pdf-extract.js';
import { chunksOf } from './store.js';
import { makePdf, sentences } from './test-pdfs.js';

let database: Database;
let dir: string;
let storage: FileStorage;
let deps: IngestDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'documents-ingest-'));
  storage = createLocalStorage(dir);
  deps = { db: database.db, storage, clock: manualClock() };
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const fsiPdf = (extra = '') =>
  makePdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('6.3.1 Base FSI in Ahmedabad', 72, 100);
    doc.font('Helvetica').fontSize(11).text(`The base FSI in the R1 zone is 1.8.${extra}`, 72, 140, { width: 450 });
  });

async function rejection(promise: Promise<unknown>): Promise<PdfError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PdfError);
  return err as PdfError;
}

describe('ingesting a PDF', () => {
  it('stores the file and its chunks once; the same bytes again change nothing', async () => {
    const bytes = await fsiPdf();
    const first = await ingestPdf(deps, { bytes, slug: 'fsi-note', title: 'FSI note', sourceType: 'regulation' });
    expect(first).toMatchObject({ status: 'created', chunkCount: 2 });
    expect(first.document).toMatchObject({ slug: 'fsi-note', title: 'FSI note', sourceType: 'regulation', pageCount: 1, byteSize: bytes.length });
    expect(await storage.get(first.document.storageKey)).toEqual(bytes);
    const chunks = await chunksOf(database.db, first.document.id);
    expect(chunks.map((c) => [c.ordinal, c.chunkType, c.clause, c.pageNumber])).toEqual([
      [0, 'heading', '6.3.1', 1],
      [1, 'paragraph', '6.3.1', 1],
    ]);

    const again = await ingestPdf(deps, { bytes, slug: 'fsi-note', title: 'FSI note', sourceType: 'regulation' });
    expect(again).toMatchObject({ status: 'unchanged', chunkCount: 2 });
    expect(again.document.id).toBe(first.document.id);
    expect((await chunksOf(database.db, first.document.id)).map((c) => c.id)).toEqual(chunks.map((c) => c.id));
    expect(await database.db.select().from(documents).where(eq(documents.slug, 'fsi-note'))).toHaveLength(1);
  });

  it('replaces the chunks and the file of a document when a changed file comes under its slug', async () => {
    const first = await ingestPdf(deps, { bytes: await fsiPdf(' Old text.'), slug: 'replaced', title: 'Old', sourceType: 'document' });
    const oldChunks = await chunksOf(database.db, first.document.id);
    const changed = await fsiPdf(' Chargeable FSI of 0.9 may be added.');
    const second = await ingestPdf(deps, { bytes: changed, slug: 'replaced', title: 'New', sourceType: 'document' });
    expect(second).toMatchObject({ status: 'replaced' });
    expect(second.document).toMatchObject({ id: first.document.id, title: 'New', byteSize: changed.length });
    const newChunks = await chunksOf(database.db, first.document.id);
    expect(newChunks[1]!.text).toContain('Chargeable FSI of 0.9');
    const remaining = await database.db.select().from(documentChunks).where(eq(documentChunks.documentId, first.document.id));
    expect(remaining.map((c) => c.id).filter((id) => oldChunks.some((o) => o.id === id))).toEqual([]);
    expect(await storage.get(first.document.storageKey)).toBeNull();
    expect(await storage.get(second.document.storageKey)).toEqual(changed);
  });

  it('refuses a file that does not start like a PDF, and stores nothing', async () => {
    const bytes = Buffer.from('PK\u0003\u0004 this is a zip, not a PDF');
    const err = await rejection(ingestPdf(deps, { bytes, slug: 'zip', title: 'Zip', sourceType: 'document' }));
    expect(err.code).toBe('not_pdf');
    expect(await database.db.select().from(documents).where(eq(documents.slug, 'zip'))).toEqual([]);
  });

  it('refuses a file over 10 MB before parsing it', async () => {
    const bytes = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    bytes.write('%PDF-1.7\n', 0);
    const err = await rejection(ingestPdf(deps, { bytes, slug: 'huge', title: 'Huge', sourceType: 'document' }));
    expect(err).toMatchObject({ code: 'too_large', message: 'File too large. Maximum size is 10MB.' });
  });

  it('refuses a damaged PDF, one with too many pages, and one that takes too long to parse', async () => {
    const input = { slug: 'bad', title: 'Bad', sourceType: 'document' as const };
    const damaged = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
    expect((await rejection(ingestPdf(deps, { ...input, bytes: damaged }))).code).toBe('invalid_pdf');

    const twoPages = await makePdf((doc) => doc.text('One').addPage().text('Two'));
    const fewPages = { ...deps, limits: { ...DEFAULT_PARSE_LIMITS, maxPages: 1 } };
    expect((await rejection(ingestPdf(fewPages, { ...input, bytes: twoPages }))).code).toBe('too_many_pages');

    // A limit no parse can meet: the worker is stopped and the caller gets an error, not a hang.
    const noTime = { ...deps, limits: { ...DEFAULT_PARSE_LIMITS, timeoutMs: 1 } };
    expect((await rejection(ingestPdf(noTime, { ...input, bytes: twoPages }))).code).toBe('timeout');
    expect(await database.db.select().from(documents).where(eq(documents.slug, 'bad'))).toEqual([]);
  });

  it('refuses a PDF without any text (a scan) with a message saying why', async () => {
    const blank = await makePdf((doc) => doc.rect(100, 100, 200, 200).fill('#cccccc'));
    const err = await rejection(ingestPdf(deps, { bytes: blank, slug: 'scan', title: 'Scan', sourceType: 'document' }));
    expect(err.message).toMatch(/no text/);
  });

  it('ingests a many-page document with every chunk on its own page', async () => {
    const bytes = await makePdf((doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('TOPIC-TALL Tall buildings');
      doc.font('Helvetica').fontSize(11).text(sentences(120));
    });
    const result = await ingestPdf(deps, { bytes, slug: 'long', title: 'Long', sourceType: 'document' });
    expect(result.document.pageCount).toBeGreaterThan(2);
    const chunks = await chunksOf(database.db, result.document.id);
    expect(new Set(chunks.map((c) => c.pageNumber)).size).toBe(result.document.pageCount);
    expect(chunks.every((c) => c.clause === 'TOPIC-TALL')).toBe(true);
    expect(existsSync(join(dir, result.document.storageKey))).toBe(true);
    expect(await readFile(join(dir, result.document.storageKey))).toEqual(bytes);
  });
});
