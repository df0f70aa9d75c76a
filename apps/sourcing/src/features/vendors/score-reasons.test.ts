import { createI18n } from '@app/i18n';
import en from '@app/i18n/locales/en/vendors.json';
import gu from '@app/i18n/locales/gu/vendors.json';
import hi from '@app/i18n/locales/hi/vendors.json';
import { SCORE_REASON_CODES, type TScorePart, type TScoreReasonCode, type TScoreReasonParams } from '@app/sdk';
import { describe, expect, it } from 'vitest';
import { cachedReasonText, reasonText, type Translate } from './score-reasons';

const i18n = createI18n({ namespaces: ['vendors'], lng: 'en', resources: { en: { vendors: en }, gu: { vendors: gu }, hi: { vendors: hi } }, document: null });

/** One part per code as the API sends it (its English sentence as scores.ts writes it). A new code fails to compile until it is here. */
const SAMPLES: Record<TScoreReasonCode, [string, TScoreReasonParams?]> = {
  gstin_missing: ['No GSTIN on record'],
  gstin_invalid: ['GSTIN not valid: the GSTIN check character does not match', { problem: 'checksum' }],
  gstin_gujarat: ['GSTIN valid, registered in Gujarat'],
  gstin_other_state: ['GSTIN valid, registered outside Gujarat (Maharashtra)', { state: 'Maharashtra' }],
  years_unknown: ['Year established unknown'],
  years_new: ['Established this year'],
  years_in_business: ['12 years in business', { years: 12 }],
  reviews_none: ['No reviews yet'],
  reviews_rating: ['4.3★ from 1,210 reviews', { rating: 4.3, reviews: 1210 }],
  certifications_none: ['No ISO, BIS or RERA certification on record'],
  certified: ['Certified: ISO 9001, BIS licence', { certificates: ['iso_9001', 'bis'] }],
  contact_none: ['No contact details on record'],
  contact_complete: ['Phone, e-mail, website and address on record'],
  contact_partial: ['Phone and website on record; no e-mail or address', { present: ['phone', 'website'], missing: ['email', 'address'] }],
  categories_none_in_project: ['The project has no material categories yet'],
  category_supplied: ['Supplies your category'],
  category_not_supplied: ['Does not supply your category'],
  categories_supplied: ['Supplies 3 of your 4 categories', { supplied: 3, wanted: 4 }],
  distance_unknown: ['Distance from the site unknown'],
  distance_km: ['8.2 km from the site', { km: 8.2 }],
  capacity: ['Delivers to site, 35 staff', { delivery: 'yes', staff: 35 }],
};

const part = (code: TScoreReasonCode): TScorePart => {
  const [reason, params] = SAMPLES[code];
  return { name: code, points: 0, max_points: 0.1, reason, code, ...(params ? { params } : {}) };
};
const say = (code: TScoreReasonCode, lng: string) => reasonText(part(code), i18n.getFixedT(lng), lng);

describe('score reasons in the user language', () => {
  it.each(SCORE_REASON_CODES)('says %s in English as the API sentence', (code) => {
    expect(say(code, 'en')).toBe(SAMPLES[code][0]);
  });

  it.each(['gu', 'hi'])('has a %s text for every code, with every placeholder filled', (lng) => {
    const missing = SCORE_REASON_CODES.filter((code) => {
      const text = say(code, lng);
      return text === say(code, 'en') || text.includes('{{') || text.includes('reasons.') || /undefined|NaN/.test(text);
    });
    expect(missing).toEqual([]);
  });

  it('formats numbers and joins lists the way of each language', () => {
    expect(say('reviews_rating', 'gu')).toBe('1,210 સમીક્ષાઓમાંથી 4.3★');
    expect(say('reviews_rating', 'hi')).toBe('1,210 समीक्षाओं से 4.3★');
    expect(say('contact_partial', 'hi')).toBe('फ़ोन और वेबसाइट दर्ज है; ई-मेल या पता नहीं');
    expect(say('capacity', 'gu')).toBe('સાઇટ પર ડિલિવરી કરે છે, 35 કર્મચારીઓ');
  });

  it('keeps the English sentence of a part stored before reasons had codes', () => {
    const old: TScorePart = { name: 'gstin', points: 0, max_points: 0.35, reason: 'No GSTIN on record' };
    expect(reasonText(old, i18n.getFixedT('hi'), 'hi')).toBe('No GSTIN on record');
  });

  it('says a part with the same content once per language, and each language its own way', () => {
    const fixed = i18n.getFixedT('hi');
    let calls = 0;
    const t = ((...args: Parameters<typeof fixed>) => {
      calls++;
      return fixed(...args);
    }) as Translate;
    const first = cachedReasonText(part('contact_partial'), t, 'hi');
    const made = calls;
    expect(cachedReasonText(part('contact_partial'), t, 'hi')).toBe(first);
    expect(calls).toBe(made);
    expect(cachedReasonText(part('contact_partial'), i18n.getFixedT('en'), 'en')).toBe(SAMPLES.contact_partial[0]);
  });
});
