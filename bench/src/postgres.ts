import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway database on the Postgres server at BENCH_DATABASE_URL (default: the local server on
 * 127.0.0.1:5432 when one answers), so the API can be measured on a real server as well as PGlite.
 */
export async function temporaryPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
