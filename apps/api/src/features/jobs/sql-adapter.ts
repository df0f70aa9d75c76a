import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client.js';

/** What pg-boss needs from a database: one call that runs SQL and answers rows. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * PGlite's `query` takes one statement, and pg-boss sends its migrations and maintenance as
 * several statements without parameters: those go to `exec`, whose results are flattened.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.flatMap((result) => result.rows) };
    },
  };
}

/** node-postgres: the app's pool runs pg-boss's statements too (no second pool to size). */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows };
    },
  };
}

/**
 * The executor of the app's database: drizzle keeps its driver client as `$client` (the PGlite
 * instance or the pg pool), which the shared `Db` type does not name.
 */
export function executorOf(database: Database): SqlExecutor {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'pglite' ? pgliteExecutor(client as PGlite) : poolExecutor(client as pg.Pool);
}
