// Ingests one PDF into the documents the regulation chat cites, with the server's env, config
// and database:
//   pnpm --filter @app/api ingest <file.pdf> --type regulation|document --title "…" [--slug s] [--official]
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { openDatabase } from '../db/client.js';
import { readEnv } from '../env.js';
import { ingestPdf, PdfError, slugFromFileName } from '../features/documents/index.js';
import { createStorage } from '../features/storage/index.js';
import { systemClock } from '../lib/clock.js';

const usage = 'usage: ingest <file.pdf> --type regulation|document --title "…" [--slug name] [--official]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { type: { type: 'string' }, title: { type: 'string' }, slug: { type: 'string' }, official: { type: 'boolean' } },
});
const [file] = positionals;
const type = values.type;
if (!file || (type !== 'regulation' && type !== 'document') || !values.title?.trim()) {
  console.error(usage);
  process.exit(2);
}

const env = readEnv();
// pnpm runs scripts in the package folder; INIT_CWD is where the command was typed, so a
// relative file and DATA_DIR mean what they mean to `pnpm start` run from the same folder.
const base = env.INIT_CWD ?? process.cwd();
const config = { ...configFromEnv(env), dataDir: resolve(base, env.DATA_DIR) };
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : config.dataDir });
try {
  const path = resolve(base, file);
  const result = await ingestPdf(
    { db: database.db, storage: createStorage(config), clock: systemClock },
    { bytes: await readFile(path), slug: values.slug ?? slugFromFileName(basename(path)), title: values.title.trim(), sourceType: type,
      standing: values.official ? 'official' : 'secondary' },
  );
  console.log(`${result.document.slug}: ${result.status}, ${result.document.pageCount} pages, ${result.chunkCount} chunks (id ${result.document.id})`);
} catch (err) {
  console.error(err instanceof PdfError ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
