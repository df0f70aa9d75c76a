import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DISCOVERY_CATEGORIES,
  defaultDiscoveryTokens,
  quotaArithmetic,
  TYPICAL_QUESTION_TOKENS,
  type TDiscoveryEstimate,
  type TExtractionEstimate,
  type TMaterialCategorySummary,
  type TQueryResponse,
} from '@app/sdk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { tokenLedger, tokenReservations } from '../../db/schema/ledger.js';
import { bearer, signUp } from '../auth/test-support.js';
import { insertDirectoryVendor, sessionEvents } from '../discovery/test-support.js';
import { createOfflineExtractor } from '../extraction/index.js';
import { FREE_PLAN } from '../ledger/index.js';
import { EVAL_SET } from '../regagent/eval/eval-set.js';
import { ingestTestCorpus } from '../regagent/test-support.js';
import { materialsOfProject } from './materials-store.js';
import { sniffDocument } from './sniff.js';
import { createSourcingApp, multipartForm, sseEvents } from './test-support.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The real-world development set beside the checkout (`../shared/realworld-boq`), or REALWORLD_BOQ_DIR. */
const SET_DIR = resolve(process.env.REALWORLD_BOQ_DIR ?? join(here, '..', '..', '..', '..', '..', '..', 'shared', 'realworld-boq'));
const hasSet = existsSync(join(SET_DIR, 'score.mjs'));
/** A PWD bridge estimate (Excel 97–2003): 13 materials on 137 rows over three sheets. */
const BOQ = 'dev01_pwd_bridge_estimate.xls';
/** Ten answerable English questions of the chat's evaluation set. */
const QUESTIONS = EVAL_SET.filter((c) => c.kind === 'answer' && c.language === 'en').slice(0, 10);

let t: TestApp;
beforeAll(async () => {
  t = await createSourcingApp({ extractor: createOfflineExtractor() });
  await ingestTestCorpus(t);
}, 120_000);
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signUp>>;
const debited = async (userId: string) =>
  (await t.database.db.select().from(tokenLedger).where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.kind, 'debit')))).reduce((sum, d) => sum + d.tokens, 0);

/** Creates a project with the file, reads its price, extracts it and waits for the end. */
async function extract(session: Session, file: string) {
  const headers = bearer(session.access_token);
  const form = multipartForm({ location: 'Navrangpura, Ahmedabad', name: file }, [{ name: file, bytes: readFileSync(join(SET_DIR, file)) }]);
  const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...headers }, payload: form.payload });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ project_id: number }>().project_id;
  const estimate = (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction-estimate`, headers })).json<TExtractionEstimate>();
  const before = await debited(session.user.id);
  const started = await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers });
  expect(started.statusCode).toBe(202);
  const holds = await t.database.db.select().from(tokenReservations).where(eq(tokenReservations.userId, session.user.id));
  const stream = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${session.access_token}` });
  return { id, estimate, hold: holds.at(-1)!.tokens, last: sseEvents(stream.body).at(-1)?.type, settled: (await debited(session.user.id)) - before };
}

describe.skipIf(!hasSet)('a new free account on the development documents', () => {
  it('extracts a typical BOQ, runs the default discovery for it and still asks ten questions within its 10,000 tokens', async () => {
    const session = await signUp(t);
    const headers = bearer(session.access_token);

    // 1. The BOQ: priced before the start, held at that price, settled within it.
    const boq = await extract(session, BOQ);
    expect(boq.last).toBe('extraction_completed');
    expect(boq.hold).toBe(boq.estimate.tokens);
    expect(boq.settled).toBeGreaterThan(0);
    expect(boq.settled).toBeLessThanOrEqual(boq.estimate.tokens);

    // 2. The dialog's default discovery: the categories with the most materials, default vendors and enrichment.
    const categories = (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${boq.id}/material-categories`, headers })).json<{
      categories: TMaterialCategorySummary[];
    }>().categories;
    const chosen = [...categories].sort((a, b) => b.material_count - a.material_count).slice(0, DEFAULT_DISCOVERY_CATEGORIES);
    expect(chosen).toHaveLength(DEFAULT_DISCOVERY_CATEGORIES);
    for (const c of chosen) {
      for (let i = 0; i < 6; i++) await insertDirectoryVendor(t.database.db, { name: `${c.category} Supplier ${boq.id}-${i}`, categories: [c.category], latitude: 23.02 + i / 1000, longitude: 72.57 });
    }
    const body = { categories: chosen.map((c) => ({ category: c.category, material_ids: c.material_ids })) };
    const estimate = (await t.app.inject({ method: 'POST', url: '/api/sourcing/estimate-discovery-cost', headers, payload: body })).json<TDiscoveryEstimate>();
    expect(estimate.total_tokens).toBe(defaultDiscoveryTokens());
    const before = await debited(session.user.id);
    const started = await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${boq.id}/discover-vendors`, headers, payload: body });
    expect(started.statusCode).toBe(202);
    const sessionId = started.json<{ session_id: number }>().session_id;
    const [hold] = await t.database.db.select().from(tokenReservations).where(and(eq(tokenReservations.userId, session.user.id), eq(tokenReservations.operationType, 'vendor_discovery')));
    expect(hold?.tokens).toBe(estimate.total_tokens);
    const events = await sessionEvents(t, session.access_token, sessionId);
    expect(events.at(-1)?.event.type).toBe('session_completed');
    const discovery = (await debited(session.user.id)) - before;
    expect(discovery).toBeGreaterThan(0);
    expect(discovery).toBeLessThanOrEqual(estimate.total_tokens);

    // 3. Ten regulation questions, each answered in full (none cut to the balance).
    const costs: number[] = [];
    for (const question of QUESTIONS) {
      const res = await t.app.inject({ method: 'POST', url: '/api/regagent/query', headers, payload: { query: question.question, language: 'en' } });
      expect(res.statusCode, question.question).toBe(200);
      const answer = res.json<TQueryResponse>();
      expect(answer.metrics.cut_to_balance ?? false).toBe(false);
      costs.push(answer.metrics.tokens);
    }
    expect(costs).toHaveLength(10);
    const total = await debited(session.user.id);
    expect(total).toBe(boq.settled + discovery + costs.reduce((a, b) => a + b, 0));
    expect(total).toBeLessThanOrEqual(FREE_PLAN.quotaTokens);
    // The usage page's arithmetic holds on these documents: each step costs no more than it states.
    const free = quotaArithmetic(FREE_PLAN.quotaTokens);
    expect(boq.estimate.tokens).toBeLessThanOrEqual(free.extraction);
    expect(estimate.total_tokens).toBeLessThanOrEqual(free.discovery);
    expect(costs.reduce((a, b) => a + b, 0) / costs.length).toBeLessThanOrEqual(TYPICAL_QUESTION_TOKENS);
  }, 120_000);

  it('settles no more than the estimate shown on every development document', async () => {
    const files = (await import('node:fs')).readdirSync(SET_DIR).filter((f) => !/\.(json|mjs|md)$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(13);
    for (const file of files) {
      if (!(await sniffDocument(readFileSync(join(SET_DIR, file)), file))) continue;
      const session = await signUp(t);
      const run = await extract(session, file);
      expect(run.hold, file).toBe(run.estimate.tokens);
      expect(run.settled, file).toBeLessThanOrEqual(run.estimate.tokens);
      // A run that found materials is charged for them; one that found none (photos the OCR could not read in time) costs nothing.
      const found = (await materialsOfProject(t.database.db, run.id)).length;
      if (run.last === 'extraction_completed') expect(run.settled > 0, file).toBe(found > 0);
    }
  }, 300_000);
});
