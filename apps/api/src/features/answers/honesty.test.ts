import { LANGUAGE_CODES } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { draftAnswer, MIN_COVERAGE } from '../regagent/ask.js';
import { createMemoryRetriever } from '../retrieval/memory-retriever.js';
import { analyzeQuery } from '../retrieval/query.js';
import { buildIndex, rank } from '../retrieval/ranking.js';
import { corpusMarkdownChunks, evaluationQuestions } from '../retrieval/test-support.js';
import { isRuleTablePassage } from '../rules/digest/index.js';
import { NOT_COVERED_QUESTIONS } from './not-covered-questions.js';
import { createOfflineEngine } from './offline-engine.js';
import { notFoundAnswer } from './phrases.js';
import { PUBLISHERS, scopeOf } from './scope.js';
import type { AnswerLanguage } from './types.js';

// The corpus cut from its markdown (fast); regagent/plot-answer.test.ts runs the same set over the ingested PDFs.
const index = buildIndex(corpusMarkdownChunks());
const engine = createOfflineEngine();

/** What the chat does: passages only when retrieval says they cover the question. */
async function answer(question: string, language: AnswerLanguage) {
  const retrieval = rank(index, analyzeQuery(question), 6);
  const passages = retrieval.coverage >= MIN_COVERAGE ? retrieval.passages.filter((p) => !isRuleTablePassage(p)) : [];
  return { retrieval, ...(await engine.answer({ question, language, passages })) };
}

describe('honest answers to questions the documents do not cover', () => {
  it('holds at least 40 such questions, in English, Gujarati and Hindi', () => {
    expect(NOT_COVERED_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    for (const language of LANGUAGE_CODES) {
      expect(NOT_COVERED_QUESTIONS.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(12);
    }
  });

  it('answers every one of them by saying so, naming what the documents cover and who to ask, citing nothing', async () => {
    const quoted: string[] = [];
    for (const { question, language } of NOT_COVERED_QUESTIONS) {
      const { text, citations, retrieval } = await answer(question, language);
      if (text !== notFoundAnswer(language)) quoted.push(`${question} → ${retrieval.passages[0]?.clause ?? ''}`);
      else expect(citations).toEqual([]);
    }
    expect(quoted).toEqual([]);
  });

  it('still answers every question of the answerable evaluation set from the documents', async () => {
    const refused: string[] = [];
    for (const q of evaluationQuestions()) {
      const { text } = await answer(q.question, q.language);
      if (text === notFoundAnswer(q.language)) refused.push(q.id);
    }
    expect(refused).toEqual([]);
  });

  it('does not quote the hotel passage for sprinklers: only the list of what the note leaves out names them', async () => {
    const question = 'How many sprinklers are required per floor in a hotel?';
    const retrieval = rank(index, analyzeQuery(question), 6);
    // The fire note's hotel passage or its list of what it leaves out ranks first; neither answers.
    expect(['FS-WHO', 'FS-GAPS']).toContain(retrieval.passages.filter((p) => !isRuleTablePassage(p))[0]?.clause);
    expect(retrieval.coverage).toBe(0);
    expect((await answer(question, 'en')).text).toBe(notFoundAnswer('en'));
  });

  it('does not quote a list of what a document leaves out as an answer', async () => {
    const question = 'What is the maximum slope of a basement ramp?';
    expect(rank(index, analyzeQuery(question), 6).passages[0]?.clause).toBe('PK-GAPS');
    expect((await answer(question, 'en')).text).toBe(notFoundAnswer('en'));
  });

  it('counts Gujarati and Hindi words the documents never use against the coverage', async () => {
    expect(analyzeQuery('ગુજરાતના મુખ્યમંત્રી કોણ છે?').unknownWords).toEqual(['મુખ્યમંત્રી']);
    expect((await answer('ગુજરાતના મુખ્યમંત્રી કોણ છે?', 'gu')).text).toBe(notFoundAnswer('gu'));
  });

  it('names who publishes the answer for the not-covered questions on a known topic (stamp duty, GST, RERA, loans, fees), before any passage is read', async () => {
    const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') } };
    const known = NOT_COVERED_QUESTIONS.filter((q) => scopeOf(q.question).outside);
    expect(known.map((q) => scopeOf(q.question).outside?.id).sort()).toEqual(
      ['gst', 'gst', 'gst', 'loans', 'loans', 'permission_fees', 'rera', 'rera', 'rera', 'stamp_duty', 'stamp_duty', 'stamp_duty'],
    );
    for (const { question, language } of known) {
      const topic = scopeOf(question).outside;
      const draft = await draftAnswer(deps, question, language);
      expect(draft.passages).toEqual([]);
      expect(draft.honest?.text).toContain(topic ? PUBLISHERS[topic.publisher][language] : '');
    }
  });

  it('says in all three languages that the documents do not cover it, what they cover and who decides', () => {
    expect(notFoundAnswer('en')).toMatch(/could not find an answer.*They cover .*CGDCR.*FSI.*ask the competent authority.*town planning department/s);
    expect(notFoundAnswer('gu')).toMatch(/જવાબ મળ્યો નથી.*CGDCR.*સક્ષમ સત્તાધિકારીને પૂછો/s);
    expect(notFoundAnswer('hi')).toMatch(/उत्तर नहीं मिला.*CGDCR.*सक्षम प्राधिकारी से पूछें/s);
  });
});
