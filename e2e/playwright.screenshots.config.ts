import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `pnpm screenshots`: the product pictures on the landing page, taken from the built one-origin
 * server (the same first web server as the browser tests, demo account seeded) and encoded into
 * apps/marketing. Regenerate when the UI changes.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  timeout: 900_000,
  // Pages of a loaded, shared machine can take long to settle; nothing here measures time.
  expect: { timeout: 60_000 },
  webServer: Array.isArray(base.webServer) ? base.webServer.slice(0, 1) : base.webServer,
});
