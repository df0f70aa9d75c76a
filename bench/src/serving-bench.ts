import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { productionEnv } from './api-bench.js';
import { cpuSeconds } from './paired-load.js';
import { spawnApi } from './spawn-server.js';

/** Bytes on the wire for one GET with this Accept-Encoding (undici's fetch would decode them). */
function wireBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

/** The landing page as a first visit loads it: the HTML and every script and style it links. */
async function landingBytes(base: string, encoding: string): Promise<{ files: number; kb: number }> {
  const html = await (await fetch(`${base}/`)).text();
  const refs = ['/', ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '')];
  const sizes = await Promise.all(refs.map((ref) => wireBytes(`${base}${ref}`, encoding)));
  return { files: refs.length, kb: sizes.reduce((a, b) => a + b, 0) / 1024 };
}

/** A flood of wrong-password logins; `rotate` gives every request its own X-Forwarded-For. */
async function loginFlood(base: string, pid: number, rotate: boolean) {
  let n = 0;
  const before = cpuSeconds(pid);
  const result = await autocannon({
    url: `${base}/api/auth/login`,
    connections: 20,
    duration: 5,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, ...(rotate ? { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` } : {}) },
          body: JSON.stringify({ email: `victim${n % 50}@example.in`, password: 'Wrong1234' }),
        }),
      },
    ],
  });
  const cpu = cpuSeconds(pid) - before;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]));
  return { requests: result.requests.total, cpuMsPer1k: (cpu * 1000 * 1000) / Math.max(1, result.requests.total), statuses };
}

/** Compression of the landing page and the cost of a login flood, on a production server. */
export async function benchServing() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-serving-'));
  const api = await spawnApi(productionEnv(dataDir));
  try {
    console.log('\nLanding page transferred (HTML + linked scripts and styles)');
    console.log('| Accept-Encoding | files | KB on the wire |');
    console.log('| --- | ---: | ---: |');
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const { files, kb } = await landingBytes(api.url, encoding);
      console.log(`| ${encoding} | ${files} | ${kb.toFixed(1)} |`);
    }

    console.log('\nLogin flood, wrong passwords, 20 connections for 5 s (TRUST_PROXY unset)');
    console.log('| requests carry | requests | CPU ms per 1,000 requests | statuses |');
    console.log('| --- | ---: | ---: | --- |');
    for (const rotate of [false, true]) {
      const { requests, cpuMsPer1k, statuses } = await loginFlood(api.url, api.pid, rotate);
      console.log(`| ${rotate ? 'a new X-Forwarded-For each' : 'one address'} | ${requests} | ${cpuMsPer1k.toFixed(0)} | ${JSON.stringify(statuses)} |`);
    }
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
