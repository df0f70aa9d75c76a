import { describe, expect, it } from 'vitest';
import {
  copiedFromEnglishProblems,
  emptyValueProblems,
  parityProblems,
  untranslatedProblems,
} from './catalogue-checks';
import { languageCodes as lngs } from '../languages';

const allowed = new Set(['FSI', 'GDCR']);

describe('catalogue checks', () => {
  it('accept catalogues that agree', () => {
    const set = {
      chat: {
        en: { a: { title: 'Hello {{name}}' }, items_one: '{{count}} item', items_other: '{{count}} items' },
        gu: { a: { title: 'નમસ્તે {{name}}' }, items_one: '{{count}} આઇટમ', items_other: '{{count}} આઇટમ' },
        hi: { a: { title: 'नमस्ते {{name}}' }, items_one: '{{count}} आइटम', items_other: '{{count}} आइटम' },
      },
    };
    expect(parityProblems(set, lngs)).toEqual([]);
    expect(emptyValueProblems(set)).toEqual([]);
  });

  it('report a key present in one language and missing in another', () => {
    const set = { chat: { en: { a: 'A', b: 'B' }, gu: { a: 'ક' }, hi: { a: 'क', b: 'ख', c: 'ग' } } };
    expect(parityProblems(set, lngs)).toEqual([
      'gu/chat: "b" is missing',
      'en/chat: "c" is missing',
      'gu/chat: "c" is missing',
    ]);
  });

  it('report a missing catalogue file', () => {
    expect(parityProblems({ news: { en: { a: 'A' }, gu: { a: 'ક' } } }, lngs)).toEqual(['hi/news.json is missing']);
  });

  it('report empty and non-text values', () => {
    expect(emptyValueProblems({ chat: { gu: { a: ' ', b: 3 } } })).toEqual([
      'gu/chat: "a" is empty',
      'gu/chat: "b" is not a string',
    ]);
  });

  it('report placeholders that differ between languages', () => {
    const set = { chat: { en: { a: 'Opening {{name}}' }, gu: { a: '{{file}} ખુલી રહ્યું છે' }, hi: { a: '{{name}} खुल रहा है' } } };
    expect(parityProblems(set, lngs)).toEqual(['gu/chat: "a" has placeholders [file], expected [name]']);
  });

  it('compare plural variants per base key and by each language own plural rules', () => {
    const set = {
      chat: {
        en: { n_one: '{{count}} file', n_other: '{{count}} files' },
        gu: { n_other: '{{count}} ફાઇલ' },
        hi: { n_one: '{{count}} फ़ाइल', n_other: '{{count}} फ़ाइलें', n_few: '{{count}} फ़ाइलें' },
      },
    };
    expect(parityProblems(set, lngs)).toEqual([
      'gu/chat: "n_one" is missing',
      'hi/chat: "n_few" is not a plural form of hi',
    ]);
  });

  it('report a plural whose forms use different placeholders across languages', () => {
    const set = {
      chat: {
        en: { n_one: '{{count}} file', n_other: '{{count}} files' },
        gu: { n_one: 'એક ફાઇલ', n_other: 'ફાઇલો' },
        hi: { n_one: '{{count}} फ़ाइल', n_other: '{{count}} फ़ाइलें' },
      },
    };
    expect(parityProblems(set, lngs)).toEqual(['gu/chat: "n" has placeholders [], expected [count]']);
  });

  it('report a copy of the English text unless it is only acronyms and numbers', () => {
    const set = { site: { en: { a: 'Sign Up', b: 'FSI', c: '50%' }, gu: { a: 'Sign Up', b: 'FSI', c: '50%' } } };
    expect(copiedFromEnglishProblems(set, 'gu', allowed)).toEqual(['gu/site: "a" is a copy of the English text "Sign Up"']);
  });

  it('report English words left inside a translation', () => {
    const set = { site: { gu: { a: 'GDCR મુજબ FSI', b: 'Project {{id}} બનાવો' } } };
    expect(untranslatedProblems(set, 'gu', allowed)).toEqual([
      'gu/site: "b" has English words Project: "Project {{id}} બનાવો"',
    ]);
  });
});
