import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../answers/offline-engine.js';
import { ruleNotes } from '../../answers/rule-notes.js';
import { createMemoryRetriever } from '../../retrieval/memory-retriever.js';
import { corpusMarkdownChunks } from '../../retrieval/test-support.js';
import { draftAnswer } from '../ask.js';
import { EVAL_SET } from './eval-set.js';
import { shapeOf } from './parity.js';

const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') }, engine: createOfflineEngine() };

/** The figures, citations and caveats of one question's answer in one language. */
async function shape(question: string, language: 'en' | 'gu' | 'hi') {
  const draft = await draftAnswer(deps, question, language);
  const result = draft.composed ?? (await deps.engine.answer({ question, language, passages: draft.passages }));
  return shapeOf(result.text, draft.composed ? 0 : ruleNotes(result.text, draft.passages, language).length);
}

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
