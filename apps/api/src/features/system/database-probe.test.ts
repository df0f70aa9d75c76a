import { describe, expect, it } from 'vitest';
import { createDatabaseProbe } from './database-probe.js';

describe('database probe', () => {
  it('shares one ping among concurrent checks and reuses it for a second', async () => {
    let pings = 0;
    let time = 0;
    const probe = createDatabaseProbe(async () => (pings++, true), () => time);
    await Promise.all([probe(), probe(), probe()]);
    expect(pings).toBe(1);
    time = 999;
    await probe();
    expect(pings).toBe(1);
    time = 1000;
    await probe();
    expect(pings).toBe(2);
  });

  it('reports a database that went down once the last result is too old', async () => {
    let up = true;
    let time = 0;
    const probe = createDatabaseProbe(async () => up, () => time);
    expect(await probe()).toBe(true);
    up = false;
    time = 1500;
    expect(await probe()).toBe(false);
  });

  it('answers a fresh result at once, without a promise', async () => {
    let time = 0;
    const probe = createDatabaseProbe(async () => true, () => time);
    expect(probe()).toBeInstanceOf(Promise);
    await probe();
    time = 500;
    expect(probe()).toBe(true);
  });

  it('reads a fresh result without pinging, and nothing once it is stale', async () => {
    let pings = 0;
    let time = 0;
    const probe = createDatabaseProbe(async () => (pings++, false), () => time);
    expect(probe.fresh()).toBeUndefined();
    expect(pings).toBe(0);
    await probe();
    expect(probe.fresh()).toBe(false);
    time = 1000;
    expect(probe.fresh()).toBeUndefined();
    expect(pings).toBe(1);
  });
});
