import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the real server at TEST_DATABASE_URL when the `postgres` vitest project runs.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) return openDatabase({});
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
