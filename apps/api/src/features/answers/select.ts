import { analyzeQuery } from '../retrieval/query.js';
import { textTerms } from '../retrieval/terms.js';
import type { Passage } from '../retrieval/types.js';
import { numbersIn } from './number-guard.js';
import { type Unit, unitsOf } from './units.js';

/** Passages the offline answer may quote from (the best ones). */
const MAX_PASSAGES = 4;
const MAX_UNITS = 5;
/** Units from passages other than the best one. */
const MAX_EXTRA = 3;
const MAX_CHARS = 1100;
/** A unit of the best passage is kept at this share of the best unit's score; of other passages at the higher share. */
const KEEP_TOP = 0.25;
const KEEP_OTHER = 0.6;
const KEEP_ROW = 0.6;
/** Figures are what people ask for: a matching unit with a number counts this much more. */
const FIGURE_BONUS = 1.3;
const SYNONYM_SHARE = 0.3;
const HEADING_SHARE = 0.5;
/** A unit of the n-th passage counts 1 / (1 + RANK_DECAY × n): retrieval's order still matters. */
const RANK_DECAY = 0.2;
/**
 * A document's opening disclaimer (no clause) names the regulation in full, so its long sentences
 * share words with many questions without answering any: its units count this much, as in retrieval.
 */
const PREAMBLE_SHARE = 0.6;

const VERB = /\b(?:is|are|was|were|be|been|may|can|must|shall|should|has|have|had|allows?|allowed|needs?|needed|gives?|sets?|covers?|appl(?:y|ies)|becomes?|became|takes?|took|says?|said|lists?|counts?|reserves?|issues?|keeps?|pays?|need|do|does|did)\b/i;

/** A short verbless sentence is a lead-in ("A residential plot on a 12 m road in Ahmedabad."), not a statement. */
const isLeadIn = (unit: Unit) => unit.kind === 'sentence' && unit.text.split(/\s+/).length <= 12 && !VERB.test(unit.text);

export interface ScoredUnit extends Unit {
  score: number;
}

/**
 * The units an extractive answer quotes: sentences, items and rows of the best passages that
 * contain the question's terms (and preferably figures), in reading order. When nothing
 * matches term for term (a question that only names a clause), the start of the best passage.
 */
export function selectUnits(question: string, passages: readonly Passage[]): ScoredUnit[] {
  const query = analyzeQuery(question);
  const own = new Set(query.ownTerms);
  const numbers = new Set(query.numbers);
  const lookup = clauseLookup(query.clauseRefs, query.explicitClause, passages);
  if (lookup) return lookup;
  const scored: ScoredUnit[] = passages.slice(0, MAX_PASSAGES).flatMap((passage, rank) => {
    const heading = new Set(passage.heading ? textTerms(passage.heading) : []);
    return unitsOf(passage, rank)
      .filter((unit) => !isLeadIn(unit))
      .map((unit) => {
        const terms = new Set(textTerms(unit.text));
        let score = 0;
        for (const term of terms) {
          if (numbers.has(term)) score += 1.5;
          else if (own.has(term)) score += 1;
          else if (query.terms.has(term)) score += SYNONYM_SHARE;
        }
        // The section heading is the context of a row or item ("Which buildings need a Fire Safety Certificate").
        for (const term of heading) if (own.has(term) && !terms.has(term) && !numbers.has(term)) score += HEADING_SHARE;
        if (score > 0 && /\d/.test(unit.text)) score *= FIGURE_BONUS;
        const preamble = passage.clause === null ? PREAMBLE_SHARE : 1;
        return { ...unit, score: (preamble * score) / (1 + RANK_DECAY * rank) };
      });
  });
  // The passage holding the best-matching unit carries the answer (usually the best-ranked one).
  const leader = scored.reduce<ScoredUnit | null>((best, u) => (u.score > (best?.score ?? 0) ? u : best), null);
  if (!leader) {
    // Nothing matches word for word ("what does 6.3.2 say"): the start of the first passages.
    return scored.slice(0, 3);
  }
  // A list or table cut into several chunks (at a page end or by length) is one passage for the answer.
  const lead = passages[leader.passage];
  const inLead = (u: ScoredUnit) => u.passage === leader.passage || (lead !== undefined && continues(passages[u.passage], lead));
  const top = scored.filter(inLead);
  const best = leader.score;

  // The best passage carries the answer: its matching units, except table rows that match
  // much less than the table's best row (the other rows are other cases).
  const bestRow = Math.max(0, ...top.filter((u) => u.kind === 'row').map((u) => u.score));
  const chosen = top
    .filter((u) => u.score > 0 && u.score >= (u.kind === 'row' ? bestRow * KEEP_ROW : best * KEEP_TOP))
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_UNITS);
  let chars = chosen.reduce((sum, u) => sum + u.text.length, 0);
  // Other passages add at most a few strong units that bring figures not said yet.
  const said = new Set(chosen.flatMap((u) => numbersIn(u.text)));
  let added = 0;
  for (const unit of scored.filter((u) => !inLead(u) && u.score >= best * KEEP_OTHER).sort((a, b) => b.score - a.score)) {
    if (added >= MAX_EXTRA || chars + unit.text.length > MAX_CHARS) break;
    const figures = numbersIn(unit.text);
    if (figures.length > 0 && figures.every((n) => said.has(n))) continue;
    chosen.push(unit);
    figures.forEach((n) => said.add(n));
    chars += unit.text.length;
    added++;
  }
  // The leading passage first, then the others in rank order; reading order within each.
  const order = (u: ScoredUnit) => (inLead(u) ? -1 : u.passage);
  const ordinal = (u: ScoredUnit) => passages[u.passage]?.ordinal ?? 0;
  return chosen.sort((a, b) => order(a) - order(b) || ordinal(a) - ordinal(b) || a.position - b.position);
}

/** Whether a passage is another piece of the same list or table: same document, section and kind, next to it in the document. */
function continues(passage: Passage | undefined, lead: Passage): boolean {
  if (!passage || passage.chunkType === 'heading' || passage.chunkType === 'paragraph') return false;
  return (
    passage.documentId === lead.documentId &&
    passage.clause === lead.clause &&
    passage.chunkType === lead.chunkType &&
    Math.abs(passage.ordinal - lead.ordinal) === 1
  );
}

/** "What does 6.3.2 say": the named clause from its start, in reading order. */
function clauseLookup(refs: string[], explicit: boolean, passages: readonly Passage[]): ScoredUnit[] | null {
  const clause = passages[0]?.clause?.toLowerCase();
  if (!explicit || !clause || !refs.some((ref) => ref.toLowerCase() === clause)) return null;
  const out: ScoredUnit[] = [];
  let chars = 0;
  passages.forEach((passage, index) => {
    if (passage.clause?.toLowerCase() !== clause) return;
    for (const unit of unitsOf(passage, index)) {
      if (out.length >= MAX_UNITS || (out.length > 0 && chars + unit.text.length > MAX_CHARS)) return;
      out.push({ ...unit, score: 1 });
      chars += unit.text.length;
    }
  });
  return out.length > 0 ? out : null;
}
