import type { Passage } from '../retrieval/types.js';

/** One quotable piece of a passage: a sentence, a list item or a table row. */
export interface Unit {
  /** Index of the passage in the engine's input (0-based). */
  passage: number;
  /** Order within the passage. */
  position: number;
  kind: 'sentence' | 'item' | 'row';
  /** The text as quoted in an English answer (a row reads "Header: cell; …"). */
  text: string;
  /** For rows: header → cell pairs (empty header when the table has none). */
  cells?: { header: string; value: string }[];
}

/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATIONS = /\b(?:no|nos|e\.g|i\.e|rs|st|dr|mr|mrs|approx|cf|vs|ltd|pvt|govt|dt|dtd|fig|sq)\.$/i;

/** Splits prose into sentences without cutting `1.8`, `6.3.1`, `No. GH/V/269` or `e.g. a gym`. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const boundary = /[.!?](?=\s+[("'“A-Z0-9\u0A80-\u0AFF\u0900-\u097F])/g;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + 1;
    const candidate = text.slice(start, end);
    if (ABBREVIATIONS.test(candidate)) continue;
    out.push(candidate.trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const cellsOf = (line: string) => line.split('|').map((c) => c.trim());

/** A passage cut into units according to its chunk type. */
export function unitsOf(passage: Passage, index: number): Unit[] {
  const lines = passage.text.split('\n').map((l) => l.trim()).filter(Boolean);
  if (passage.chunkType === 'table' && lines.length > 0) return tableUnits(lines, index);
  if (passage.chunkType === 'list') {
    return lines.flatMap((line, position) => {
      const text = line.replace(/^(?:[-*•–]|\d+[.)])\s*/, '');
      return text ? [{ passage: index, position, kind: 'item' as const, text }] : [];
    });
  }
  if (passage.chunkType === 'heading') return [];
  return sentences(lines.join(' ')).map((text, position) => ({ passage: index, position, kind: 'sentence' as const, text }));
}

function tableUnits(lines: string[], index: number): Unit[] {
  const piped = lines.every((l) => l.includes('|'));
  if (!piped) return lines.map((text, position) => ({ passage: index, position, kind: 'row' as const, text }));
  const top = lines[0] ?? '';
  const first = cellsOf(top);
  const hasHeader = lines.length > 1 && !/\d/.test(top);
  const headers = hasHeader ? first : first.map(() => '');
  return lines.slice(hasHeader ? 1 : 0).map((line, position) => {
    const cells = cellsOf(line).map((value, i) => ({ header: headers[i] ?? '', value }));
    const text = cells
      .filter((c) => c.value)
      .map((c) => (c.header ? `${c.header}: ${c.value}` : c.value))
      .join('; ');
    return { passage: index, position, kind: 'row' as const, text, cells };
  });
}
