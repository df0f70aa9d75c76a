import type { TSource } from '@app/sdk/contracts';

/** A piece of answer text: plain text, or a citation marker `[n]` (n counts from 1). */
export type CitationSegment = { kind: 'text'; text: string } | { kind: 'cite'; n: number };

// `[1]`, `[2, 3]` and `[4,5]`; runs such as `[1][2]` are two markers.
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

/**
 * Splits answer text into text and citation markers. A marker is a citation only when every
 * number in it names a cited passage (1..`citationCount`); anything else (`[2019]`, `[0]`) stays
 * text, so a year in brackets never turns into a dead button.
 */
export function splitCitations(text: string, citationCount: number): CitationSegment[] {
  const segments: CitationSegment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(MARKER)) {
    const numbers = (match[1] ?? '').split(',').map((part) => Number(part.trim()));
    if (!numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= citationCount)) continue;
    pushText(text.slice(last, match.index));
    for (const n of numbers) segments.push({ kind: 'cite', n });
    last = match.index + match[0].length;
  }
  pushText(text.slice(last));
  return segments;
}

/** How many passages an answer cites: `[k]` is the k-th chunk of its sources, flattened in order. */
export function citationCount(sources: readonly TSource[]): number {
  return sources.reduce((total, source) => total + source.pages.reduce((sum, page) => sum + page.chunks.length, 0), 0);
}

export interface CitationTarget {
  sourceIndex: number;
  /** Index of the chunk among its source's chunks (pages in order), i.e. the viewer's highlight. */
  highlightIndex: number;
}

/** The source and highlight a marker `[n]` points at; null when the answer has no such passage. */
export function citationTarget(sources: readonly TSource[], n: number): CitationTarget | null {
  let remaining = n;
  for (const [sourceIndex, source] of sources.entries()) {
    const chunks = source.pages.reduce((sum, page) => sum + page.chunks.length, 0);
    if (remaining <= chunks) return remaining >= 1 ? { sourceIndex, highlightIndex: remaining - 1 } : null;
    remaining -= chunks;
  }
  return null;
}
