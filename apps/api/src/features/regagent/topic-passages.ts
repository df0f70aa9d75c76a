import type { HeldTopic } from '../answers/scope.js';
import type { Retriever } from '../retrieval/index.js';
import type { Passage, RetrievalResult } from '../retrieval/types.js';
import { isRuleTablePassage } from '../rules/digest/index.js';

/** At most this many passages go to the engine (it quotes from the first four). */
const MAX_TOPIC_PASSAGES = 6;

/**
 * The passages for a question naming topics we hold that answer alone (answers/scope.ts: the
 * rule data's topics and the permission process), when retrieval agrees: only a topic with a
 * section among the retrieved passages counts, even when retrieval is unsure of the rest of the
 * question (coverage below `minCoverage`). Other topics ("fire", "tall": named in passing by many
 * questions their sections do not answer) are left to retrieval. Order: the retrieved passages of
 * those sections, then their rule tables (the figures are there; only when retrieval is unsure or
 * ranks a table first), then, when retrieval is sure, its other passages, then the sections' other
 * chunks.
 * Null when no topic qualifies or the question names a clause (retrieval answers that itself).
 */
export async function topicPassages(
  retriever: Pick<Retriever, 'chunks'>,
  held: readonly HeldTopic[],
  retrieval: RetrievalResult,
  minCoverage: number,
): Promise<Passage[] | null> {
  if (held.length === 0 || retrieval.clauseLookup) return null;
  const sure = retrieval.coverage >= minCoverage;
  const retrieved = new Set(retrieval.passages.map((p) => p.clause));
  const agreed = held.filter((topic) => topic.sections.some((s) => retrieved.has(s)));
  if (!agreed.some((topic) => topic.alone)) return null;
  // Sure of the question, every named topic takes part, the most specific first; unsure, only those that answer alone.
  const topics = agreed.filter((topic) => sure || topic.alone);
  const sections = [...new Set(topics.flatMap((topic) => topic.sections))];
  if (sections.length === 0) return null;
  const inTopic = (p: { clause: string | null }) => p.clause !== null && sections.includes(p.clause);
  const order = (p: { clause: string | null }) => sections.indexOf(p.clause ?? '');
  const chunks = (await retriever.chunks())
    .filter((c) => inTopic(c) && c.chunkType !== 'heading')
    .sort((a, b) => order(a) - order(b) || a.ordinal - b.ordinal)
    .map((c): Passage => ({ ...c, score: 0 }));
  const out: Passage[] = [];
  const seen = new Set<string>();
  const add = (p: Passage) => {
    if (out.length >= MAX_TOPIC_PASSAGES || seen.has(p.id)) return;
    seen.add(p.id);
    out.push(p);
  };
  // The rule tables when retrieval is unsure of the wording, or finds a table the best of the
  // topic's passages; when it is sure of a prose section, the tables' other rows would only pad it.
  const lead = retrieval.passages.find(inTopic);
  const tables = !sure || (lead !== undefined && isRuleTablePassage(lead));
  retrieval.passages.filter((p) => inTopic(p) && (tables || !isRuleTablePassage(p))).forEach(add);
  if (tables) chunks.filter(isRuleTablePassage).forEach(add);
  if (sure) retrieval.passages.filter((p) => !inTopic(p) && !isRuleTablePassage(p)).forEach(add);
  chunks.filter((c) => !isRuleTablePassage(c)).forEach(add);
  return out.length > 0 ? out : null;
}
