import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { productionEnv } from './api-bench.js';
import { startChromium } from './lighthouse-bench.js';
import { spawnApi } from './spawn-server.js';

/** Issue 12: all JavaScript the landing page loads before the network is idle, at most 100 KB gzip. */
const LANDING_JS_BUDGET_KB = 100;
const PAGES = ['/', '/?lang=gu'];

interface NetworkRow {
  url: string;
  resourceType?: string;
}

/** Scripts a signed-out visit requests until load and network quiet (Lighthouse's gatherer waits for both). */
async function scriptsBeforeIdle(url: string, port: number): Promise<string[]> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyAudits: ['network-requests'] });
  const details = result?.lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined;
  return (details?.items ?? []).filter((row) => row.resourceType === 'Script').map((row) => row.url);
}

const gzipKbOf = async (url: string) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length / 1024;

/** Landing-page JavaScript before idle, per language, measured in Debian's Chromium on the production server. */
export async function benchLandingJs() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-landing-js-'));
  const api = await spawnApi(productionEnv(dataDir));
  const chromium = await startChromium();
  try {
    console.log('\nLanding page: JavaScript loaded before the network is idle (signed out, gzip -9)');
    console.log('| page | JS files | JS KB |');
    console.log('| --- | ---: | ---: |');
    for (const path of PAGES) {
      const scripts = await scriptsBeforeIdle(`${api.url}${path}`, chromium.port);
      const sizes = await Promise.all(scripts.map(gzipKbOf));
      const kb = sizes.reduce((sum, size) => sum + size, 0);
      const note = ` (budget ${LANDING_JS_BUDGET_KB}${kb > LANDING_JS_BUDGET_KB ? ', OVER' : ''})`;
      console.log(`| ${path} | ${scripts.length} | ${kb.toFixed(1)}${note} |`);
      if (process.env.LANDING_JS_DETAIL) {
        scripts.forEach((s, i) => console.log(`|   ${new URL(s).pathname} | | ${(sizes[i] ?? 0).toFixed(1)} |`));
      }
    }
  } finally {
    await chromium.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
