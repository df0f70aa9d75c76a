import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyOf } from '../../config.js';
import { type AuthTestApp, createAuthTestApp, freshEmail, freshIp, post } from './test-support.js';

const wrongLogin = (t: AuthTestApp, peer: string, forwardedFor?: string) =>
  post(t, '/api/auth/login', { email: freshEmail('probe'), password: 'Wrong1234' }, {
    ip: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('proxy trust', () => {
  describe('by default (TRUST_PROXY unset)', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await createAuthTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('throttles the real peer even when every request claims another X-Forwarded-For', async () => {
      const peer = freshIp();
      for (let i = 0; i < 20; i++) expect((await wrongLogin(t, peer, `203.0.113.${i + 1}`)).statusCode).toBe(401);
      expect((await wrongLogin(t, peer, '198.51.100.77')).statusCode).toBe(429);
    });

    it('never throttles the address a forged X-Forwarded-For names', async () => {
      const victim = freshIp();
      const attacker = freshIp();
      for (let i = 0; i < 21; i++) await wrongLogin(t, attacker, victim);
      expect((await wrongLogin(t, victim)).statusCode).toBe(401);
    });
  });

  describe('behind a proxy named in TRUST_PROXY', () => {
    let t: AuthTestApp;
    const proxy = '10.9.0.1';
    beforeAll(async () => {
      t = await createAuthTestApp({ config: { trustProxy: trustProxyOf(proxy) } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('counts the client address the trusted proxy forwards', async () => {
      const client = '198.51.100.200';
      for (let i = 0; i < 20; i++) expect((await wrongLogin(t, proxy, client)).statusCode).toBe(401);
      expect((await wrongLogin(t, proxy, client)).statusCode).toBe(429);
      expect((await wrongLogin(t, proxy, '198.51.100.201')).statusCode).toBe(401);
    });
  });

  it('reads TRUST_PROXY as nobody, a hop count or a list of addresses', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    const twoHops = trustProxyOf('2');
    expect(typeof twoHops === 'function' && [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOf('10.0.0.1, 172.16.0.0/12')).toBe('10.0.0.1,172.16.0.0/12');
  });
});
