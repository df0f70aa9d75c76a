import { defineConfig } from 'vitest/config';

// Every test runs on PGlite; when TEST_DATABASE_URL points at a real Postgres server the same
// tests run again against it.
const postgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'postgres', env: { TEST_DB_DRIVER: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Generous: a test app (PGlite, migrations, job queue) can take a minute to start on a loaded
    // 2-core machine; nothing here measures speed.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [{ extends: true, test: { name: 'pglite' } }, ...postgres],
  },
});
