import type { TLanguageCode } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../answers/offline-engine.js';
import { ruleNotes } from '../../answers/rule-notes.js';
import { standingNote } from '../../answers/standing-note.js';
import { createMemoryRetriever } from '../../retrieval/memory-retriever.js';
import { corpusMarkdownChunks, markdownChunks } from '../../retrieval/test-support.js';
import { draftAnswer, withNotes } from '../ask.js';
import { EVAL_SET } from './eval-set.js';
import { shapeOf } from './parity.js';

const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') }, engine: createOfflineEngine() };

/** The notified FSI rule uploaded as the official text: page 84 of its volume. */
const OFFICIAL_FSI = `# CGDCR 2017 Part II

## 6.3.1 FSI for different categories

In the areas of category D1, the base FSI permissible for a plot in the residential zone R1 shall be 1.8, and chargeable FSI up to 0.9 may be granted on payment, subject to a maximum permissible FSI of 2.7.
`;
const officialChunks = markdownChunks('cgdcr-part-2', OFFICIAL_FSI).map((c) => ({ ...c, standing: 'official' as const, pageNumber: 84 }));
const withOfficial = { ...deps, retriever: createMemoryRetriever([...corpusMarkdownChunks(), ...officialChunks]) };

/**
 * The figures, citations and caveats of one question's answer in one language, with the sentence
 * on which text it rests (its titles and pages count as figures).
 */
async function answerOf(question: string, language: TLanguageCode, on = deps) {
  const draft = await draftAnswer(on, question, language);
  const result = draft.composed ?? (await on.engine.answer({ question, language, passages: draft.passages }));
  if (draft.composed) return { text: result.text, shape: shapeOf(result.text, 0) };
  // The text the user gets: the confidence notes and the standing sentence, as production adds them.
  const text = withNotes(draft, language, result.text);
  return { text, standing: standingNote(result.text, draft.passages, language), shape: shapeOf(text, ruleNotes(result.text, draft.passages, language).length) };
}
const shape = async (question: string, language: TLanguageCode, on = deps) => (await answerOf(question, language, on)).shape;

describe('Gujarati and Hindi answers carry what the English one carries', () => {
  it('has the same figures, citations and caveats in all three languages for every question of the evaluation set', async () => {
    const differing: string[] = [];
    for (const c of EVAL_SET) {
      const en = await shape(c.question, 'en');
      for (const language of ['gu', 'hi'] as const) {
        const other = await shape(c.question, language);
        if (JSON.stringify(other) !== JSON.stringify(en)) differing.push(`${c.id} (${language}): en ${JSON.stringify(en)} vs ${JSON.stringify(other)}`);
      }
    }
    expect(differing).toEqual([]);
  }, 120_000);

  it('names the same official document and pages in all three languages once the official text is uploaded', async () => {
    const differing: string[] = [];
    const fsi = EVAL_SET.filter((c) => c.kind !== 'not_covered' && /FSI|એફએસઆઈ|एफएसआई/i.test(c.question));
    expect(fsi.length).toBeGreaterThan(5);
    let official = 0;
    for (const c of fsi) {
      const en = await answerOf(c.question, 'en', withOfficial);
      if (en.standing && /official text/.test(en.standing)) official++;
      for (const language of ['gu', 'hi'] as const) {
        const other = await shape(c.question, language, withOfficial);
        if (JSON.stringify(other) !== JSON.stringify(en.shape)) differing.push(`${c.id} (${language}): en ${JSON.stringify(en.shape)} vs ${JSON.stringify(other)}`);
      }
    }
    expect(differing).toEqual([]);
    // The R1 question rests on the uploaded page, and says so in each language.
    expect((await answerOf('FSI in R1 zone of Ahmedabad?', 'en', withOfficial)).standing).toMatch(/official text[^.]*CGDCR 2017 Part II, page 84/);
    expect((await answerOf('FSI in R1 zone of Ahmedabad?', 'gu', withOfficial)).standing).toMatch(/સત્તાવાર લખાણ.*CGDCR 2017 Part II, પાનું 84/);
    expect((await answerOf('FSI in R1 zone of Ahmedabad?', 'hi', withOfficial)).standing).toMatch(/आधिकारिक पाठ.*CGDCR 2017 Part II, पृष्ठ 84/);
    expect(official).toBeGreaterThan(0);
  }, 120_000);

  it('counts a dropped figure, citation or caveat as a difference', () => {
    const en = shapeOf('Base FSI 1.8, maximum 2.7 [1].', 1);
    expect(shapeOf('બેઝ એફએસઆઈ 1.8 [1].', 1)).not.toEqual(en);
    expect(shapeOf('બેઝ એફએસઆઈ ૧.૮, મહત્તમ ૨.૭.', 1)).not.toEqual(en);
    expect(shapeOf('બેઝ એફએસઆઈ ૧.૮, મહત્તમ ૨.૭ [1].', 0)).not.toEqual(en);
    expect(shapeOf('મહત્તમ ૨.૭, બેઝ એફએસઆઈ ૧.૮ [1].', 1)).toEqual(en);
  });

  it('does not count the framing line, whose section title only English spells out', () => {
    expect(shapeOf('According to the section "Tall buildings above 100 m" of the digest:\nUp to 5.4 [1].', 0)).toEqual(shapeOf('CGDCR સારાંશ ના વિભાગ "TOPIC-TALL" મુજબ:\n૫.૪ સુધી [1].', 0));
  });
});
