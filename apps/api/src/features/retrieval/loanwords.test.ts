import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../answers/offline-engine.js';
import { answerOffline } from '../regagent/eval/evaluate.js';
import { englishSkeleton, indicSkeleton, learnEnglishWords, loanwordsOf } from './loanwords.js';
import { createMemoryRetriever } from './memory-retriever.js';
import { analyzeQuery } from './query.js';
import { corpusMarkdownChunks } from './test-support.js';

describe('English words written in Gujarati or Devanagari letters', () => {
  it('reduce to the same consonant skeleton as the English word', () => {
    const pairs: [string, string][] = [
      ['સર્ટિફિકેટ', 'certificate'],
      ['સેટબેક', 'setback'],
      ['પાર્કિંગ', 'parking'],
      ['एस्पेक्ट', 'aspect'],
      ['बिज़नेस', 'business'],
      ['ડિસ્ટ્રિક્ટ', 'district'],
      ['नोटिफिकेशन', 'notification'],
    ];
    for (const [indic, english] of pairs) expect(indicSkeleton(indic), indic).toBe(englishSkeleton(english));
  });

  it('are read as the English word of the documents they can only be, case endings and all', () => {
    learnEnglishWords(['The aspect ratio of a tall building', 'Central business district']);
    expect(loanwordsOf('એસ્પેક્ટ')).toEqual(['aspect']);
    expect(loanwordsOf('ડિસ્ટ્રિક્ટમાં')).toEqual(['district']);
    // Too short to tell apart, or not an English word of the documents.
    expect(loanwordsOf('રેશિયો')).toEqual([]);
    expect(loanwordsOf('પાસપોર્ટ')).toEqual([]);
    expect(analyzeQuery('ટોલ બિલ્ડિંગ માટે એસ્પેક્ટ કેટલો?').ownTerms).toContain('aspect');
  });

  it('let a Gujarati or Hindi question that borrows an English term find what its English twin finds', async () => {
    const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') }, engine: createOfflineEngine() };
    for (const [question, language] of [
      ['What aspect ratio is allowed for a tall building?', 'en'],
      ['ટોલ બિલ્ડિંગ માટે કયો એસ્પેક્ટ રેશિયો મંજૂર છે?', 'gu'],
      ['टॉल बिल्डिंग के लिए कौन सा एस्पेक्ट रेशियो मान्य है?', 'hi'],
    ] as const) {
      const { text } = await answerOffline(deps, question, language);
      expect(text, question).toMatch(/1:9/);
    }
  });
});
