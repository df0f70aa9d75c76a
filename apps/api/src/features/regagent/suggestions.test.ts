import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../answers/offline-engine.js';
import { isNotCoveredAnswer } from '../answers/phrases.js';
import type { AnswerLanguage } from '../answers/types.js';
import { createMemoryRetriever } from '../retrieval/memory-retriever.js';
import { corpusMarkdownChunks } from '../retrieval/test-support.js';
import { answerOffline, statesFigure } from './eval/evaluate.js';

// The corpus cut from its markdown (fast), the real retriever ranking and the offline engine, as the chat answers.
const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') }, engine: createOfflineEngine() };

/** The suggested questions the /chat empty state shows, read from the chat catalogue of each language. */
const suggestionsOf = (language: AnswerLanguage): string[] => {
  const url = new URL(`../../../../../packages/i18n/src/locales/${language}/chat.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { emptyState: { suggestions: string[] } }).emptyState.suggestions;
};

/**
 * What each suggestion's answer must carry, in the catalogue's order: figures the rule data holds
 * (R1 base and maximum FSI; the side margin up to 16.5 m; the parking shares of non-residential
 * uses), or, for the permissions question, the permission it names in the answer's language.
 */
const EXPECTED: { figures: string[]; words?: Record<AnswerLanguage, RegExp> }[] = [
  { figures: ['1.8', '2.7'] },
  { figures: ['3'] },
  { figures: ['30', '40', '50'] },
  { figures: [], words: { en: /development permission/i, gu: /પરવાનગી/, hi: /अनुमति/ } },
];

describe('every suggested question on /chat gets a real answer', () => {
  it('shows four suggestions in each language, one for each expected answer', () => {
    for (const language of LANGUAGE_CODES) expect(suggestionsOf(language)).toHaveLength(EXPECTED.length);
  });

  for (const language of LANGUAGE_CODES) {
    it(`answers each ${language} suggestion from the documents, with the figures the rule data holds`, async () => {
      const failures: string[] = [];
      for (const [i, question] of suggestionsOf(language).entries()) {
        const expected = EXPECTED[i];
        if (!expected) continue;
        const { text, citations } = await answerOffline(deps, question, language);
        const missing = expected.figures.filter((f) => !statesFigure(text, f));
        if (isNotCoveredAnswer(text, language)) failures.push(`${question}: "not found"`);
        else if (citations.length === 0) failures.push(`${question}: cites nothing`);
        else if (missing.length > 0) failures.push(`${question}: missing ${missing.join(', ')}`);
        else if (expected.words && !expected.words[language].test(text)) failures.push(`${question}: does not name the permission`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('answers the FSI suggestion with FSI figures, not the permissions checklist', async () => {
    for (const language of LANGUAGE_CODES) {
      const [fsi] = suggestionsOf(language);
      const { text } = await answerOffline(deps, fsi ?? '', language);
      expect(text.split('\n')[0]).toMatch(/6\.3\.1|FSI|એફએસઆઈ|एफएसआई/);
      expect(text).not.toMatch(/document checklist|દસ્તાવેજ ચેકલિસ્ટ|दस्तावेज़ चेकलिस्ट/);
    }
  });
});
