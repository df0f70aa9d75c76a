import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/app.js';
import type { Config } from '../../config.js';
import { bearer, signUp } from '../auth/test-support.js';
import { corpusDir, ingestCorpus } from '../documents/index.js';
import { renderCorpus } from '../documents/corpus-render.js';
import { createLedger } from '../ledger/index.js';
import { createLocalStorage } from '../storage/index.js';

/** Test-only helpers for the regulation chat: the real app with the real corpus ingested. */

const CORPUS_FILES = ['building-permission-checklist', 'cgdcr-digest', 'fire-safety-thresholds', 'parking-norms-guide'];

let rendered: Promise<string> | null = null;
/** `corpus/dist` when the build made it; otherwise the corpus is rendered once into a temporary folder. */
function corpusPdfs(): Promise<string> {
  rendered ??= (async () => {
    const dir = corpusDir();
    if (!dir) throw new Error('corpus folder not found');
    const dist = join(dir, 'dist');
    if (CORPUS_FILES.every((name) => existsSync(join(dist, `${name}.pdf`)))) return dist;
    const out = await mkdtemp(join(tmpdir(), 'corpus-pdf-'));
    await renderCorpus(join(dir, 'sources'), out);
    return out;
  })();
  return rendered;
}

/** Ingests the corpus PDFs into the test app's database through the documents feature. */
export async function ingestTestCorpus(t: TestApp): Promise<void> {
  const storage = createLocalStorage(await mkdtemp(join(tmpdir(), 'regagent-files-')));
  const results = await ingestCorpus({ db: t.database.db, storage, clock: t.clock }, { dist: await corpusPdfs() });
  if (results.length !== CORPUS_FILES.length) throw new Error(`corpus ingestion gave ${results.length} documents`);
}

/** The real app with the corpus ingested. */
export async function createCorpusApp(config: Partial<Config> = {}): Promise<TestApp> {
  const t = await createTestApp({ config });
  await ingestTestCorpus(t);
  return t;
}

export interface ChatUser {
  token: string;
  userId: string;
  headers: Record<string, string>;
}

/** A verified, signed-in user (through the real auth routes). */
export async function chatUser(t: TestApp): Promise<ChatUser> {
  const session = await signUp(t);
  return { token: session.access_token, userId: session.user.id, headers: bearer(session.access_token) };
}

export function ask(t: TestApp, user: ChatUser, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/regagent/query', headers: user.headers, payload });
}

/** Spends all but `leave` of the user's tokens through the ledger. */
export async function drainTokens(t: TestApp, userId: string, leave = 0): Promise<void> {
  const ledger = createLedger(t.database.db, t.clock);
  const balance = await ledger.getBalance(userId);
  const spend = balance.total_available - leave;
  if (spend > 0) {
    await ledger.debit({ userId, tokens: spend, operationType: 'material_extraction', description: 'test drain' });
  }
}

/** Adds purchased tokens, so one user can ask many questions (each reserves its maximum cost). */
export async function topUp(t: TestApp, userId: string, tokens = 100_000): Promise<void> {
  await createLedger(t.database.db, t.clock).credit({ userId, tokens, description: 'test top-up', source: 'grant' });
}

export async function balanceOf(t: TestApp, userId: string): Promise<number> {
  return (await createLedger(t.database.db, t.clock).getBalance(userId)).total_available;
}

/** The `data:` events of an SSE body, parsed. */
export function sseEvents(body: string): { type: string; [key: string]: unknown }[] {
  return body
    .split('\n\n')
    .flatMap((frame) => frame.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => JSON.parse(line.slice(6)) as { type: string });
}
