import { EXTRACTION_PRICE, extractionEstimate, quotaArithmetic, type TExtractionEstimate } from '@app/sdk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { tokenLedger, tokenReservations } from '../../db/schema/ledger.js';
import { extractionRuns, projectDocuments } from '../../db/schema/sourcing.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createOfflineExtractor } from '../extraction/index.js';
import { pdf, workbook } from '../extraction/quality/corpus-helpers.js';
import { FREE_PLAN } from '../ledger/index.js';
import { countDocumentContent, pdfPageCount } from './document-content.js';
import { runTokenHold } from './run-cost.js';
import { createSourcingApp, multipartForm, sseEvents } from './test-support.js';

/** A PDF of `pages` pages, each a dense table of BOQ lines. */
const densePdf = (pages: number) =>
  pdf((doc) => {
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage();
      for (let line = 1; line <= 40; line++) doc.fontSize(8).text(`${page * 40 + line}. Providing and laying PCC M15 in foundation - ${line * 3} cum`);
    }
  });

/** 300 BOQ rows under a header, each with a long blank note: a megabyte of file, little to read. */
const sparseCsv = () => {
  const rows = Array.from({ length: 300 }, (_, i) => `${i + 1},Cement OPC 53 grade lot ${i + 1},50,bags,${' '.repeat(4_000)}`);
  return Buffer.from(['No,Description,Qty,Unit,Notes', ...rows].join('\n'));
};

const withMargin = (read: number) => Math.ceil((read * (100 + EXTRACTION_PRICE.marginPercent)) / 100);

describe('the extraction price', () => {
  it('is counted from what will be read, never from bytes: rows of a sheet, pages of a PDF', async () => {
    expect(await pdfPageCount(await densePdf(2))).toBe(2);
    expect(await pdfPageCount(new TextEncoder().encode('not a pdf'))).toBeNull();
    // A 1.2 MB CSV and a small workbook with the same 301 rows cost the same.
    const sparse = sparseCsv();
    expect(sparse.length).toBeGreaterThan(1_000_000);
    const csv = await countDocumentContent({ filename: 'boq.csv', kind: 'csv', bytes: sparse });
    const book = await workbook([{ name: 'BOQ', rows: [['No', 'Description', 'Qty', 'Unit'], ...Array.from({ length: 300 }, (_, i) => [i + 1, `Cement lot ${i + 1}`, 50, 'bags'])] }]);
    const xlsx = await countDocumentContent({ filename: 'boq.xlsx', kind: 'xlsx', bytes: book });
    expect(csv?.rows).toBe(301);
    expect(xlsx?.rows).toBe(301);
    expect(runTokenHold('offline', [csv], null)).toBe(runTokenHold('offline', [xlsx], null));
    expect(runTokenHold('offline', [csv], null)).toBe(withMargin(301 * EXTRACTION_PRICE.offline.rowTokens));
    // A small dense PDF by its pages.
    const dense = await countDocumentContent({ filename: 'dense.pdf', kind: 'pdf', bytes: await densePdf(3) });
    expect(dense).toEqual({ rows: 0, pages: 3, chars: 0 });
    expect(runTokenHold('offline', [dense], null)).toBe(withMargin(3 * EXTRACTION_PRICE.offline.pageTokens));
    // A file the reader cannot open reads nothing and is priced nothing.
    expect(await countDocumentContent({ filename: 'broken.xlsx', kind: 'xlsx', bytes: new TextEncoder().encode('PK not a zip') })).toBeNull();
    expect(extractionEstimate('offline', [null], null)).toBe(0);
  });

  it('leaves a free account room for a typical BOQ, the default discovery and ten questions', () => {
    const free = quotaArithmetic(FREE_PLAN.quotaTokens);
    expect(free.extraction).toBe(withMargin(300 * EXTRACTION_PRICE.offline.rowTokens));
    expect(free.extraction + free.discovery + 10 * free.question).toBeLessThanOrEqual(FREE_PLAN.quotaTokens);
    expect(free.questions).toBeGreaterThanOrEqual(10);
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

  /** A new free user creates a project with `files`, reads its price, starts extraction and waits for the end. */
  async function extractAsNewUser(files: { name: string; bytes: Buffer }[]) {
    const session = await signUp(t);
    const headers = bearer(session.access_token);
    const form = multipartForm({ location: 'Navrangpura, Ahmedabad', name: 'BOQ' }, files);
    const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...headers }, payload: form.payload });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ project_id: number }>().project_id;
    const estimate = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction-estimate`, headers });
    expect(estimate.statusCode).toBe(200);
    const started = await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers });
    expect(started.statusCode).toBe(202);
    const stream = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${session.access_token}` });
    const [hold] = await t.database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, session.user.id));
    const [run] = await t.database.db.select().from(extractionRuns).where(eq(extractionRuns.projectId, id));
    const debits = await t.database.db.select().from(tokenLedger).where(and(eq(tokenLedger.userId, session.user.id), eq(tokenLedger.kind, 'debit')));
    return {
      id,
      last: sseEvents(stream.body).at(-1)?.type,
      estimate: estimate.json<TExtractionEstimate>(),
      hold: hold!,
      run: run!,
      charged: debits.reduce((sum, d) => sum + d.tokens, 0),
    };
  }

  it('prices a large but sparse sheet by its rows, holds that price and settles no more', async () => {
    const { id, last, estimate, hold, run, charged } = await extractAsNewUser([{ name: 'boq.csv', bytes: sparseCsv() }]);
    expect(last).toBe('extraction_completed');
    expect(estimate.documents).toEqual([expect.objectContaining({ filename: 'boq.csv', rows: 301, pages: 0, tokens: 301 })]);
    expect(estimate.tokens).toBe(withMargin(301));
    expect(hold.tokens).toBe(estimate.tokens);
    expect(run.tokens).toBe(charged);
    expect(charged).toBe(301);
    expect(charged).toBeLessThanOrEqual(estimate.tokens);
    // Counted once, at upload, and stored with the document.
    const [document] = await t.database.db.select().from(projectDocuments).where(eq(projectDocuments.projectId, id));
    expect(document?.content).toEqual({ rows: 301, pages: 0, chars: expect.any(Number) });
  });

  it('prices a small dense PDF by its pages, holds that price and settles no more', async () => {
    const { last, estimate, hold, charged } = await extractAsNewUser([{ name: 'dense.pdf', bytes: await densePdf(3) }]);
    expect(last).toBe('extraction_completed');
    expect(estimate.tokens).toBe(withMargin(3 * EXTRACTION_PRICE.offline.pageTokens));
    expect(hold.tokens).toBe(estimate.tokens);
    expect(charged).toBe(3 * EXTRACTION_PRICE.offline.pageTokens);
    expect(charged).toBeLessThanOrEqual(estimate.tokens);
  });

  it('prices a description-only project before it is created, and its run (which starts with it) holds that price', async () => {
    const session = await signUp(t);
    const headers = bearer(session.access_token);
    const description = 'Cement OPC 53 grade 50 bags\nTMT bars 12 mm 2 ton\n\nRiver sand 10 cum';
    const priced = await t.app.inject({ method: 'POST', url: '/api/sourcing/extraction-estimate', headers, payload: { project_description: description } });
    expect(priced.statusCode).toBe(200);
    const estimate = priced.json<TExtractionEstimate>();
    expect(estimate).toMatchObject({ documents: [], description_tokens: 3, tokens: withMargin(3), margin_percent: EXTRACTION_PRICE.marginPercent });
    const form = multipartForm({ location: 'Navrangpura, Ahmedabad', name: 'Typed', project_description: description });
    const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...headers }, payload: form.payload });
    expect(created.statusCode).toBe(201);
    const [hold] = await t.database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, session.user.id));
    expect(hold?.tokens).toBe(estimate.tokens);
  });

  it('prices a document stored before documents were counted on its first estimate, and keeps the count', async () => {
    const session = await signUp(t);
    const headers = bearer(session.access_token);
    const form = multipartForm({ location: 'Navrangpura, Ahmedabad', name: 'Old' }, [{ name: 'dense.pdf', bytes: await densePdf(2) }]);
    const id = (await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...headers }, payload: form.payload })).json<{ project_id: number }>()
      .project_id;
    await t.database.db.update(projectDocuments).set({ content: null }).where(eq(projectDocuments.projectId, id));
    const estimate = (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction-estimate`, headers })).json<TExtractionEstimate>();
    expect(estimate.tokens).toBe(withMargin(2 * EXTRACTION_PRICE.offline.pageTokens));
    const [document] = await t.database.db.select().from(projectDocuments).where(eq(projectDocuments.projectId, id));
    expect(document?.content).toEqual({ rows: 0, pages: 2, chars: 0 });
  });
});
