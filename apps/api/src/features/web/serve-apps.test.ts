import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

describe('one-origin serving of the app builds', () => {
  let t: TestApp;
  let appsDir: string;
  beforeAll(async () => {
    appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    writeApp(appsDir, 'marketing', {
      'index.html': '<title>marketing</title>',
      'assets/marketing/index-abc123.js': 'console.log(1)',
      'manifest.webmanifest': '{"name":"x"}',
    });
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
});
