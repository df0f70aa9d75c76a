import { createI18n } from '@app/i18n';
import en from '@app/i18n/locales/en/vendors.json';
import enSourcing from '@app/i18n/locales/en/sourcing.json';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Translate } from './score-reasons';
import { vendorCardTexts } from './vendor-card-texts';
import { makeVendor } from './vendor-fixtures';
import { useWarmCardTexts } from './warm-card-texts';

const i18n = createI18n({ namespaces: ['vendors', 'sourcing'], lng: 'en', resources: { en: { vendors: en, sourcing: enSourcing } }, document: null });

function countingT(): { t: Translate; calls: () => number } {
  const fixed = i18n.getFixedT('en', 'vendors');
  let calls = 0;
  const t = ((...args: Parameters<typeof fixed>) => {
    calls++;
    return fixed(...args);
  }) as Translate;
  return { t, calls: () => calls };
}

/** A requestIdleCallback whose idle periods the test hands out, each with `budget` answers of "time left". */
function idleByHand() {
  const waiting = new Map<number, IdleRequestCallback>();
  let lastId = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(++lastId, callback);
    return lastId;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return (budget: number) => {
    const [id, callback] = [...waiting][0] ?? [];
    if (id === undefined || !callback) return;
    waiting.delete(id);
    let left = budget;
    callback({ didTimeout: false, timeRemaining: () => (left-- > 0 ? 10 : 0) });
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('warming the card texts', () => {
  it('makes every vendor’s texts in idle periods, a few at a time, so mounting a card then translates nothing', () => {
    const idle = idleByHand();
    const vendors = [1, 2, 3].map((id) => makeVendor({ id }));
    const { t, calls } = countingT();
    renderHook(() => useWarmCardTexts(vendors, t, 'en'));
    expect(calls()).toBe(0);
    idle(2);
    const afterFirst = calls();
    expect(afterFirst).toBeGreaterThan(0);
    idle(5);
    const warmed = calls();
    expect(warmed).toBeGreaterThan(afterFirst);
    for (const vendor of vendors) vendorCardTexts(vendor, t, 'en');
    expect(calls()).toBe(warmed);
  });

  it('stops when the list goes away', () => {
    const idle = idleByHand();
    const { t, calls } = countingT();
    const { unmount } = renderHook(() => useWarmCardTexts([makeVendor({ id: 4 })], t, 'en'));
    unmount();
    idle(5);
    expect(calls()).toBe(0);
  });
});
