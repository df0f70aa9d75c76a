import { describe, expect, it } from 'vitest';
import { gdcr, parkingGuide } from '../../test/fixtures';
import { citationCount, citationTarget, splitCitations } from './citations';

describe('citation markers', () => {
  it('splits an answer into text and numbered markers', () => {
    expect(splitCitations('Base FSI is 1.8 [1]. Wide roads [2].', 2)).toEqual([
      { kind: 'text', text: 'Base FSI is 1.8 ' },
      { kind: 'cite', n: 1 },
      { kind: 'text', text: '. Wide roads ' },
      { kind: 'cite', n: 2 },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads grouped and adjacent markers as one marker per number', () => {
    expect(splitCitations('See [1, 2] and [3][1]', 3).filter((s) => s.kind === 'cite')).toEqual([
      { kind: 'cite', n: 1 },
      { kind: 'cite', n: 2 },
      { kind: 'cite', n: 3 },
      { kind: 'cite', n: 1 },
    ]);
  });

  it('leaves brackets that name no cited passage as text (years, zero, beyond the sources)', () => {
    expect(splitCitations('Announced [2019], rule [0], passage [4].', 3)).toEqual([
      { kind: 'text', text: 'Announced [2019], rule [0], passage [4].' },
    ]);
  });

  it('counts the passages of every source, page by page', () => {
    expect(citationCount([gdcr, parkingGuide])).toBe(3);
    expect(citationCount([])).toBe(0);
  });

  it('points a marker at its source and highlight: [k] is the k-th chunk of the flattened sources', () => {
    expect(citationTarget([gdcr, parkingGuide], 1)).toEqual({ sourceIndex: 0, highlightIndex: 0 });
    expect(citationTarget([gdcr, parkingGuide], 2)).toEqual({ sourceIndex: 0, highlightIndex: 1 });
    expect(citationTarget([gdcr, parkingGuide], 3)).toEqual({ sourceIndex: 1, highlightIndex: 0 });
    expect(citationTarget([gdcr, parkingGuide], 4)).toBeNull();
    expect(citationTarget([gdcr], 0)).toBeNull();
  });
});
