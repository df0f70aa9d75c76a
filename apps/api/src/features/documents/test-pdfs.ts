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
