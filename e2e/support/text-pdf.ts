import PDFDocument from 'pdfkit';

/**
 * A one-page PDF with lines of text (pdfkit's Helvetica, as the API's tests draw theirs): enough
 * for the API to extract, chunk and index it without OCR.
 */
export function textPdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}
