import { describe, expect, it } from 'vitest';
import { analyzeQuery } from '../retrieval/query.js';
import { buildIndex, rank } from '../retrieval/ranking.js';
import { corpusMarkdownChunks } from '../retrieval/test-support.js';
import { numbersIn } from './number-guard.js';
import { createOfflineEngine } from './offline-engine.js';
import { PHRASES } from './phrases.js';
import { ruleNotes, withRuleNotes } from './rule-notes.js';
import type { AnswerLanguage } from './types.js';

const index = buildIndex(corpusMarkdownChunks());
const engine = createOfflineEngine();

async function noted(question: string, language: AnswerLanguage) {
  const passages = rank(index, analyzeQuery(question), 6).passages;
  const { text } = await engine.answer({ question, language, passages });
  return { text, passages, final: withRuleNotes(text, passages, language, PHRASES[language].confirm) };
}

describe('confidence notes on quoted rule figures', () => {
  it('shows both values of a disputed height and why, before the closing line', async () => {
    const { final } = await noted('How tall can a building be on a 12 m wide road under the common GDCR?', 'en');
    expect(final).toMatch(/The Table 6\.23 figure is disputed: the sources give 30 m or 25 m\. Both encodings of Table 6\.23 give 30 m/);
    expect(final.trim().endsWith(PHRASES.en.confirm)).toBe(true);
  });

  it('labels a figure of medium confidence', async () => {
    const { final } = await noted('What is the base FSI for a residential plot on a 12 m road in Ahmedabad?', 'en');
    expect(final).toMatch(/The Table 6\.5 figure is of medium confidence/);
  });

  it('gives Gujarati and Hindi answers the same notes, with the same figures', async () => {
    const question = { en: 'How tall can a building be on a 12 m wide road under the common GDCR?', gu: '12 થી 18 મીટરના રસ્તા પર મકાન કેટલી ઊંચાઈ સુધી બાંધી શકાય?', hi: '12 से 18 मीटर सड़क पर भवन कितना ऊंचा बन सकता है?' };
    const notesOf = async (language: AnswerLanguage) => {
      const { text, passages } = await noted(question[language], language);
      return ruleNotes(text, passages, language);
    };
    const [en, gu, hi] = await Promise.all([notesOf('en'), notesOf('gu'), notesOf('hi')]);
    expect(en.length).toBeGreaterThan(0);
    const figures = (notes: string[]) => notes.map((note) => numbersIn(note.replace(/\[\d+\]/g, '')).join(' '));
    expect(figures(gu)).toEqual(figures(en));
    expect(figures(hi)).toEqual(figures(en));
    expect(gu.join(' ')).toContain('વિવાદિત');
    expect(hi.join(' ')).toContain('विवादित');
  });

  it('adds nothing when the answer states no figure of a rule row', async () => {
    const { text, final } = await noted('What is ODPS and when was it launched?', 'en');
    expect(final).toBe(text);
  });
});
