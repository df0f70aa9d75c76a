import type { Run } from './markdown.js';
import { longestWord, measureRuns, naturalWidth, type TextStyle, writeRuns } from './text.js';

const PAD = 4;
const CELL: TextStyle = { size: 9, lineGap: 1 };
const HEADER: TextStyle = { size: 9, lineGap: 1, bold: true };

/**
 * Column widths that fill `total`: every column gets at least its longest word, and the rest is
 * shared in proportion to how much more each column's longest cell would need.
 */
function columnWidths(doc: PDFKit.PDFDocument, header: Run[][], rows: Run[][][], total: number): number[] {
  const count = header.length;
  const all = [header, ...rows];
  const min: number[] = [];
  const want: number[] = [];
  for (let c = 0; c < count; c++) {
    const cells = all.map((row, r) => ({ runs: row[c] ?? [], style: r === 0 ? HEADER : CELL }));
    min.push(Math.max(24, ...cells.map((cell) => longestWord(doc, cell.runs, cell.style) + 2 * PAD)));
    want.push(Math.max(...cells.map((cell) => naturalWidth(doc, cell.runs, cell.style) + 2 * PAD)));
  }
  const minSum = min.reduce((a, b) => a + b, 0);
  if (minSum >= total) return min.map((w) => (w * total) / minSum);
  const extra = want.map((w, c) => Math.max(0, w - (min[c] ?? 0)));
  const extraSum = extra.reduce((a, b) => a + b, 0);
  if (extraSum === 0) return min.map((w) => w + (total - minSum) / count);
  const share = Math.min(1, (total - minSum) / extraSum);
  const widths = min.map((w, c) => w + (extra[c] ?? 0) * share);
  const left = total - widths.reduce((a, b) => a + b, 0);
  return widths.map((w) => w + left / count);
}

/**
 * Draws a markdown table as a real table: a grid of 0.5 pt rules, a shaded bold header row,
 * wrapped cells. A row never splits; when it does not fit, the table continues on the next
 * page under a repeated header row.
 */
export function drawTable(doc: PDFKit.PDFDocument, header: Run[][], rows: Run[][][], x: number, width: number): void {
  const widths = columnWidths(doc, header, rows, width);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const heightOf = (row: Run[][], style: TextStyle) =>
    Math.max(...widths.map((w, c) => measureRuns(doc, row[c] ?? [], w - 2 * PAD, style))) + 2 * PAD;

  const drawRow = (row: Run[][], style: TextStyle, y: number, height: number) => {
    let cx = x;
    widths.forEach((w, c) => {
      if (style.bold) doc.save().rect(cx, y, w, height).fill('#e8edf2').restore();
      doc.save().lineWidth(0.5).strokeColor('#555555').rect(cx, y, w, height).stroke().restore();
      writeRuns(doc, row[c] ?? [], cx + PAD, y + PAD, w - 2 * PAD, style);
      cx += w;
    });
  };

  const headerHeight = heightOf(header, HEADER);
  let y = doc.y;
  const first = rows[0] ? heightOf(rows[0], CELL) : 0;
  if (y + headerHeight + first > bottom()) {
    doc.addPage();
    y = doc.y;
  }
  drawRow(header, HEADER, y, headerHeight);
  y += headerHeight;
  for (const row of rows) {
    const height = heightOf(row, CELL);
    if (y + height > bottom()) {
      doc.addPage();
      y = doc.y;
      drawRow(header, HEADER, y, headerHeight);
      y += headerHeight;
    }
    drawRow(row, CELL, y, height);
    y += height;
  }
  doc.x = x;
  doc.y = y + 8;
}
