import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createTestApp } from '../../../test/app.js';
import { ingestPdf } from '../documents/index.js';
import { makePdf } from '../documents/test-pdfs.js';
import { ingestTestCorpus } from '../regagent/test-support.js';
import { createLocalStorage } from '../storage/index.js';
import { createRetriever, type Retriever } from './retriever.js';
import { evaluationQuestions } from './test-support.js';

/** The share of evaluation questions whose expected clause must be among the top 3 passages. */
const REQUIRED_HIT_RATE = 0.9;

let t: TestApp;
let retriever: Retriever;

beforeAll(async () => {
  t = await createTestApp();
  await ingestTestCorpus(t);
  retriever = createRetriever(t.database.db);
}, 120_000);
afterAll(() => t.close());

describe('retrieval over the ingested corpus', () => {
  it('ranks the expected clause among the top 3 passages for at least 90 % of the evaluation questions', async () => {
    const questions = evaluationQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(45);
    const misses: string[] = [];
    for (const q of questions) {
      const { passages } = await retriever.search(q.question, { limit: 3 });
      const found = passages.map((p) => `${p.documentSlug}:${p.clause}`);
      if (!found.includes(`${q.expected_document}:${q.expected_clause}`)) {
        misses.push(`${q.id} expected ${q.expected_document}:${q.expected_clause}, got ${found.join(', ')} — ${q.question}`);
      }
    }
    const rate = (questions.length - misses.length) / questions.length;
    console.log(`retrieval hit rate (expected clause in top 3): ${questions.length - misses.length}/${questions.length} = ${(rate * 100).toFixed(1)} %`);
    for (const miss of misses) console.log(`  miss: ${miss}`);
    expect(rate).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
  });

  it('finds a document ingested after the first search (the index is rebuilt when documents change)', async () => {
    const question = 'What is the Dholera special investment region ground coverage?';
    expect((await retriever.search(question)).passages.some((p) => p.documentSlug === 'dholera-note')).toBe(false);
    const bytes = await makePdf((doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('DH-1 Dholera special investment region', 72, 100);
      doc.font('Helvetica').fontSize(11).text('In the Dholera special investment region the ground coverage is 40 per cent.', 72, 140, { width: 450 });
    });
    const storage = createLocalStorage(await mkdtemp(join(tmpdir(), 'retrieval-files-')));
    await ingestPdf({ db: t.database.db, storage, clock: t.clock }, { bytes, slug: 'dholera-note', title: 'Dholera note', sourceType: 'document' });
    const { passages } = await retriever.search(question);
    expect(passages[0]).toMatchObject({ documentSlug: 'dholera-note', documentTitle: 'Dholera note' });
  });
});
