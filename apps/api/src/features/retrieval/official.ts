import type { DocumentStanding } from '../../db/schema/documents.js';
import type { ChunkRecord } from './types.js';

/**
 * Official text (the notified regulation an administrator uploaded) comes before secondary sources
 * (our digest, notes) — as a prior on comparable matches, never as an override:
 *
 * 1. Every official chunk's score is multiplied by `OFFICIAL_PRIOR`.
 * 2. The same rule: the digest follows the regulation's own clause numbers, so an official chunk
 *    and a secondary chunk with the same numbered clause (`6.3.1`) state the same rule. The
 *    digest is written in the words people ask in, so its passage usually scores higher; an
 *    official chunk of that clause that matches at least `SAME_RULE_SHARE` of the best secondary
 *    score there is lifted just above it, so the official page is cited for that rule.
 *
 * An official passage that only shares a word or two with the question (a weak match, or another
 * rule) keeps its own score and cannot displace a digest passage that answers the question.
 */
export const OFFICIAL_PRIOR = 1.3;
export const SAME_RULE_SHARE = 0.5;

export const sourcePrior = (standing: DocumentStanding) => (standing === 'official' ? OFFICIAL_PRIOR : 1);

/** A numbered clause names one rule across documents; topic ids (`TOPIC-TOZ`) are ours alone. */
const ruleKey = (chunk: ChunkRecord) => (chunk.clause && /^\d+(\.\d+)*$/.test(chunk.clause) ? chunk.clause : null);

/** Lifts, in place, the official chunks that state the same rule as a better-scoring secondary chunk. */
export function liftOfficial(scores: Float64Array, chunks: readonly ChunkRecord[]): void {
  const bestSecondary = new Map<string, number>();
  const official: number[] = [];
  chunks.forEach((chunk, position) => {
    const score = scores[position] ?? 0;
    const key = ruleKey(chunk);
    if (score === 0 || key === null) return;
    if (chunk.standing === 'official') official.push(position);
    else bestSecondary.set(key, Math.max(bestSecondary.get(key) ?? 0, score));
  });
  for (const position of official) {
    const chunk = chunks[position];
    const key = chunk ? ruleKey(chunk) : null;
    const secondary = key === null ? undefined : bestSecondary.get(key);
    const score = scores[position] ?? 0;
    if (secondary !== undefined && score < secondary && score >= SAME_RULE_SHARE * secondary) {
      // Just above: the official chunks of the rule keep their order among themselves.
      scores[position] = secondary * (1 + 1e-3 * (score / secondary));
    }
  }
}
