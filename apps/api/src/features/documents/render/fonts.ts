import { createRequire } from 'node:module';
import type { Run } from './markdown.js';

const require = createRequire(import.meta.url);

/** A piece of a run in one font: Latin text in Helvetica, Gujarati or Devanagari in Noto Sans. */
export interface Piece {
  text: string;
  font: string;
}

const GUJARATI = /[\u0A80-\u0AFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
/** Splits into script runs; spaces and punctuation stay with the run they are in. */
const SCRIPT_RUNS = /[\u0A80-\u0AFF]+(?:[\s\p{P}\d]+[\u0A80-\u0AFF]+)*|[\u0900-\u097F]+(?:[\s\p{P}\d]+[\u0900-\u097F]+)*|[^\u0900-\u097F\u0A80-\u0AFF]+/gu;

/**
 * The fonts registered with a document. Helvetica is a standard PDF font (WinAnsi, Latin);
 * the Noto Sans Gujarati and Devanagari faces (WOFF from @fontsource, read by fontkit) are
 * embedded only when a document uses them.
 */
export const FONT_FILES: Record<string, string> = {
  'gu-regular': '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff',
  'gu-bold': '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff',
  'hi-regular': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  'hi-bold': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
};

export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, require.resolve(file));
}

function latinFont(run: Run): string {
  if (run.code) return 'Courier';
  if (run.bold && run.italic) return 'Helvetica-BoldOblique';
  if (run.bold) return 'Helvetica-Bold';
  if (run.italic) return 'Helvetica-Oblique';
  return 'Helvetica';
}

/** Characters Helvetica's WinAnsi encoding lacks, spelled with ones it has. */
const WIN_ANSI_FALLBACK: Record<string, string> = { '≥': '>=', '≤': '<=', '→': '->', '←': '<-', '₹': 'Rs ', '≈': '~', '×': 'x', '−': '-' };
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function winAnsi(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code < 0x7f || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) return ch;
      return WIN_ANSI_FALLBACK[ch] ?? '?';
    })
    .join('');
}

/** Cuts runs into pieces by script and picks each piece's font. */
export function pieces(runs: Run[]): Piece[] {
  const out: Piece[] = [];
  for (const run of runs) {
    for (const [part] of run.text.matchAll(SCRIPT_RUNS)) {
      const weight = run.bold ? 'bold' : 'regular';
      if (GUJARATI.test(part)) out.push({ text: part, font: `gu-${weight}` });
      else if (DEVANAGARI.test(part)) out.push({ text: part, font: `hi-${weight}` });
      else out.push({ text: winAnsi(part), font: latinFont(run) });
    }
  }
  return out;
}
