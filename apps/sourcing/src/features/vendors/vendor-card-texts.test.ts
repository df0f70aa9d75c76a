import { createI18n } from '@app/i18n';
import en from '@app/i18n/locales/en/vendors.json';
import enSourcing from '@app/i18n/locales/en/sourcing.json';
import gu from '@app/i18n/locales/gu/vendors.json';
import guSourcing from '@app/i18n/locales/gu/sourcing.json';
import { describe, expect, it } from 'vitest';
import type { Translate } from './score-reasons';
import { vendorCardTexts } from './vendor-card-texts';
import { makeVendor } from './vendor-fixtures';

const i18n = createI18n({
  namespaces: ['vendors', 'sourcing'],
  lng: 'en',
  resources: { en: { vendors: en, sourcing: enSourcing }, gu: { vendors: gu, sourcing: guSourcing } },
  document: null,
});

/** `t` of a language that counts its calls. */
function countingT(lng: string): { t: Translate; calls: () => number } {
  const fixed = i18n.getFixedT(lng, 'vendors');
  let calls = 0;
  const t = ((...args: Parameters<typeof fixed>) => {
    calls++;
    return fixed(...args);
  }) as Translate;
  return { t, calls: () => calls };
}

describe('vendor card texts', () => {
  it("says the vendor's scores, reasons and facts in the language", () => {
    const { t } = countingT('en');
    const texts = vendorCardTexts(makeVendor(), t, 'en');
    expect(texts.suitability).toBe('Suitability 82%');
    expect(texts.trust).toBe('Trust 91%');
    expect(texts.reasons).toContain('12 years in business');
    expect(texts.reasons).toContain('4.3★ from 210 reviews');
    expect(texts.categories).toEqual(['Cement', 'Sand']);
    expect(texts.distance).toBe('8.2 km away');
    expect(texts.parts.trust[0]).toEqual({ name: 'gstin', text: 'GSTIN valid, registered in Gujarat', points: '0.30 / 0.30' });
  });

  it('makes the texts of one vendor once per language, so remounting its card translates nothing', () => {
    const vendor = makeVendor({ id: 7 });
    const english = countingT('en');
    const first = vendorCardTexts(vendor, english.t, 'en');
    const calls = english.calls();
    expect(calls).toBeGreaterThan(0);
    expect(vendorCardTexts(vendor, english.t, 'en')).toBe(first);
    expect(english.calls()).toBe(calls);

    const gujarati = countingT('gu');
    const other = vendorCardTexts(vendor, gujarati.t, 'gu');
    expect(other.suitability).not.toBe(first.suitability);
    expect(other.reasons).not.toEqual(first.reasons);
  });
});
