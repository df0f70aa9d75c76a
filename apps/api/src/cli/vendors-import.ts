// Imports a supplier list into the vendor directory, with the server's env and database:
//   pnpm --filter @app/api vendors:import <file.csv>
// Columns: README "Vendor directory". Prints accepted and rejected rows; exits 1 when any row
// was rejected (the good rows are stored all the same), 2 on a usage or file error.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { openDatabase } from '../db/client.js';
import { readEnv } from '../env.js';
import { formatImportReport, ImportFileError, importVendorsCsv } from '../features/vendors/index.js';
import { systemClock } from '../lib/clock.js';

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length) {
  console.error('usage: vendors:import <file.csv>');
  process.exit(2);
}

const env = readEnv();
// pnpm runs scripts in the package folder; INIT_CWD is where the command was typed.
const base = env.INIT_CWD ?? process.cwd();
let text: string;
try {
  text = await readFile(resolve(base, file), 'utf8');
} catch (error) {
  console.error(`cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : resolve(base, env.DATA_DIR) });
try {
  const report = await importVendorsCsv(database.db, text, systemClock.now());
  console.log(formatImportReport(report));
  if (report.rejected.length) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof ImportFileError ? error.message : error);
  process.exitCode = 2;
} finally {
  await database.close();
}
