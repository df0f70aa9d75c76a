import { LANGUAGE_CODES } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { createMemoryRetriever } from '../retrieval/memory-retriever.js';
import { corpusMarkdownChunks } from '../retrieval/test-support.js';
import { numbersIn } from './number-guard.js';
import { createOfflineEngine } from './offline-engine.js';
import { readRow } from './rows.js';

describe('a table row quoted in an answer', () => {
  it('reads as the case, then each figure named by its column, without the labels run together', () => {
    const row = 'Situation: Plot on a road 12 m to under 18 m wide; Height allowed: up to 25 m; When: announced June 2017';
    expect(readRow(row, 'en')).toBe('Plot on a road 12 m to under 18 m wide: height allowed up to 25 m, when announced June 2017');
    expect(readRow('Zone: R1 residential; Base FSI: 1.8; Maximum FSI: 2.7', 'en')).toBe('R1 residential: base FSI 1.8, maximum FSI 2.7');
  });

  it('reads our Gujarati and Hindi rows the same way, keeping every number', () => {
    const gu = 'સ્થિતિ: 12 મીટર થી 18 મીટર કરતાં ઓછા પહોળા રસ્તા પરનો પ્લોટ; મંજૂર ઊંચાઈ: 25 મીટર સુધી; ક્યારે: જૂન 2017 માં જાહેર';
    expect(readRow(gu, 'gu')).toBe('12 મીટર થી 18 મીટર કરતાં ઓછા પહોળા રસ્તા પરનો પ્લોટ: મંજૂર ઊંચાઈ 25 મીટર સુધી, ક્યારે જૂન 2017 માં જાહેર');
    expect(numbersIn(readRow(gu, 'gu'))).toEqual(numbersIn(gu));
  });

  it('keeps a value that holds "; " whole and leaves a row without headers as it is', () => {
    expect(readRow('Date: 31 Mar 2018; What it did: Modifications; the rules took effect', 'en')).toBe('31 Mar 2018: what it did Modifications; the rules took effect');
    expect(readRow('R1 | 1.8 | 2.7', 'en')).toBe('R1 | 1.8 | 2.7');
  });

  it('never leaves a "Header: value; Header: value" run in an offline answer quoting a table', async () => {
    const retriever = createMemoryRetriever(corpusMarkdownChunks());
    const question = 'How tall can a building be on a 12 m road?';
    const { passages } = await retriever.search(question);
    for (const language of LANGUAGE_CODES) {
      const { text } = await createOfflineEngine().answer({ question, language, passages });
      expect(text).not.toMatch(/(?:^|\n)• [^:\n]{1,40}: [^;\n]+; [^:\n]{1,40}: /);
      expect(text).toMatch(/25/);
    }
  });
});
