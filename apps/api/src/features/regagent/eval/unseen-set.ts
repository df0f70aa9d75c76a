import type { TIndicLanguageCode } from '@app/sdk/contracts';
import type { AnswerLanguage } from '../../answers/index.js';
import { UNSEEN_HELD } from './unseen-held.js';
import { UNSEEN_OUTSIDE } from './unseen-outside.js';

/**
 * UNSEEN: questions written from public pages (news reports on the common GDCR, municipal
 * town-development and FAQ pages, stamp-duty, GujRERA and home-loan guides found with the
 * `search` tool, November 2026), in our own words, each in English, Gujarati, Hindi and one
 * Latin-letter (Gujlish or Hinglish) form. They are ONLY SCORED (`pnpm bench answers`, the
 * "unseen" group): never tune the engine, the lexicon or the scope data on them. A question
 * answered wrongly here is fixed in general and checked with a question of its own elsewhere.
 *
 * - `figures`: in scope; the answer must state every figure the rule data (or the corpus) gives.
 * - `publisher`: outside our sources; the answer must say so, cite nothing, cost nothing and name
 *   who publishes the answer.
 */
export type UnseenPublisher = 'authority' | 'registration' | 'rera' | 'property_tax' | 'lender';

export interface UnseenQuestion {
  id: string;
  /** The public page the question was written from. */
  source: string;
  en: string;
  gu: string;
  hi: string;
  /** A Latin-letter form: Gujlish (answered in Gujarati) or Hinglish (answered in Hindi). */
  latin: [TIndicLanguageCode, string];
  expect: { figures: string[] } | { publisher: UnseenPublisher };
}

export const UNSEEN_QUESTIONS: readonly UnseenQuestion[] = [...UNSEEN_HELD, ...UNSEEN_OUTSIDE];

/**
 * How each publisher is named in an answer, per answer language (what the honest answer must
 * carry; written for this set, not taken from the engine's phrases).
 */
export const PUBLISHER_NAMES: Record<UnseenPublisher, Record<AnswerLanguage, RegExp>> = {
  authority: {
    en: /development authority|municipal corporation/i,
    gu: /સત્તામંડળ|મહાનગરપાલિકા/,
    hi: /प्राधिकरण|नगर निगम/,
  },
  registration: {
    en: /Inspector General of Registration|registration department/i,
    gu: /નોંધણી સર નિરીક્ષક|નોંધણી વિભાગ/,
    hi: /पंजीयन महानिरीक्षक|पंजीयन विभाग/,
  },
  rera: { en: /GujRERA|Real Estate Regulatory Authority/i, gu: /ગુજરેરા|GujRERA/, hi: /गुजरेरा|GujRERA/ },
  property_tax: {
    en: /property[- ]tax department/i,
    gu: /મિલકત વેરા વિભાગ|પ્રોપર્ટી ટેક્સ વિભાગ/,
    hi: /संपत्ति कर विभाग|प्रॉपर्टी टैक्स विभाग/,
  },
  lender: { en: /bank|lender/i, gu: /બેંક|ધિરાણ/, hi: /बैंक|ऋणदाता/ },
};
