import { Bm25 } from './bm25.js';
import { liftOfficial, sourcePrior } from './official.js';
import { type AnalyzedQuery, CITIES } from './query.js';
import { textTerms } from './terms.js';
import { learnEnglishWords } from './loanwords.js';
import { meets, thresholdsIn, type Threshold } from './thresholds.js';
import type { ChunkRecord, Passage, RetrievalResult } from './types.js';

/** How much the score of a chunk's whole section adds to the chunk's own (context for short chunks). */
const SECTION_WEIGHT = 0.6;
/** Heading terms count this many times (a heading names what its section is about). */
const HEADING_REPEAT = 2;
/** A chunk that mentions the city the question names. */
const CITY_BOOST = 1.25;
/** A bare heading line is a poor passage to cite; its section still ranks through the others. */
const HEADING_CHUNK_FACTOR = 0.5;
/** Coverage credit for a term the passage has only as a synonym ("skyscraper" → "tall building"). */
const ALTERNATIVE_SHARE = 0.7;
/** A chunk stating a threshold the question's measurement meets ("15 m or more" for "20 m"). */
const THRESHOLD_BOOST = 1.5;
/** Text before a document's first section is its disclaimer and title matter, rarely an answer. */
const PREAMBLE_FACTOR = 0.6;

/** Other names of a city in the documents (authority abbreviations). */
const CITY_ALIASES: Record<string, string[]> = {
  ahmedabad: ['ahmedabad', 'amc', 'auda'],
  surat: ['surat', 'smc', 'suda'],
  vadodara: ['vadodara', 'vmc', 'vuda', 'baroda'],
  rajkot: ['rajkot', 'rmc', 'ruda'],
  gandhinagar: ['gandhinagar', 'guda'],
};

/** What the ranker knows of one chunk besides its terms. */
interface IndexedChunk {
  chunk: ChunkRecord;
  /** Position of its section in `sectionIndex`. */
  section: number;
  /** The cities it (or its heading) names. */
  cities: ReadonlySet<string>;
  /** Fixed score factor: bare headings and preambles count less, official text more. */
  factor: number;
  /** The lower bounds it states. */
  thresholds: Threshold[];
}

export interface RetrievalIndex {
  chunks: ChunkRecord[];
  /** Same order as `chunks`. */
  entries: IndexedChunk[];
  chunkIndex: Bm25;
  sectionIndex: Bm25;
  /** Lower-case clause id → chunk positions in reading order. */
  clauses: Map<string, number[]>;
  /** Terms of the sections in which documents list what they leave out. */
  gapTerms: Set<string>;
}

/** Sections in which a document lists what it leaves out (`TOPIC-GAPS`, `CL-GAPS`…). */
const isGapsSection = (chunk: ChunkRecord) => /-GAPS$/i.test(chunk.clause ?? '');

const sectionKey = (c: ChunkRecord) => `${c.documentId}|${c.clause ?? c.heading ?? ''}`;

const citiesNamed = (present: ReadonlySet<string>) =>
  new Set(CITIES.filter((city) => (CITY_ALIASES[city] ?? []).some((alias) => present.has(alias))));

const fixedFactor = (c: ChunkRecord) =>
  (c.chunkType === 'heading' ? HEADING_CHUNK_FACTOR : 1) * (c.clause === null ? PREAMBLE_FACTOR : 1) * sourcePrior(c.standing);

/** Builds the in-memory index of a set of chunks (every chunk of every document). */
export function buildIndex(input: readonly ChunkRecord[]): RetrievalIndex {
  learnEnglishWords(input.flatMap((c) => [c.text, c.heading ?? '']));
  const chunks = [...input].sort(
    (a, b) => a.documentSlug.localeCompare(b.documentSlug) || a.documentId.localeCompare(b.documentId) || a.ordinal - b.ordinal,
  );
  const sectionTerms = new Map<string, { position: number; terms: string[] }>();
  const clauses = new Map<string, number[]>();
  const entries: IndexedChunk[] = [];
  const chunkTerms: string[][] = [];
  const gapTerms = new Set<string>();
  chunks.forEach((chunk, position) => {
    const body = textTerms(chunk.text);
    const heading = chunk.heading ? textTerms(chunk.heading) : [];
    const terms = [...body];
    for (let i = 0; i < HEADING_REPEAT; i++) terms.push(...heading);
    chunkTerms.push(terms);
    if (isGapsSection(chunk)) for (const term of terms) gapTerms.add(term);

    const key = sectionKey(chunk);
    let section = sectionTerms.get(key);
    if (!section) {
      section = { position: sectionTerms.size, terms: [...heading, ...heading] };
      sectionTerms.set(key, section);
    }
    section.terms.push(...body);

    if (chunk.clause) {
      const id = chunk.clause.toLowerCase();
      clauses.set(id, [...(clauses.get(id) ?? []), position]);
    }
    entries.push({ chunk, section: section.position, cities: citiesNamed(new Set(terms)), factor: fixedFactor(chunk), thresholds: thresholdsIn(chunk.text) });
  });
  return {
    chunks,
    entries,
    chunkIndex: new Bm25(chunkTerms),
    sectionIndex: new Bm25([...sectionTerms.values()].map((s) => s.terms)),
    clauses,
    gapTerms,
  };
}

/** The best `limit` chunks for an analysed question, with the coverage of the best one. */
export function rank(index: RetrievalIndex, query: AnalyzedQuery, limit: number): RetrievalResult {
  const chunkScores = index.chunkIndex.scoreAll(query.terms);
  const sectionScores = index.sectionIndex.scoreAll(query.terms);
  const clauseLookup = findClause(index, query);
  const clausePositions = clauseLookup ? (index.clauses.get(clauseLookup) ?? []) : [];
  const scores = new Float64Array(index.entries.length);
  index.entries.forEach((entry, position) => {
    const own = chunkScores[position] ?? 0;
    const section = sectionScores[entry.section] ?? 0;
    if (own === 0 && section === 0) return;
    let score = (own + SECTION_WEIGHT * section) * entry.factor;
    if (query.cities.some((city) => entry.cities.has(city))) score *= CITY_BOOST;
    if (query.measurements.some((m) => entry.thresholds.some((t) => meets(m, t)))) score *= THRESHOLD_BOOST;
    scores[position] = score;
  });
  liftOfficial(scores, index.chunks);

  // Only the best few are needed: a bounded insertion list instead of sorting every chunk.
  const keep = limit + clausePositions.length;
  const scored: { position: number; score: number }[] = [];
  scores.forEach((score, position) => {
    const last = scored[keep - 1];
    if (score === 0 || (last && score <= last.score)) return;
    let at = scored.length;
    while (at > 0 && (scored[at - 1]?.score ?? Infinity) < score) at--;
    scored.splice(at, 0, { position, score });
    if (scored.length > keep) scored.pop();
  });

  let ordered = scored;
  if (clauseLookup) {
    // "What does 6.3.1 say": that clause's chunks first, in reading order, then the rest.
    // The bare heading line last: the clause's text is what the question asks for.
    const isHeading = (position: number) => index.chunks[position]?.chunkType === 'heading';
    const inClause = new Set([...clausePositions.filter((p) => !isHeading(p)), ...clausePositions.filter(isHeading)]);
    const top = (scored[0]?.score ?? 0) + 1;
    const first = [...inClause].map((position, i) => ({ position, score: top + (inClause.size - i) * 1e-3 }));
    ordered = [...first, ...scored.filter((s) => !inClause.has(s.position))];
  }

  const passages: Passage[] = ordered
    .slice(0, limit)
    .flatMap(({ position, score }) => {
      const chunk = index.chunks[position];
      return chunk ? [{ ...chunk, score }] : [];
    });
  const best = ordered[0];
  const firstInClause = clausePositions[0];
  return {
    passages,
    coverage: best && answersQuestion(index, query, best.position) ? coverage(index, query, best.position) : 0,
    clauseLookup: clauseLookup ? ((firstInClause === undefined ? null : index.chunks[firstInClause]?.clause) ?? clauseLookup) : null,
  };
}

/** A clause the question names that exists in the index (only when asked as a clause, see analyzeQuery). */
function findClause(index: RetrievalIndex, query: AnalyzedQuery): string | null {
  if (!query.explicitClause) return null;
  return query.clauseRefs.map((ref) => ref.toLowerCase()).find((ref) => index.clauses.has(ref)) ?? null;
}

/**
 * Whether the best passage can answer the question at all: it is not a list of what the
 * document leaves out, and none of the user's words that it lacks is one the documents list as
 * left out. "How many sprinklers per floor in a hotel" ranks the hotel passage first, but only
 * the gaps list says "sprinklers": the honest answer is that the sources do not cover it.
 */
function answersQuestion(index: RetrievalIndex, query: AnalyzedQuery, position: number): boolean {
  const chunk = index.chunks[position];
  return chunk !== undefined && !isGapsSection(chunk) && gapShare(index, query, position) < MAX_GAP_SHARE;
}

/** The bags of terms of a chunk and of its section (empty for a position outside the index). */
function termsAround(index: RetrievalIndex, position: number): (term: string) => boolean {
  const chunkDoc = index.chunkIndex.docs[position];
  const entry = index.entries[position];
  const sectionDoc = entry ? index.sectionIndex.docs[entry.section] : undefined;
  return (term) => Boolean(chunkDoc?.tf.has(term) || sectionDoc?.tf.has(term));
}

/** Rarity-weighted share of the user's words that the passage lacks and a gaps list names. */
export function gapShare(index: RetrievalIndex, query: AnalyzedQuery, position: number): number {
  const inPassage = termsAround(index, position);
  const has = (term: string) => inPassage(term) || [...(query.alternatives.get(term) ?? [])].some(inPassage);
  const words = query.ownTerms.filter((term) => !/^\d/.test(term) && !CITY_TERMS.has(term) && index.chunkIndex.has(term));
  const total = words.reduce((sum, term) => sum + index.chunkIndex.idf(term), 0);
  const gaps = words.filter((term) => !has(term) && index.gapTerms.has(term)).reduce((sum, term) => sum + index.chunkIndex.idf(term), 0);
  return total === 0 ? 0 : gaps / total;
}

/** Tuned on the answerable and the not-covered question sets (see answers/honesty.test.ts). */
const MAX_GAP_SHARE = 0.3;

const CITY_TERMS = new Set(Object.values(CITY_ALIASES).flat());

/** Rarity-weighted share of the user's own terms found in the chunk or its section. */
function coverage(index: RetrievalIndex, query: AnalyzedQuery, position: number): number {
  let total = 0;
  let found = 0;
  const has = termsAround(index, position);
  for (const term of query.ownTerms) {
    // A number is often the user's own measurement, which documents state as a threshold.
    const idf = index.chunkIndex.idf(term) * (/^\d/.test(term) ? 0.5 : 1);
    total += idf;
    if (has(term)) found += idf;
    else if ([...(query.alternatives.get(term) ?? [])].some(has)) found += idf * ALTERNATIVE_SHARE;
  }
  // A word the corpus never uses is as rare as a term can be, and found nowhere.
  total += query.unknownWords.length * index.chunkIndex.idf(UNSEEN_TERM);
  return total === 0 ? 0 : found / total;
}

/** No index term looks like this, so its idf is that of a term in no chunk. */
const UNSEEN_TERM = '\u0000unseen';
