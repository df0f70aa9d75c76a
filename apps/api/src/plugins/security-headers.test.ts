import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

describe('security headers and compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends pages a CSP limited to this origin that forbids framing, with nosniff and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/page' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends API answers the compact API set: nothing loads or frames them, no referrer, nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('adds HSTS on https and allows Google Identity only when Google sign-in is configured', async () => {
    const secure = await createTestApp({
      config: { publicUrl: 'https://buildassist.example.in', allowedOrigins: ['https://buildassist.example.in'], googleClientId: 'client.apps.googleusercontent.com' },
    });
    try {
      expect((await secure.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const res = await secure.app.inject({ method: 'GET', url: '/some/page' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://accounts.google.com");
      expect(csp).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('compresses JSON over 1 KB by Accept-Encoding and leaves small answers alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
