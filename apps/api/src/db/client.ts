import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteSubscribe, postgresSubscribe, type Subscribe } from './notifications.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The query API shared by the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /** LISTEN to a channel (NOTIFY from triggers); returns the unsubscribe. */
  subscribe: Subscribe;
  close(): Promise<void>;
}

/** Finds the committed migrations whether running from src/ (tsx, vitest) or dist/. */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
}

export interface OpenOptions {
  /** A real Postgres server. */
  databaseUrl?: string;
  /** Directory for the embedded database; omitted means in memory. */
  dataDir?: string;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: folder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () => ping(db as unknown as Db),
      subscribe: postgresSubscribe(options.databaseUrl),
      close: () => endPool(pool),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const path = resolve(options.dataDir, 'pg');
    await mkdir(path, { recursive: true });
    client = new PGlite(path);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => ping(db as unknown as Db),
    subscribe: pgliteSubscribe(client),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * `pool.end()` resolves before its clients have closed their connections; waiting for every
 * client's `remove` means a caller that drops the database next (tests) cannot kill a closing
 * connection, which would surface as an uncaught "terminating connection" error.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let left = pool.totalCount;
  const removed = new Promise<void>((resolve) => {
    if (left === 0) return resolve();
    pool.on('remove', () => {
      left -= 1;
      if (left === 0) resolve();
    });
  });
  await pool.end();
  await removed;
}
