import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, createOfflineExtractor, createStorage, openDatabase, quotaArithmetic, systemClock, testConfig, type TExtractionEstimate } from '@app/api';

const here = dirname(fileURLToPath(import.meta.url));
/** The real-world development set beside the checkout (`../shared/realworld-boq`), or REALWORLD_BOQ_DIR. */
const SET_DIR = resolve(process.env.REALWORLD_BOQ_DIR ?? join(here, '..', '..', '..', 'shared', 'realworld-boq'));
const FREE_QUOTA = 10_000;
const BOUNDARY = '----extraction-cost-bench';

type App = Awaited<ReturnType<typeof createApp>>;

/** A new verified user through the real auth routes (codes read from the dev outbox), as a bearer header. */
async function newUser(app: App, n: number): Promise<Record<string, string>> {
  const email = `cost${n}-${Date.now().toString(36)}@example.in`;
  const address = `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: address, payload: { email, name: 'Ravi Patel', password: 'Secret123' } });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?email=${encodeURIComponent(email)}` });
  const code = (outbox.json() as { messages: { purpose: string; code: string | null }[] }).messages.find((m) => m.purpose === 'verify_email')?.code;
  const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', remoteAddress: address, payload: { email, code } });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return { authorization: `Bearer ${(verified.json() as { access_token: string }).access_token}` };
}

function form(file: string, bytes: Buffer) {
  const field = (name: string, value: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const payload = Buffer.concat([
    field('name', file),
    field('location', 'Navrangpura, Ahmedabad'),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documents"; filename="${file}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** Tokens of the month's quota spent so far (the usage page's meter). */
const used = async (app: App, headers: Record<string, string>) =>
  ((await app.inject({ method: 'GET', url: '/api/usage/summary', headers })).json() as { subscription: { tokens_used_from_quota: number } }).subscription.tokens_used_from_quota;

/**
 * `pnpm bench extraction-cost`: each development document through the product's own routes on a
 * new free account (offline reader): the price shown before the start ("about N tokens", the
 * extraction-estimate route, which the start holds) and what the run settled (the usage meter).
 */
export async function benchExtractionCost() {
  console.log('\n## Extraction price shown and tokens settled (`../shared/realworld-boq`, offline reader)\n');
  if (!existsSync(SET_DIR)) {
    console.log(`The development set is not at ${SET_DIR} (set REALWORLD_BOQ_DIR); skipped.`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-extraction-cost-'));
  const config = testConfig({ dataDir });
  const database = await openDatabase({});
  const app = await createApp({ config, database, clock: systemClock, storage: createStorage(config), materialExtractor: createOfflineExtractor(), jobPollingSeconds: 0.5 });
  await app.ready();
  try {
    console.log('| document | read | price shown (tokens) | settled | settled ≤ shown |');
    console.log('| --- | --- | ---: | ---: | --- |');
    const files = readdirSync(SET_DIR).filter((f) => !/\.(json|mjs|md)$/.test(f)).sort();
    let n = 0;
    for (const file of files) {
      const headers = await newUser(app, ++n);
      const body = form(file, readFileSync(join(SET_DIR, file)));
      const created = await app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...headers, ...body.headers }, payload: body.payload });
      if (created.statusCode !== 201) {
        console.log(`| ${file} | refused at upload (${created.statusCode}) | - | - | - |`);
        continue;
      }
      const id = (created.json() as { project_id: number }).project_id;
      const estimate = (await app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction-estimate`, headers })).json() as TExtractionEstimate;
      const before = await used(app, headers);
      const started = await app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers });
      if (started.statusCode !== 202) {
        console.log(`| ${file} | - | ${estimate.tokens.toLocaleString('en-IN')} | start answered ${started.statusCode} | - |`);
        continue;
      }
      const stream = await app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${headers.authorization?.slice(7)}` });
      const ended = /"type":"(extraction_completed|extraction_failed)"/.exec(stream.body)?.[1] ?? 'unknown';
      const settled = (await used(app, headers)) - before;
      const read = estimate.documents.map((d) => (d.pages ? `${d.pages} page${d.pages === 1 ? '' : 's'}` : `${d.rows} rows`)).join(', ');
      const ok = settled <= estimate.tokens ? 'yes' : '**NO**';
      console.log(`| ${file} | ${read} | ${estimate.tokens.toLocaleString('en-IN')} | ${settled.toLocaleString('en-IN')}${ended === 'extraction_completed' ? '' : ` (${ended})`} | ${ok} |`);
    }
    const free = quotaArithmetic(FREE_QUOTA);
    console.log(
      `\nFree plan (${FREE_QUOTA.toLocaleString('en-IN')} tokens): a typical BOQ ${free.extraction} + default discovery ${free.discovery} leaves ${(FREE_QUOTA - free.extraction - free.discovery).toLocaleString('en-IN')}: ${free.questions} questions at ${free.question}.`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
