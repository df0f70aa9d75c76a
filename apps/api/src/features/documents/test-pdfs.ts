import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** A4 in points: where the tests draw, and what chunk boxes are fractions of. */
export const A4 = { width: 595.28, height: 841.89 };

/** Test-only: a PDF drawn with pdfkit (fixed date, so the same drawing gives the same bytes). */
export function makePdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, info: { CreationDate: new Date('2025-01-01T00:00:00Z') }, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

/** Sentences about FSI, `count` of them, each ending with a full stop. */
export const sentences = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `Sentence ${i + 1} says that the base FSI of a plot in the R1 zone is 1.8 and chargeable FSI may add 0.9 more.`,
  ).join(' ');

/** Noto Sans Gujarati (the WOFF the corpus renderer embeds). */
export const GUJARATI_FONT = createRequire(import.meta.url).resolve('@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff');

/**
 * Test-only: what a pre-Unicode Gujarati font does to extraction. The page shows real Gujarati
 * glyphs, but the font's ToUnicode map sends every Gujarati code to a Latin one (as Shree-Lipi or
 * Terafont slots do), so pdf.js extracts Latin-range codes. Drawn uncompressed, then each
 * Gujarati UTF-16 unit in the map is replaced by an ASCII code of the same width (the file's
 * byte offsets stay valid).
 */
export async function legacyGujaratiPdf(lines: string[]): Promise<Buffer> {
  const pdf = await makePdf(
    (doc) => {
      doc.font(GUJARATI_FONT).fontSize(16);
      lines.forEach((line, i) => doc.text(line, 72, 100 + i * 34, { width: 450, lineBreak: false }));
    },
    { compress: false },
  );
  const text = pdf.toString('latin1');
  const remapped = text.replace(/beginbfrange[\s\S]*?endbfrange/g, (cmap) =>
    cmap.replace(/\b0A([89A-F][0-9A-F])\b/gi, (_, low: string) => (0x21 + (parseInt(low, 16) - 0x80)).toString(16).toUpperCase().padStart(4, '0')),
  );
  return Buffer.from(remapped, 'latin1');
}

/** The part of @napi-rs/canvas used here (it is pdfjs-dist's dependency, not ours: no types). */
interface NodeCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
  toBuffer(type: 'image/png'): Buffer;
}

/** Test-only: page 1 of a PDF as a PNG (pdf.js with the canvas it brings for Node), as a scanner would see it. */
export async function pagePng(bytes: Uint8Array, scale = 2): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const pdfjsPackage = require.resolve('pdfjs-dist/package.json');
  const { createCanvas } = createRequire(pdfjsPackage)('@napi-rs/canvas') as { createCanvas: (w: number, h: number) => NodeCanvas };
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
  await pdf.destroy();
  return canvas.toBuffer('image/png');
}
