import { Bm25 } from './bm25.js';
import { type AnalyzedQuery, CITIES } from './query.js';
import { textTerms } from './terms.js';
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

export interface RetrievalIndex {
  chunks: ChunkRecord[];
  chunkIndex: Bm25;
  sectionIndex: Bm25;
  /** Chunk position → its section's position. */
  sectionOf: number[];
  /** Lower-case clause id → chunk positions in reading order. */
  clauses: Map<string, number[]>;
  /** Chunk position → the cities it (or its heading) names. */
  cities: Set<string>[];
  /** Chunk position → fixed score factor (bare headings and preambles count less). */
  factors: Float64Array;
  /** Chunk position → the lower bounds it states. */
  thresholds: Threshold[][];
  /** Terms of the sections in which documents list what they leave out. */
  gapTerms: Set<string>;
}

/** Sections in which a document lists what it leaves out (`TOPIC-GAPS`, `CL-GAPS`…). */
const isGapsSection = (chunk: ChunkRecord) => /-GAPS$/i.test(chunk.clause ?? '');

const sectionKey = (c: ChunkRecord) => `${c.documentId}|${c.clause ?? c.heading ?? ''}`;

/** Builds the in-memory index of a set of chunks (every chunk of every document). */
export function buildIndex(input: readonly ChunkRecord[]): RetrievalIndex {
  const chunks = [...input].sort(
    (a, b) => a.documentSlug.localeCompare(b.documentSlug) || a.documentId.localeCompare(b.documentId) || a.ordinal - b.ordinal,
  );
  const sectionTerms = new Map<string, { position: number; terms: string[] }>();
  const sectionOf: number[] = [];
  const clauses = new Map<string, number[]>();
  const cities: Set<string>[] = [];
  const chunkTerms = chunks.map((chunk, position) => {
    const body = textTerms(chunk.text);
    const heading = chunk.heading ? textTerms(chunk.heading) : [];
    const terms = [...body];
    for (let i = 0; i < HEADING_REPEAT; i++) terms.push(...heading);

    const key = sectionKey(chunk);
    let section = sectionTerms.get(key);
    if (!section) {
      section = { position: sectionTerms.size, terms: [...heading, ...heading] };
      sectionTerms.set(key, section);
    }
    section.terms.push(...body);
    sectionOf.push(section.position);

    if (chunk.clause) {
      const id = chunk.clause.toLowerCase();
      clauses.set(id, [...(clauses.get(id) ?? []), position]);
    }
    const present = new Set(terms);
    cities.push(new Set(CITIES.filter((city) => CITY_ALIASES[city]!.some((alias) => present.has(alias)))));
    return terms;
  });
  const factors = Float64Array.from(
    chunks,
    (c) => (c.chunkType === 'heading' ? HEADING_CHUNK_FACTOR : 1) * (c.clause === null ? PREAMBLE_FACTOR : 1),
  );
  return {
    chunks,
    factors,
    thresholds: chunks.map((c) => thresholdsIn(c.text)),
    chunkIndex: new Bm25(chunkTerms),
    sectionIndex: new Bm25([...sectionTerms.values()].map((s) => s.terms)),
    sectionOf,
    clauses,
    cities,
    gapTerms: new Set(chunks.flatMap((chunk, position) => (isGapsSection(chunk) ? chunkTerms[position]! : []))),
  };
}

/** The best `limit` chunks for an analysed question, with the coverage of the best one. */
export function rank(index: RetrievalIndex, query: AnalyzedQuery, limit: number): RetrievalResult {
  const chunkScores = index.chunkIndex.scoreAll(query.terms);
  const sectionScores = index.sectionIndex.scoreAll(query.terms);
  const clauseLookup = findClause(index, query);
  // Only the best few are needed: a bounded insertion list instead of sorting every chunk.
  const keep = limit + (clauseLookup ? (index.clauses.get(clauseLookup)?.length ?? 0) : 0);
  const scored: { position: number; score: number }[] = [];
  for (let position = 0; position < index.chunks.length; position++) {
    const own = chunkScores[position]!;
    const section = sectionScores[index.sectionOf[position]!]!;
    if (own === 0 && section === 0) continue;
    let score = (own + SECTION_WEIGHT * section) * index.factors[position]!;
    if (query.cities.length > 0 && query.cities.some((city) => index.cities[position]!.has(city))) score *= CITY_BOOST;
    if (query.measurements.some((m) => index.thresholds[position]!.some((t) => meets(m, t)))) score *= THRESHOLD_BOOST;
    if (scored.length === keep && score <= scored[keep - 1]!.score) continue;
    let at = scored.length;
    while (at > 0 && scored[at - 1]!.score < score) at--;
    scored.splice(at, 0, { position, score });
    if (scored.length > keep) scored.pop();
  }

  let ordered = scored;
  if (clauseLookup) {
    // "What does 6.3.1 say": that clause's chunks first, in reading order, then the rest.
    // The bare heading line last: the clause's text is what the question asks for.
    const isHeading = (position: number) => index.chunks[position]!.chunkType === 'heading';
    const positions = index.clauses.get(clauseLookup) ?? [];
    const inClause = new Set([...positions.filter((p) => !isHeading(p)), ...positions.filter(isHeading)]);
    const top = (scored[0]?.score ?? 0) + 1;
    const first = [...inClause].map((position, i) => ({ position, score: top + (inClause.size - i) * 1e-3 }));
    ordered = [...first, ...scored.filter((s) => !inClause.has(s.position))];
  }

  const passages: Passage[] = ordered.slice(0, limit).map(({ position, score }) => ({ ...index.chunks[position]!, score }));
  const best = ordered[0];
  return {
    passages,
    coverage: best && answersQuestion(index, query, best.position) ? coverage(index, query, best.position) : 0,
    clauseLookup: clauseLookup ? (index.chunks[index.clauses.get(clauseLookup)![0]!]!.clause ?? clauseLookup) : null,
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
  return !isGapsSection(index.chunks[position]!) && gapShare(index, query, position) < MAX_GAP_SHARE;
}

/** Rarity-weighted share of the user's words that the passage lacks and a gaps list names. */
export function gapShare(index: RetrievalIndex, query: AnalyzedQuery, position: number): number {
  const chunkDoc = index.chunkIndex.docs[position]!;
  const sectionDoc = index.sectionIndex.docs[index.sectionOf[position]!]!;
  const inPassage = (term: string) => chunkDoc.tf.has(term) || sectionDoc.tf.has(term);
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
  const chunkDoc = index.chunkIndex.docs[position]!;
  const sectionDoc = index.sectionIndex.docs[index.sectionOf[position]!]!;
  let total = 0;
  let found = 0;
  const has = (term: string) => chunkDoc.tf.has(term) || sectionDoc.tf.has(term);
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
