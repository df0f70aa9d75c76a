import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createCorpusApp } from '../regagent/test-support.js';
import { loadChunks } from '../retrieval/retriever.js';
import { numbersIn } from './number-guard.js';
import { TRANSLATIONS, translationOf } from './translations.js';
import { unitsOf } from './units.js';

const SCRIPT = { gu: /[\u0A80-\u0AFF]/, hi: /[\u0900-\u097F]/ } as const;
const letters = (text: string, script: RegExp) => [...text].filter((c) => script.test(c)).length;
const numberSet = (text: string) => [...new Set(numbersIn(text))].sort().join();

describe.each(['gu', 'hi'] as const)('the %s translations of the corpus', (language) => {
  const entries = [...TRANSLATIONS[language]];

  it('keep exactly the numbers of the English, so an answer quoting them states only cited figures', () => {
    const changed = entries.filter(([en, text]) => numberSet(text) !== numberSet(en));
    expect(changed.map(([en, text]) => `${en} → ${text}`)).toEqual([]);
  });

  it('are written in the language, not left in English', () => {
    // Ids, acronyms and document names stay in Latin letters; the sentence around them must not.
    const english = entries.filter(([, text]) => letters(text, SCRIPT[language]) * 2 < letters(text, /[A-Za-z]/));
    expect(english.map(([en]) => en)).toEqual([]);
  });
});

describe('translation coverage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCorpusApp();
  }, 120_000);
  afterAll(() => t.close());

  it('has a Gujarati and a Hindi rendering of every sentence, item and row of the ingested corpus', async () => {
    const chunks = await loadChunks(t.database.db);
    const units = [...new Set(chunks.flatMap((c) => unitsOf({ ...c, score: 0 }, 0).map((u) => u.text)))];
    expect(units.length).toBeGreaterThan(250);
    for (const language of ['gu', 'hi'] as const) {
      const missing = units.filter((text) => !translationOf(text, language));
      expect(missing, `${language}: ${missing.length} missing`).toEqual([]);
    }
  });
});
