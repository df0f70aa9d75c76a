/**
 * Okapi BM25 over bags of terms (k1 = 1.2, b = 0.75, the usual defaults). Query terms carry
 * weights so synonyms count less than the user's own words. Postings hold the term frequency
 * beside the document number and each document's length norm is computed once, so scoring a
 * query is a tight loop over the postings of its terms.
 */
export const K1 = 1.2;
export const B = 0.75;

export interface Bm25Doc {
  tf: Map<string, number>;
  length: number;
}

interface Postings {
  docs: Int32Array;
  tfs: Float64Array;
}

export class Bm25 {
  readonly docs: Bm25Doc[];
  private readonly postings = new Map<string, Postings>();
  /** K1 × (1 − B + B × length / average length), per document. */
  private readonly norms: Float64Array;

  constructor(termLists: readonly string[][]) {
    this.docs = termLists.map((terms) => {
      const tf = new Map<string, number>();
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
      return { tf, length: terms.length };
    });
    const lists = new Map<string, { docs: number[]; tfs: number[] }>();
    this.docs.forEach((doc, index) => {
      for (const [term, tf] of doc.tf) {
        let list = lists.get(term);
        if (!list) lists.set(term, (list = { docs: [], tfs: [] }));
        list.docs.push(index);
        list.tfs.push(tf);
      }
    });
    for (const [term, list] of lists) this.postings.set(term, { docs: Int32Array.from(list.docs), tfs: Float64Array.from(list.tfs) });
    const total = this.docs.reduce((sum, d) => sum + d.length, 0);
    const avgLength = this.docs.length ? total / this.docs.length : 1;
    this.norms = Float64Array.from(this.docs, (d) => K1 * (1 - B + (B * d.length) / avgLength));
  }

  get size(): number {
    return this.docs.length;
  }

  /** Inverse document frequency (the non-negative BM25+ form); unseen terms get the highest value. */
  idf(term: string): number {
    const n = this.docs.length;
    const df = this.postings.get(term)?.docs.length ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  has(term: string): boolean {
    return this.postings.has(term);
  }

  score(index: number, query: ReadonlyMap<string, number>): number {
    const doc = this.docs[index];
    if (!doc) return 0;
    let score = 0;
    for (const [term, weight] of query) {
      const tf = doc.tf.get(term);
      if (tf) score += weight * this.idf(term) * ((tf * (K1 + 1)) / (tf + (this.norms[index] ?? 0)));
    }
    return score;
  }

  /** Scores of every document (0 for those sharing no term with the query). */
  scoreAll(query: ReadonlyMap<string, number>): Float64Array {
    const scores = new Float64Array(this.docs.length);
    for (const [term, weight] of query) {
      const list = this.postings.get(term);
      if (!list) continue;
      const factor = weight * this.idf(term) * (K1 + 1);
      const { docs, tfs } = list;
      // Typed arrays of one length: every index below `docs.length` holds a number.
      docs.forEach((doc, i) => {
        const tf = tfs[i] ?? 0;
        scores[doc] = (scores[doc] ?? 0) + (factor * tf) / (tf + (this.norms[doc] ?? 0));
      });
    }
    return scores;
  }
}
