import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The built one-origin server (what `npm start` runs) on its own port and a fresh data directory.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
/** Started as `npm start` starts it: with its Node flags (apps/api/node-flags.json). */
const apiServer = ['node', ...(JSON.parse(readFileSync('../apps/api/node-flags.json', 'utf8')) as string[]), '../apps/api/dist/server.js'].join(' ');
/** The one administrator of the main server (ADMIN_EMAILS): signed up by the documents test. */
export const ADMIN_EMAIL = 'documents-admin@example.in';

/**
 * A second server for the two-host test: the apps reached as www.buildassist.test and
 * chat.buildassist.test (Chromium maps both to 127.0.0.1) sharing the session cookie through
 * COOKIE_DOMAIN, as a deployment with one host per app would.
 */
export const twoHost = {
  port: Number(process.env.E2E_TWO_HOST_PORT ?? 3211),
  domain: 'buildassist.test',
  origin: (host: string) => `http://${host}.buildassist.test:${twoHost.port}`,
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=MAP *.${twoHost.domain} 127.0.0.1`,
      ],
    },
  },
  webServer: [
    {
      command: apiServer,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseURL, ADMIN_EMAILS: ADMIN_EMAIL },
    },
    {
      command: apiServer,
      url: `http://127.0.0.1:${twoHost.port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(twoHost.port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-two-host-')),
        LOG_LEVEL: 'warn',
        PUBLIC_URL: twoHost.origin('www'),
        ALLOWED_ORIGINS: twoHost.origin('chat'),
        COOKIE_DOMAIN: twoHost.domain,
      },
    },
  ],
});
