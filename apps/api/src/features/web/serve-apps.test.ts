import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';

function writeApp(appsDir: string, name: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    const full = join(appsDir, name, 'dist', path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, content);
  }
}

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`;

describe('one-origin serving of the app builds', () => {
  let t: TestApp;
  let appsDir: string;
  beforeAll(async () => {
    appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    writeApp(appsDir, 'marketing', {
      'index.html': '<title>marketing</title>',
      'assets/marketing/index-abc123.js': SCRIPT,
      'assets/marketing/index-abc123.js.map': '{"version":3}',
      'manifest.webmanifest': '{"name":"x"}',
    });
    // The build's precompressed copies (vite-plugin-compression2 in the shared Vite config),
    // marked so the test can tell them from compression on the fly.
    writeFileSync(join(appsDir, 'marketing/dist/assets/marketing/index-abc123.js.br'), brotliCompressSync(`${SCRIPT}//br`));
    writeFileSync(join(appsDir, 'marketing/dist/assets/marketing/index-abc123.js.gz'), gzipSync(`${SCRIPT}//gz`));
    // Files that exist, but outside any app's folder.
    writeFileSync(join(appsDir, 'secret.txt'), 'not public');
    writeFileSync(join(appsDir, 'marketing/dist/assets/outside.txt'), 'not an asset of this app');
    writeApp(appsDir, 'sourcing', { 'index.html': '<title>sourcing</title>' });
    t = await createTestApp({ appsDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it("serves the owning app's index.html for its routes, revalidated on every load", async () => {
    const home = await t.app.inject({ url: '/home' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('sourcing');
    expect(home.headers['cache-control']).toBe('no-cache');
    const article = await t.app.inject({ url: '/news/some-article' });
    expect(article.body).toContain('marketing');
  });

  it('answers a path no app owns with the not-found page and status 404', async () => {
    const res = await t.app.inject({ url: '/careers' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('marketing');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/marketing/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves public files such as the web app manifest', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"name"');
  });

  it('keeps JSON errors for unknown API paths', async () => {
    const res = await t.app.inject({ url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found');
  });

  it('falls back to an app page for an app not built yet', async () => {
    const res = await t.app.inject({ url: '/chat' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('marketing');
  });

  it('sends the precompressed brotli or gzip copy the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/marketing/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${SCRIPT}//br`);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}//gz`);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it.each([
    '/assets/marketing/..%2Foutside.txt',
    '/assets/marketing/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/assets/marketing/..%2F..%2Findex.html',
    '/..%2Fsecret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
  ])('answers %s, which leaves the folder, with the not-found page', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('not public');
    expect(res.body).not.toContain('not an asset');
  });

  it('serves source maps outside production only', async () => {
    expect((await t.app.inject({ url: '/assets/marketing/index-abc123.js.map' })).statusCode).toBe(200);
    const production = await createTestApp({ appsDir, config: { nodeEnv: 'production' } });
    try {
      expect((await production.app.inject({ url: '/assets/marketing/index-abc123.js.map' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/assets/marketing/index-abc123.js' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('one-origin serving of the prerendered public pages', () => {
  let t: TestApp;
  let appsDir: string;
  beforeAll(async () => {
    appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    writeApp(appsDir, 'marketing', {
      'index.html': '<title>shell</title>',
      'pages/en/index.html': '<title>landing en</title>',
      'pages/gu/index.html': '<title>landing gu</title>',
      'pages/en/news.html': '<title>news en</title>',
      'pages/en/news/known-article.html': '<title>article en</title>',
      'pages/gu/news/known-article.html': '<title>article gu</title>',
      'pages/en/404.html': '<title>not found en</title>',
      'pages/gu/404.html': '<title>not found gu</title>',
    });
    writeApp(appsDir, 'sourcing', { 'index.html': '<title>sourcing</title>' });
    t = await createTestApp({ appsDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('answers a public page with its prerendered HTML, in Gujarati with ?lang=gu', async () => {
    expect((await t.app.inject({ url: '/' })).body).toContain('landing en');
    expect((await t.app.inject({ url: '/?lang=gu' })).body).toContain('landing gu');
    const article = await t.app.inject({ url: '/news/known-article?lang=gu' });
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('article gu');
    expect(article.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/news/' })).body).toContain('news en');
  });

  it('answers an unknown article with the not-found page and 404, in the asked language', async () => {
    const res = await t.app.inject({ url: '/news/no-such-article' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not found en');
    expect((await t.app.inject({ url: '/news/no-such-article?lang=gu' })).body).toContain('not found gu');
  });

  it('answers a path no app owns with the prerendered not-found page and 404', async () => {
    const res = await t.app.inject({ url: '/careers?lang=xx' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not found en');
  });

  it("keeps serving the other apps' pages", async () => {
    expect((await t.app.inject({ url: '/home' })).body).toContain('sourcing');
  });

  it('never leaves the pages folder for a crafted path', async () => {
    const res = await t.app.inject({ url: '/news/..%2F..%2F..%2Findex' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not found en');
  });
});
