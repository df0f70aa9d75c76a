import { pieces } from './fonts.js';
import type { Run } from './markdown.js';

export interface TextStyle {
  size: number;
  lineGap: number;
  bold?: boolean;
}

/** Writes runs (mixed fonts and scripts) as one wrapped paragraph starting at (x, y). */
export function writeRuns(doc: PDFKit.PDFDocument, runs: Run[], x: number, y: number, width: number, style: TextStyle): void {
  const parts = pieces(style.bold ? runs.map((r) => ({ ...r, bold: true })) : runs);
  if (parts.length === 0) return;
  parts.forEach((part, i) => {
    doc.font(part.font).fontSize(style.size);
    const options = { width, lineGap: style.lineGap, continued: i < parts.length - 1 };
    if (i === 0) doc.text(part.text, x, y, options);
    else doc.text(part.text, options);
  });
}

/** The height the runs take at this width (measured in the widest font the runs use). */
export function measureRuns(doc: PDFKit.PDFDocument, runs: Run[], width: number, style: TextStyle): number {
  const parts = pieces(runs);
  if (parts.length === 0) return 0;
  const bold = style.bold || parts.some((p) => p.font.includes('Bold') || p.font.endsWith('bold'));
  const indic = parts.find((p) => p.font.startsWith('gu') || p.font.startsWith('hi'));
  const font = indic ? indic.font : bold ? 'Helvetica-Bold' : 'Helvetica';
  doc.font(font).fontSize(style.size);
  return doc.heightOfString(parts.map((p) => p.text).join(''), { width, lineGap: style.lineGap });
}

/** The width of the longest word, so a column is never narrower than it. */
export function longestWord(doc: PDFKit.PDFDocument, runs: Run[], style: TextStyle): number {
  doc.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(style.size);
  const words = pieces(runs)
    .map((p) => p.text)
    .join('')
    .split(/\s+/);
  return Math.max(0, ...words.map((w) => doc.widthOfString(w)));
}

export function naturalWidth(doc: PDFKit.PDFDocument, runs: Run[], style: TextStyle): number {
  doc.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(style.size);
  return doc.widthOfString(
    pieces(runs)
      .map((p) => p.text)
      .join(''),
  );
}
