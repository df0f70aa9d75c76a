import type { TMaterialCategory, TMaterialUnit } from '@app/sdk/contracts';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentKind } from '../types.js';

/** One expected material: a name pattern, its category, the quantity (null: the document states none) and unit. */
export type Expected = [RegExp, TMaterialCategory, number | null, TMaterialUnit];

export interface QualityDocument {
  file: string;
  /** `text` documents are read as a typed description. */
  kind: DocumentKind | 'text';
  expected: Expected[];
  build: () => Promise<Buffer> | Buffer;
}

export type Cell = string | number | { formula: string; result: number } | null;
export async function workbook(sheets: { name: string; rows: Cell[][]; merges?: string[] }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = book.addWorksheet(sheet.name);
    for (const row of sheet.rows) ws.addRow(row);
    for (const merge of sheet.merges ?? []) ws.mergeCells(merge);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function pdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    draw(doc);
    doc.end();
  });
}

/** A table drawn at fixed columns; `wrap` widths make long descriptions wrap onto a second line. */
export function table(doc: PDFKit.PDFDocument, columns: number[], widths: number[], header: string[], rows: string[][], rowsPerPage = 100) {
  const drawRow = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const y = doc.y;
    let height = 0;
    cells.forEach((cell, i) => {
      doc.text(cell, columns[i] ?? 40, y, { width: widths[i] ?? 60, lineBreak: true });
      height = Math.max(height, doc.y - y);
    });
    doc.x = 40;
    doc.y = y + height + 4;
  };
  drawRow(header, true);
  rows.forEach((row, i) => {
    if (i > 0 && i % rowsPerPage === 0) {
      doc.addPage();
      drawRow(header, true);
    }
    drawRow(row);
  });
}

/** A photo of a printed list: the page rendered by headless Chromium (offline) to a PNG. */
export function photo(html: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'photo-'));
  const page = join(dir, 'page.html');
  const out = join(dir, 'page.png');
  writeFileSync(page, `<html><body style="font:22px 'DejaVu Serif',serif;margin:30px;background:#f4f1ea;color:#222">${html}</body></html>`);
  execFileSync('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--screenshot=${out}`, '--window-size=900,620', `file://${page}`], { stdio: 'ignore' });
  const png = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return png;
}

export const text = (body: string) => Buffer.from(body.trim(), 'utf8');

