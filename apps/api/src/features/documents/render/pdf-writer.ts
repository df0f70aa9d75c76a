import PDFDocument from 'pdfkit';
import { registerFonts } from './fonts.js';
import { type MdBlock, type MdDocument, type Run, runsText } from './markdown.js';
import { drawTable } from './table.js';
import { measureRuns, type TextStyle, writeRuns } from './text.js';

/** A fixed creation date: the same source always renders to the same bytes (and sha256). */
export const FIXED_CREATION_DATE = new Date('2025-01-01T00:00:00Z');

const MARGIN = 56;
const BODY: TextStyle = { size: 10.5, lineGap: 1.5 };
const HEADINGS: Record<1 | 2 | 3, TextStyle & { before: number; after: number }> = {
  1: { size: 20, lineGap: 2, bold: true, before: 0, after: 8 },
  2: { size: 14, lineGap: 1.5, bold: true, before: 12, after: 5 },
  3: { size: 12, lineGap: 1.5, bold: true, before: 8, after: 4 },
};
const PARAGRAPH_GAP = 7;
const ITEM_GAP = 3;

interface Writer {
  doc: PDFKit.PDFDocument;
  x: number;
  width: number;
}

const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;
const ensureSpace = (doc: PDFKit.PDFDocument, height: number) => {
  if (doc.y + height > bottom(doc)) doc.addPage();
};

function heading(w: Writer, level: 1 | 2 | 3, runs: Run[]) {
  const style = HEADINGS[level];
  const height = measureRuns(w.doc, runs, w.width, style);
  if (w.doc.y > w.doc.page.margins.top) w.doc.y += style.before;
  // Keep a heading with the first lines of what follows it.
  ensureSpace(w.doc, height + 4 * BODY.size);
  writeRuns(w.doc, runs, w.x, w.doc.y, w.width, style);
  if (level === 1) {
    const y = w.doc.y + 4;
    w.doc.save().lineWidth(1).strokeColor('#333333').moveTo(w.x, y).lineTo(w.x + w.width, y).stroke().restore();
    w.doc.y = y + 2;
  }
  w.doc.y += style.after;
}

function paragraph(w: Writer, runs: Run[]) {
  ensureSpace(w.doc, 2 * BODY.size);
  writeRuns(w.doc, runs, w.x, w.doc.y, w.width, BODY);
  w.doc.y += PARAGRAPH_GAP;
}

/** The disclaimer under the title, on a shaded panel so it cannot be missed. */
function notice(w: Writer, runs: Run[]) {
  const pad = 8;
  const height = measureRuns(w.doc, runs, w.width - 2 * pad, BODY) + 2 * pad;
  if (w.doc.y + height > bottom(w.doc)) return paragraph(w, runs);
  const top = w.doc.y;
  w.doc.save().rect(w.x, top, w.width, height).fill('#f3f0e6').restore();
  writeRuns(w.doc, runs, w.x + pad, top + pad, w.width - 2 * pad, BODY);
  w.doc.x = w.x;
  w.doc.y = top + height + PARAGRAPH_GAP + 2;
}

function list(w: Writer, ordered: boolean, items: Run[][]) {
  const indent = ordered ? 20 : 14;
  items.forEach((item, i) => {
    ensureSpace(w.doc, 2 * BODY.size);
    const y = w.doc.y;
    // The marker is text (not a drawn dot) so that text extraction sees the list.
    w.doc.font('Helvetica').fontSize(BODY.size).text(ordered ? `${i + 1}.` : '•', w.x + 2, y, { lineBreak: false });
    writeRuns(w.doc, item, w.x + indent, y, w.width - indent, BODY);
    w.doc.y += ITEM_GAP;
  });
  w.doc.x = w.x;
  w.doc.y += PARAGRAPH_GAP - ITEM_GAP;
}

function footers(doc: PDFKit.PDFDocument) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 34, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}

/** Renders a parsed markdown document to an A4 PDF. */
export function renderPdf(md: MdDocument, options: { creationDate?: Date } = {}): Promise<Buffer> {
  const title = md.blocks.find((b): b is Extract<MdBlock, { type: 'heading' }> => b.type === 'heading' && b.level === 1);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: md.meta.lang ?? 'en',
    displayTitle: true,
    info: {
      Title: title ? runsText(title.runs) : 'Document',
      Producer: 'PDFKit',
      Creator: 'corpus renderer',
      CreationDate: options.creationDate ?? FIXED_CREATION_DATE,
      ModDate: options.creationDate ?? FIXED_CREATION_DATE,
    },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w: Writer = { doc, x: MARGIN, width: doc.page.width - 2 * MARGIN };
  let previous: MdBlock | undefined;
  for (const block of md.blocks) {
    if (block.type === 'heading') heading(w, block.level, block.runs);
    else if (block.type === 'paragraph') {
      if (previous?.type === 'heading' && previous.level === 1) notice(w, block.runs);
      else paragraph(w, block.runs);
    } else if (block.type === 'list') list(w, block.ordered, block.items);
    else drawTable(doc, block.header, block.rows, w.x, w.width);
    previous = block;
  }
  footers(doc);
  doc.end();
  return done;
}
