import type { TIndicLanguageCode } from '@app/sdk/contracts';
import { monthName, translatePhrase } from './dictionary.js';

type Lang = TIndicLanguageCode;

/** Units written after a number, and how they read in Gujarati and Hindi. */
const UNITS: [RegExp, string, string][] = [
  [/^(?:m²|m2|sq\.? ?m|square met(?:re|er)s?)$/, 'ચો.મી.', 'वर्ग मीटर'],
  [/^(?:km²|km2)$/, 'ચો.કિ.મી.', 'वर्ग कि.मी.'],
  [/^(?:m|metres?|meters?)$/, 'મીટર', 'मीटर'],
  [/^km$/, 'કિ.મી.', 'कि.मी.'],
  [/^(?:per ?cent|percent)$/, 'ટકા', 'प्रतिशत'],
  [/^days?$/, 'દિવસ', 'दिन'],
  [/^(?:hours?|h)$/, 'કલાક', 'घंटे'],
  [/^years?$/, 'વર્ષ', 'वर्ष'],
  [/^months?$/, 'મહિના', 'महीने'],
  [/^(?:floors|storeys)$/, 'માળ', 'मंजिलें'],
];

/** Words before a number that qualify it. */
const BEFORE: Record<string, { gu: string; hi: string; after: boolean }> = {
  'up to': { gu: 'સુધી', hi: 'तक', after: true },
  upto: { gu: 'સુધી', hi: 'तक', after: true },
  'more than': { gu: 'થી વધુ', hi: 'से अधिक', after: true },
  above: { gu: 'થી વધુ', hi: 'से अधिक', after: true },
  over: { gu: 'થી વધુ', hi: 'से अधिक', after: true },
  'at least': { gu: 'ઓછામાં ઓછા', hi: 'कम से कम', after: false },
  'less than': { gu: 'થી ઓછા', hi: 'से कम', after: true },
  under: { gu: 'થી ઓછા', hi: 'से कम', after: true },
  below: { gu: 'થી ઓછા', hi: 'से कम', after: true },
};

const TOKEN = /(?=[A-Za-z0-9/-]*\d)(?=[A-Za-z0-9/-]*[A-Za-z/])[A-Za-z0-9]+(?:[/-][A-Za-z0-9]+)+|\d+(?:,\d{3})*(?:\.\d+)*(?:\([A-Za-z]\))?%?|m²|km²|[A-Za-z][A-Za-z0-9'-]*|[,;:()/–—-]/g;
const NUMBER = /^\d/;
/** Notification and form numbers ("GH/V/269", "2017/EDB-102016-3629-L"): kept whole, never cut into words. */
const IDENTIFIER = /^(?=.*\d)[A-Za-z0-9]+(?:[/-][A-Za-z0-9]+)+$/;
/** Identifiers kept as written: zone codes and acronyms (R1, TOZ, CBD, D1, ODPS). */
const CODE = /^(?:[A-Z]{1,2}\d{1,2}|[A-Z]{2,6}s?)$/;

export interface Gloss {
  text: string;
  numbers: number;
  terms: number;
}

/**
 * A telegraphic Gujarati or Hindi reading of an English sentence: the terms the dictionary
 * knows, translated; every number exactly as written, with its unit and qualifier ("up to");
 * codes such as R1 or TOZ as they are; other words left out. Deterministic and never adds a
 * figure.
 */
export function gloss(english: string, language: Lang): Gloss {
  const tokens = english.match(TOKEN) ?? [];
  const out: string[] = [];
  let numbers = 0;
  let terms = 0;
  let pendingAfter: string | null = null;
  let lastWasTerm = false;

  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i] ?? '';
    if (IDENTIFIER.test(token) && /[A-Za-z/]/.test(token)) {
      out.push(token);
      numbers++;
      lastWasTerm = true;
      i++;
      continue;
    }
    if (NUMBER.test(token)) {
      let value = token;
      let j = i + 1;
      const two = `${tokens[j] ?? ''} ${tokens[j + 1] ?? ''}`.toLowerCase();
      const pair = UNITS.find(([pattern]) => pattern.test(two));
      const single = UNITS.find(([pattern]) => pattern.test(tokens[j] ?? ''));
      if (pair) {
        value += ` ${language === 'gu' ? pair[1] : pair[2]}`;
        j += 2;
      } else if (single) {
        value += ` ${language === 'gu' ? single[1] : single[2]}`;
        j += 1;
      }
      // "12 m to 18 m", "12 m to under 18 m": a range.
      const to = tokens[j] === 'to' || tokens[j] === '–' || tokens[j] === '-';
      if (to && (NUMBER.test(tokens[j + 1] ?? '') || matchQualifier(tokens, j + 1))) {
        value += ' –';
        j += 1;
      }
      if (lastWasTerm) out.push(':');
      out.push(pendingAfter ? `${value} ${pendingAfter}` : value);
      pendingAfter = null;
      numbers++;
      lastWasTerm = false;
      i = j;
      continue;
    }
    const match = matchQualifier(tokens, i);
    if (match) {
      const q = match.qualifier;
      if (q.after) pendingAfter = q[language];
      else out.push(q[language]);
      i += match.length;
      continue;
    }
    const month = /^[A-Z]/.test(token) ? monthName(token, language) : null;
    if (month) {
      out.push(month);
      lastWasTerm = false;
      i++;
      continue;
    }
    const phrase = matchPhrase(tokens, i);
    if (phrase) {
      const translated = translatePhrase(phrase.phrase, language);
      if (translated && out[out.length - 1] !== translated) out.push(translated);
      terms++;
      lastWasTerm = true;
      i += phrase.length;
      continue;
    }
    if (CODE.test(token)) {
      out.push(token);
      lastWasTerm = true;
      i++;
      continue;
    }
    if (/^[,;()/]$/.test(token)) {
      out.push(token === '/' ? '/' : token);
      lastWasTerm = false;
    }
    i++;
  }
  return { text: tidy(out), numbers, terms };
}

function matchQualifier(tokens: string[], i: number): { qualifier: (typeof BEFORE)[string]; length: number } | null {
  const two = BEFORE[`${tokens[i] ?? ''} ${tokens[i + 1] ?? ''}`.toLowerCase()];
  if (two && NUMBER.test(tokens[i + 2] ?? '')) return { qualifier: two, length: 2 };
  const one = BEFORE[(tokens[i] ?? '').toLowerCase()];
  if (one && NUMBER.test(tokens[i + 1] ?? '')) return { qualifier: one, length: 1 };
  return null;
}

/** The longest dictionary phrase starting at token i (up to five words). */
function matchPhrase(tokens: string[], i: number): { phrase: string; length: number } | null {
  for (let n = 5; n >= 1; n--) {
    const words = tokens.slice(i, i + n);
    if (words.length < n || words.some((w) => !/^[A-Za-z]/.test(w))) continue;
    const phrase = words.join(' ').toLowerCase();
    if (translatePhrase(phrase, 'gu') !== null) return { phrase, length: n };
  }
  return null;
}

/** Joins the pieces, keeping punctuation tight and dropping empty brackets and repeats. */
function tidy(parts: string[]): string {
  return parts
    .join(' ')
    .replace(/\s+([,;:)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/[,;:]\)/g, ')')
    .replace(/\(\s*[,;:]?\s*\)/g, '')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s*\/\s*/g, '/')
    .replace(/^[\s,;:)]+|[\s,;:(]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

