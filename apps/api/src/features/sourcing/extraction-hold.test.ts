import { EXTRACTION_HOLD, quotaArithmetic } from '@app/sdk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { tokenLedger, tokenReservations } from '../../db/schema/ledger.js';
import { extractionRuns } from '../../db/schema/sourcing.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createOfflineExtractor } from '../extraction/index.js';
import { pdf } from '../extraction/quality/corpus-helpers.js';
import { FREE_PLAN } from '../ledger/index.js';
import { pdfPageCount, runTokenHold } from './run-cost.js';
import { createSourcingApp, multipartForm, sseEvents } from './test-support.js';

/** A PDF of `pages` pages, each a dense table of BOQ lines. */
const densePdf = (pages: number) =>
  pdf((doc) => {
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage();
      for (let line = 1; line <= 40; line++) doc.fontSize(8).text(`${page * 40 + line}. Providing and laying PCC M15 in foundation - ${line * 3} cum`);
    }
  });

describe('the extraction hold', () => {
  it('is estimated from what will be read, never from bytes: a PDF by its pages, other documents by a bounded estimate', async () => {
    expect(await pdfPageCount(await densePdf(2))).toBe(2);
    expect(await pdfPageCount(new TextEncoder().encode('not a pdf'))).toBeNull();
    expect(runTokenHold([{ kind: 'pdf', pages: 2 }], null)).toBe(EXTRACTION_HOLD.runTokens + 2 * EXTRACTION_HOLD.pdfPageTokens);
    // A workbook of any size holds one document estimate; several small files no more than the run cap.
    expect(runTokenHold([{ kind: 'xlsx' }], null)).toBe(EXTRACTION_HOLD.runTokens + EXTRACTION_HOLD.documentTokens);
    const four = runTokenHold(['csv', 'xlsx', 'docx', 'pdf'].map((kind) => ({ kind })), null);
    expect(four).toBe(EXTRACTION_HOLD.runTokens + EXTRACTION_HOLD.runDocumentsCap);
    // The free plan keeps room beside one extraction for the default discovery and questions.
    const free = quotaArithmetic(FREE_PLAN.quotaTokens);
    expect(free.extraction + free.discovery).toBeLessThan(FREE_PLAN.quotaTokens);
    expect(free.questions).toBeGreaterThan(0);
  });
});

describe('extraction on a new free account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSourcingApp({ extractor: createOfflineExtractor() });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** A new free user creates a project with `files`, starts extraction and waits for the end. */
  async function extractAsNewUser(files: { name: string; bytes: Buffer }[]) {
    const session = await signUp(t);
    const headers = bearer(session.access_token);
    const form = multipartForm({ location: 'Navrangpura, Ahmedabad', name: 'BOQ' }, files);
    const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...headers }, payload: form.payload });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ project_id: number }>().project_id;
    const started = await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers });
    expect(started.statusCode).toBe(202);
    const stream = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${session.access_token}` });
    const [hold] = await t.database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, session.user.id));
    const [run] = await t.database.db.select().from(extractionRuns).where(eq(extractionRuns.projectId, id));
    const debits = await t.database.db.select().from(tokenLedger).where(and(eq(tokenLedger.userId, session.user.id), eq(tokenLedger.kind, 'debit')));
    return { last: sseEvents(stream.body).at(-1)?.type, hold: hold!, run: run!, charged: debits.reduce((sum, d) => sum + d.tokens, 0) };
  }

  it('extracts a large but sparse 300-row sheet within the free quota, charged no more than its hold', async () => {
    // Each row carries a long blank note: a megabyte of file, little text (the old hold by bytes asked 20,500).
    const rows = Array.from({ length: 300 }, (_, i) => `${i + 1},Cement OPC 53 grade lot ${i + 1},50,bags,${' '.repeat(4_000)}`);
    const bytes = Buffer.from(['No,Description,Qty,Unit,Notes', ...rows].join('\n'));
    expect(bytes.length).toBeGreaterThan(1_000_000);
    const { last, hold, run, charged } = await extractAsNewUser([{ name: 'boq.csv', bytes }]);
    expect(last).toBe('extraction_completed');
    expect(hold.tokens).toBe(EXTRACTION_HOLD.runTokens + EXTRACTION_HOLD.documentTokens);
    expect(hold.tokens).toBeLessThan(FREE_PLAN.quotaTokens);
    expect(run.tokens).toBe(charged);
    expect(charged).toBeLessThanOrEqual(hold.tokens);
  });

  it('holds a small dense PDF by its pages and settles no more than that', async () => {
    const { last, hold, charged } = await extractAsNewUser([{ name: 'dense.pdf', bytes: await densePdf(3) }]);
    expect(last).toBe('extraction_completed');
    expect(hold.tokens).toBe(EXTRACTION_HOLD.runTokens + 3 * EXTRACTION_HOLD.pdfPageTokens);
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThanOrEqual(hold.tokens);
  });
});
