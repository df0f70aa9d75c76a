import { LANGUAGE_CODES } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../answers/offline-engine.js';
import { createMemoryRetriever } from '../../retrieval/memory-retriever.js';
import { corpusMarkdownChunks } from '../../retrieval/test-support.js';
import { evaluateNumberSet, numberShares } from './numbers.js';
import { shapeOf } from './parity.js';

const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') }, engine: createOfflineEngine() };

describe('questions with a measurement in them', () => {
  it('are answered with the rule row the measurement falls in, not the whole table, in every language and in Latin letters', async () => {
    const outcomes = await evaluateNumberSet(deps);
    const failures = outcomes
      .filter((o) => !o.passed)
      .map((o) => `${o.question.id}/${o.form}: ${o.missing.length ? `missing ${o.missing.join(', ')}` : ''}${o.extra.length ? ` other rows ${o.extra.join(', ')}` : ''}`);
    for (const { form, share } of numberShares(outcomes)) expect.soft(share, `${form}; ${failures.join(' | ')}`).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('states the same figures and citations in English, Gujarati and Hindi', async () => {
    const outcomes = await evaluateNumberSet(deps);
    for (const question of new Set(outcomes.map((o) => o.question))) {
      const [en, gu, hi] = LANGUAGE_CODES.map((form) => shapeOf(outcomes.find((o) => o.question === question && o.form === form)?.text ?? '', 0));
      expect(en?.figures.length, question.id).toBeGreaterThan(0);
      expect(gu, `${question.id} gu`).toEqual(en);
      expect(hi, `${question.id} hi`).toEqual(en);
    }
  }, 120_000);
});
