import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { createLocalStorage } from '../storage/index.js';
import { corpusDir, ingestCorpus } from './corpus.js';
import { renderCorpus } from './corpus-render.js';
import { extractPdf } from './pdf-extract.js';
import { chunksOf, listDocuments } from './store.js';

interface Question {
  id: string;
  expected_document: string;
  expected_clause: string;
  expected_figures: string[];
}

const corpus = corpusDir()!;
let database: Database;
let dir: string;
let dist: string;
let rendered: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'documents-corpus-'));
  dist = join(dir, 'dist');
  rendered = await renderCorpus(join(corpus, 'sources'), dist);
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const deps = () => ({ db: database.db, storage: createLocalStorage(join(dir, 'files')), clock: manualClock() });
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the regulation corpus', () => {
  it('renders every markdown source to a PDF, byte for byte the same each time', async () => {
    expect(rendered.map((f) => f.slice(dist.length + 1))).toEqual([
      'building-permission-checklist.pdf',
      'cgdcr-digest.pdf',
      'fire-safety-thresholds.pdf',
      'parking-norms-guide.pdf',
    ]);
    const first = await readFile(join(dist, 'cgdcr-digest.pdf'));
    await renderCorpus(join(corpus, 'sources'), join(dir, 'again'));
    expect(sha(await readFile(join(dir, 'again', 'cgdcr-digest.pdf')))).toBe(sha(first));
  });

  it('leaves the source comments out of the PDFs', async () => {
    const pdf = await extractPdf(await readFile(join(dist, 'cgdcr-digest.pdf')));
    const text = pdf.pages.flatMap((p) => p.items.map((i) => i.text)).join(' ');
    expect(text).toContain('Unofficial digest.');
    expect(text).not.toMatch(/source:|scribd|https?:\/\//);
  });

  it('ingests every document with chunks, the digest as the regulation, titles from the markdown', async () => {
    const results = await ingestCorpus(deps(), { dir: corpus, dist });
    expect(results.map((r) => [r.document.slug, r.document.sourceType, r.status])).toEqual([
      ['building-permission-checklist', 'document', 'created'],
      ['cgdcr-digest', 'regulation', 'created'],
      ['fire-safety-thresholds', 'document', 'created'],
      ['parking-norms-guide', 'document', 'created'],
    ]);
    for (const r of results) expect(r.chunkCount).toBeGreaterThan(0);
    const digest = results.find((r) => r.document.slug === 'cgdcr-digest')!.document;
    expect(digest.title).toBe('Gujarat CGDCR 2017 (as amended): an unofficial digest');
    const chunks = await chunksOf(database.db, digest.id);
    const fsi = chunks.filter((c) => c.clause === '6.3.1');
    expect(fsi.some((c) => c.chunkType === 'heading')).toBe(true);
    expect(fsi.some((c) => c.chunkType === 'table' && c.text.includes('R1 residential (main zone) | 1.8 | 0.9 | 2.7'))).toBe(true);
    expect(chunks.some((c) => c.chunkType === 'list')).toBe(true);

    const again = await ingestCorpus(deps(), { dir: corpus, dist });
    expect(again.map((r) => r.status)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(await listDocuments(database.db)).toHaveLength(4);
  });

  it('finds the clause and the figures of every retrieval question in the chunks', async () => {
    const questions = JSON.parse(await readFile(join(corpus, 'sources', 'questions.json'), 'utf8')) as Question[];
    const docs = await listDocuments(database.db);
    for (const q of questions) {
      const doc = docs.find((d) => d.slug === q.expected_document);
      expect(doc, q.id).toBeDefined();
      const text = (await chunksOf(database.db, doc!.id))
        .filter((c) => c.clause === q.expected_clause)
        .map((c) => c.text)
        .join('\n');
      expect(text, `${q.id}: clause ${q.expected_clause}`).not.toBe('');
      for (const figure of q.expected_figures) expect(text, `${q.id}: ${figure}`).toContain(figure);
    }
  });
});
