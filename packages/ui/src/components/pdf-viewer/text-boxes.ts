import type { PageBox } from './page-boxes';

/** A run of text as pdf.js reports it (`getTextContent().items`), in PDF units from the bottom-left. */
export interface TextRun {
  str: string;
  /** [a, b, c, d, e, f]: e, f is the baseline origin. */
  transform: number[];
  width: number;
  height: number;
}

/** The page's box in PDF units (`page.view`): [x0, y0, x1, y1]. */
export type PageView = [number, number, number, number];

const normalise = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .trim();

interface Line {
  y: number;
  runs: TextRun[];
  text: string;
}

/** Runs grouped into lines by baseline (within a third of the font size), top to bottom. */
function linesOf(runs: TextRun[]): Line[] {
  const lines: Line[] = [];
  for (const run of runs) {
    if (!run.str.trim()) continue;
    const y = run.transform[5] ?? 0;
    const size = Math.abs(run.transform[3] ?? run.height) || run.height || 10;
    const line = lines.find((l) => Math.abs(l.y - y) <= size / 3);
    if (line) line.runs.push(run);
    else lines.push({ y, runs: [run], text: '' });
  }
  for (const line of lines) {
    line.runs.sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
    line.text = normalise(line.runs.map((r) => r.str).join(' '));
  }
  return lines.sort((a, b) => b.y - a.y);
}

/** How well a line matches the wanted text: 1 when it holds it whole, else the share of its words found. */
function score(line: string, wanted: string): number {
  if (!line) return 0;
  if (line.includes(wanted)) return 1;
  const words = wanted.split(' ').filter((w) => w.length > 1);
  if (words.length === 0) return 0;
  const lineWords = new Set(line.split(' '));
  return words.filter((w) => lineWords.has(w)).length / words.length;
}

/** Below this share of words a line is not taken for the source line (better no highlight than a wrong one). */
const MIN_SCORE = 0.6;

/**
 * The boxes of the page line that holds `text` (a material's source line), one box spanning the
 * line, as fractions of the page: the line holding it whole; else, for a source that wraps, the
 * lines it holds whole; else lines sharing most of its words; nothing when none matches well enough.
 */
export function textLineBoxes(runs: TextRun[], view: PageView, text: string): PageBox[] {
  const wanted = normalise(text);
  if (!wanted) return [];
  const [x0, y0, x1, y1] = view;
  const pageWidth = x1 - x0;
  const pageHeight = y1 - y0;
  const lines = linesOf(runs);
  const scored = lines.map((line) => ({ line, score: score(line.text, wanted) }));
  const whole = scored.find((s) => s.score === 1);
  // A source that wraps over several lines: every line it contains whole (of two words or more).
  const parts = scored.filter((s) => s.line.text.includes(' ') && wanted.includes(s.line.text));
  const chosen = whole ? [whole] : parts.length > 0 ? parts : scored.filter((s) => s.score >= MIN_SCORE);
  return chosen.map(({ line }) => {
    const left = Math.min(...line.runs.map((r) => r.transform[4] ?? 0));
    const right = Math.max(...line.runs.map((r) => (r.transform[4] ?? 0) + r.width));
    const height = Math.max(...line.runs.map((r) => r.height || Math.abs(r.transform[3] ?? 0)));
    // PDF y grows upwards from the bottom; the box's top is measured from the page's top edge.
    const top = y1 - (line.y + height);
    return { left: (left - x0) / pageWidth, top: Math.max(0, top / pageHeight), width: (right - left) / pageWidth, height: (height * 1.2) / pageHeight };
  });
}
