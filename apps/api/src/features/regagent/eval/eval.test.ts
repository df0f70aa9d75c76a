import { LANGUAGE_CODES } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../answers/offline-engine.js';
import { createMemoryRetriever } from '../../retrieval/memory-retriever.js';
import { corpusMarkdownChunks } from '../../retrieval/test-support.js';
import { EVAL_SET } from './eval-set.js';
import { EVAL_THRESHOLDS, evaluate, sharesOf, statesFigure } from './evaluate.js';

// The corpus cut from its markdown (fast); the bench runs the same set over the ingested PDFs.
const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') }, engine: createOfflineEngine() };

describe('the evaluation set', () => {
  it('holds at least 150 questions: answerable, calculator and not-covered ones in English, Gujarati and Hindi', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EVAL_SET.map((c) => c.id)).size).toBe(EVAL_SET.length);
    for (const language of LANGUAGE_CODES) {
      for (const kind of ['answer', 'calculator', 'not_covered'] as const) {
        expect(EVAL_SET.filter((c) => c.language === language && c.kind === kind).length).toBeGreaterThanOrEqual(5);
      }
    }
    for (const c of EVAL_SET) if (c.kind === 'calculator') expect(c.figures.length).toBeGreaterThan(0);
  });

  it('finds a figure only where the answer states that number', () => {
    expect(statesFigure('up to 1.8 [1].', '1.8')).toBe(true);
    expect(statesFigure('૧.૮ સુધી', '1.8')).toBe(true);
    expect(statesFigure('₹ 27,00,000', '27,00,000')).toBe(true);
    expect(statesFigure('2,500 m²', '2500')).toBe(true);
    expect(statesFigure('11.8 and 1.85', '1.8')).toBe(false);
    expect(statesFigure('2018', '18')).toBe(false);
    expect(statesFigure('1%', '1%')).toBe(true);
  });

  it('meets the targets: every expected figure in ≥ 95 % of English and ≥ 90 % of Gujarati and Hindi answers, every not-covered question refused', async () => {
    const outcomes = await evaluate(deps, EVAL_SET);
    const shares = sharesOf(outcomes);
    const failures = outcomes.filter((o) => !o.passed).map((o) => `${o.case.id}: missing ${o.missing.join(', ') || '(honest refusal expected)'}`);
    for (const { group, share } of shares) {
      expect.soft(share, `${group}; failures: ${failures.join(' | ')}`).toBeGreaterThanOrEqual(EVAL_THRESHOLDS[group] ?? 1);
    }
  }, 60_000);
});
