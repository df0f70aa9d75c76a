import { describe, expect, it } from 'vitest';
import { analyzeQuery } from '../retrieval/query.js';
import { buildIndex, rank } from '../retrieval/ranking.js';
import { corpusMarkdownChunks } from '../retrieval/test-support.js';
import { numbersIn } from './number-guard.js';
import { createOfflineEngine } from './offline-engine.js';
import { PHRASES } from './phrases.js';
import { isRuleTablePassage } from '../rules/digest/index.js';
import { ruleNotes, withRuleNotes } from './rule-notes.js';
import type { AnswerLanguage } from './types.js';

const index = buildIndex(corpusMarkdownChunks());
const engine = createOfflineEngine();

async function noted(question: string, language: AnswerLanguage) {
  const passages = rank(index, analyzeQuery(question), 6).passages.filter((p) => !isRuleTablePassage(p));
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
    expect(final).toMatch(/The Table 6\.5(, [^:]+)? figures? (is|are) of medium confidence/);
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

describe('one confidence sentence per level', () => {
  const passages = rank(index, analyzeQuery('base FSI residential R1 12 m road chargeable FSI share of jantri'), 8).passages;
  const fsi = passages.findIndex((p) => p.clause === '6.3.1') + 1;
  const jantri = passages.findIndex((p) => p.clause === 'TOPIC-JANTRI') + 1;
  const text = `Base FSI is 1.2, up to 1.8 with chargeable FSI [${fsi}]. On wide roads the maximum is 3.6 [${fsi}]. Chargeable FSI costs 40% of jantri [${jantri}].`;

  it('names every medium clause of an answer in a single sentence instead of one sentence per clause', () => {
    expect(fsi).toBeGreaterThan(0);
    expect(jantri).toBeGreaterThan(0);
    const notes = ruleNotes(text, passages, 'en');
    const medium = notes.filter((note) => note.includes('of medium confidence'));
    expect(medium).toEqual([
      'The Table 6.5, Table 6.5 (wide roads, September 2019) and Chargeable FSI price (share of jantri) figures are of medium confidence: they come from secondary sources not yet checked against the notified text.',
    ]);
  });

  it('gives Gujarati and Hindi one sentence too, naming the same clauses', () => {
    const en = ruleNotes(text, passages, 'en');
    for (const language of ['gu', 'hi'] as const) {
      const notes = ruleNotes(text, passages, language);
      expect(notes).toHaveLength(en.length);
      expect(notes.map((n) => numbersIn(n).join(' '))).toEqual(en.map((n) => numbersIn(n).join(' ')));
      expect(new Set(notes).size).toBe(notes.length);
    }
  });
});

describe('confidence notes for a question that names a date', () => {
  const jantri = rank(index, analyzeQuery('chargeable FSI share of jantri from 2017 and from 15 April 2023'), 6).passages;
  const cited = jantri.findIndex((p) => p.clause === 'TOPIC-JANTRI') + 1;
  const text = `Chargeable FSI cost 40% of jantri from 2017 and 30% of jantri from 15 April 2023 [${cited}].`;

  it('labels the row in force on the asked date and flags a figure notified after it, naming the rows used', () => {
    expect(cited).toBeGreaterThan(0);
    const notes = ruleNotes(text, jantri, 'en', '2020-06-30').join(' ');
    expect(notes).toMatch(/^The question names a date, so these notes use the rule rows in force on 2020-06-30 \(rule tables edition /);
    expect(notes).toContain('The Chargeable FSI price (share of jantri) figure of 30 % was not yet in force on 2020-06-30: it applies from 2023-04-15.');
    expect(notes).toContain('The Chargeable FSI price (share of jantri) figure is of medium confidence');
  });

  it('flags a figure replaced before the asked date instead of presenting it as current', () => {
    const tall = `Tall buildings paid 50% of jantri for the FSI above the base [${cited}].`;
    const notes = ruleNotes(tall, jantri, 'en', '2024-01-31').join(' ');
    expect(notes).toContain('figure of 50 % no longer applied on 2024-01-31: it was replaced on 2023-04-15.');
    expect(ruleNotes(tall, jantri, 'en', '2022-01-31').join(' ')).not.toMatch(/no longer applied|not yet in force/);
    // 40 % stays a current figure in 2024 (other zones), so it is not flagged.
    expect(ruleNotes(text, jantri, 'en', '2024-01-31').join(' ')).not.toMatch(/no longer applied|not yet in force/);
  });

  it('without a date, says nothing about dates and notes only the rows in force today', () => {
    const notes = ruleNotes(text, jantri, 'en').join(' ');
    expect(notes).not.toMatch(/names a date|not yet in force|no longer applied/);
  });

  it('gives Gujarati and Hindi the same dated notes with the same figures', () => {
    const figures = (language: AnswerLanguage) => ruleNotes(text, jantri, language, '2020-06-30').map((n) => numbersIn(n).join(' '));
    expect(figures('gu')).toEqual(figures('en'));
    expect(figures('hi')).toEqual(figures('en'));
  });

  it('reaches the chat answer: a document answer to a dated question says which rows it uses', async () => {
    const { draftAnswer, withNotes } = await import('../regagent/ask.js');
    const { createMemoryRetriever } = await import('../retrieval/memory-retriever.js');
    const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') } };
    const question = 'What share of jantri was charged for chargeable FSI in R1 in 2020?';
    const draft = await draftAnswer(deps, question, 'en');
    expect(draft.asOf).toBe('2020-12-31');
    const { text: answer } = await engine.answer({ question, language: 'en', passages: draft.passages });
    const final = withNotes(draft, 'en', answer);
    if (numbersIn(answer).includes('30')) expect(final).toContain('30 % was not yet in force on 2020-12-31');
    expect(final).toContain('rule rows in force on 2020-12-31');
  });
});
