import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './query.js';
import { OFFICIAL_PRIOR } from './official.js';
import { buildIndex, rank } from './ranking.js';
import { corpusMarkdownChunks, markdownChunks } from './test-support.js';
import type { ChunkRecord } from './types.js';

const ACCEPTANCE = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';

const official = (slug: string, markdown: string): ChunkRecord[] =>
  markdownChunks(slug, markdown).map((chunk) => ({ ...chunk, sourceType: 'regulation', standing: 'official' }));

/** The official wording of the rule the digest explains in 6.3.1 (same figures, its own words). */
const OFFICIAL_FSI = `# Comprehensive General Development Control Regulations 2017

## 6.3.1 FSI for different categories

In the areas of category D1, the base FSI permissible for a plot in the residential zone R1 shall be 1.8, and chargeable FSI up to 0.9 may be granted on payment, subject to a maximum permissible FSI of 2.7.
`;

/** Official text that shares a word or two with the question but does not answer it. */
const OFFICIAL_SIGNS = `# Notification on hoardings and signboards

## 12.4 Hoardings on residential buildings

No hoarding shall be erected on the terrace of a residential building, and a signboard shall not project over a road by more than 0.6 m. The FSI consumed by a hoarding structure is not relevant to its permission.
`;

/** The official clause that only points elsewhere: a weak match for the FSI question. */
const OFFICIAL_WEAK = `# Comprehensive General Development Control Regulations 2017

## 6.3.1 FSI for different categories

The FSI for each category shall be as given in the schedule annexed to this regulation.
`;

const top = (chunks: ChunkRecord[], question: string) => rank(buildIndex(chunks), analyzeQuery(question), 6).passages;

describe('official text in retrieval', () => {
  it('ranks the official wording of a rule above the digest that explains the same rule', () => {
    const [best] = top([...corpusMarkdownChunks(), ...official('cgdcr-official', OFFICIAL_FSI)], ACCEPTANCE);
    expect(best).toMatchObject({ documentSlug: 'cgdcr-official', clause: '6.3.1', standing: 'official' });
  });

  it('leaves the digest first when the official documents state other rules', () => {
    const passages = top([...corpusMarkdownChunks(), ...official('hoardings', OFFICIAL_SIGNS)], ACCEPTANCE);
    expect(passages[0]).toMatchObject({ documentSlug: 'cgdcr-digest', clause: '6.3.1', standing: 'secondary' });
  });

  it('does not lift a weak official match of the same clause above the digest passage that answers', () => {
    const chunks = [...corpusMarkdownChunks(), ...official('cgdcr-official', OFFICIAL_WEAK)];
    const passages = rank(buildIndex(chunks), analyzeQuery(ACCEPTANCE), 200).passages;
    const weak = passages.find((p) => p.documentSlug === 'cgdcr-official' && p.chunkType !== 'heading');
    expect(weak).toBeDefined(); // it matches, with the prior, yet stays below
    expect(passages[0]).toMatchObject({ documentSlug: 'cgdcr-digest', clause: '6.3.1' });
    expect(passages.indexOf(weak ?? passages[0]!)).toBeGreaterThan(0);
  });

  it('gives the same text the same score times the prior when it is official', () => {
    const digestOnly = corpusMarkdownChunks();
    const asOfficial = digestOnly.map((chunk) => (chunk.documentSlug === 'cgdcr-digest' ? { ...chunk, standing: 'official' as const } : chunk));
    const before = top(digestOnly, ACCEPTANCE)[0];
    const after = top(asOfficial, ACCEPTANCE)[0];
    expect(after?.id).toBe(before?.id);
    expect(after?.score).toBeCloseTo((before?.score ?? 0) * OFFICIAL_PRIOR, 6);
  });
});
