import { describe, expect, it } from 'vitest';
import { chunkPdf, type ChunkDraft } from './chunker.js';
import { extractPdf } from './pdf-extract.js';
import { A4, makePdf, sentences } from './test-pdfs.js';

const chunksOf = async (draw: (doc: PDFKit.PDFDocument) => void) => chunkPdf(await extractPdf(await makePdf(draw)));
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.02);
/** Checks a chunk's box against where the test drew (points, top-left origin). */
function expectBox(chunk: ChunkDraft | undefined, drawn: { x: number; y: number; width: number; height: number }) {
  expect(chunk).toBeDefined();
  const box = chunk!.boundingBox;
  near(box.left, drawn.x / A4.width);
  near(box.top, drawn.y / A4.height);
  near(box.width, drawn.width / A4.width);
  near(box.height, drawn.height / A4.height);
}

describe('chunking a PDF', () => {
  it('finds a numbered heading, its clause and the paragraph under it where they were drawn', async () => {
    const lines = ['In the R1 zone the base FSI is 1.8. Chargeable FSI of up to 0.9 may be', 'bought, for a maximum of 2.7.'];
    const heading = '6.3.1 Base FSI in Ahmedabad';
    const drawn = { heading: { x: 72, y: 100, width: 0, height: 0 }, paragraph: { x: 72, y: 140, width: 0, height: 0 } };
    const chunks = await chunksOf((doc) => {
      doc.font('Helvetica-Bold').fontSize(16);
      drawn.heading = { ...drawn.heading, width: doc.widthOfString(heading), height: doc.currentLineHeight() };
      doc.text(heading, 72, 100);
      doc.font('Helvetica').fontSize(11);
      const width = Math.max(...lines.map((l) => doc.widthOfString(l)));
      drawn.paragraph = { ...drawn.paragraph, width, height: doc.currentLineHeight(true) + doc.currentLineHeight() };
      doc.text(lines[0]!, 72, 140).text(lines[1]!);
    });
    const paragraph = lines.join(' ');
    expect(chunks.map((c) => [c.chunkType, c.clause, c.pageNumber])).toEqual([
      ['heading', '6.3.1', 1],
      ['paragraph', '6.3.1', 1],
    ]);
    expect(chunks[1]).toMatchObject({ heading: '6.3.1 Base FSI in Ahmedabad', text: paragraph, textPreview: paragraph });
    expectBox(chunks[0], drawn.heading);
    expectBox(chunks[1], drawn.paragraph);
    // One box per line of the paragraph, each inside the union.
    expect(chunks[1]!.boxes.length).toBe(2);
  });

  it('reads section ids such as TOPIC-TOZ and AMD as clauses and carries them to the text below', async () => {
    const chunks = await chunksOf((doc) => {
      doc.font('Helvetica-Bold').fontSize(14).text('TOPIC-TOZ Transit Oriented Zone', 72, 100);
      doc.font('Helvetica').fontSize(11).text('The maximum FSI in the TOZ is 4.0.', 72, 130);
      doc.font('Helvetica-Bold').fontSize(14).text('AMD Notification and amendment history', 72, 200);
      doc.font('Helvetica').fontSize(11).text('The regulation was sanctioned in October 2017.', 72, 230);
    });
    expect(chunks.map((c) => [c.chunkType, c.clause])).toEqual([
      ['heading', 'TOPIC-TOZ'],
      ['paragraph', 'TOPIC-TOZ'],
      ['heading', 'AMD'],
      ['paragraph', 'AMD'],
    ]);
    expect(chunks[3]!.heading).toBe('AMD Notification and amendment history');
  });

  it('keeps bulleted and numbered items together as a list', async () => {
    const items = ['Parking areas', 'Lifts and staircases', 'Fire and communication room'];
    const chunks = await chunksOf((doc) => {
      doc.font('Helvetica').fontSize(11).text('Areas not counted in FSI:', 72, 100);
      items.forEach((item, i) => {
        doc.text('•', 74, 125 + i * 16).text(item, 88, 125 + i * 16);
      });
      doc.text('1. Apply online.', 72, 220).text('2. Pay the fees.', 72, 236);
    });
    expect(chunks.map((c) => c.chunkType)).toEqual(['paragraph', 'list', 'list']);
    expect(chunks[1]!.text).toBe(items.map((i) => `• ${i}`).join('\n'));
    expect(chunks[2]!.text).toBe('1. Apply online.\n2. Pay the fees.');
    expectBox(chunks[1], { x: 74, y: 125, width: 88 - 74 + 150, height: 2 * 16 + 13 });
    expect(chunks[1]!.boxes).toHaveLength(3);
  });

  it('reads a ruled table as one table chunk, cell by cell', async () => {
    const rows = [
      ['Zone', 'Base FSI', 'Maximum FSI'],
      ['R1 residential', '1.8', '2.7'],
      ['R2 residential', '1.2', '1.8'],
    ];
    const table = { x: 72, y: 200, widths: [200, 120, 120], rowHeight: 22 };
    const chunks = await chunksOf((doc) => {
      doc.font('Helvetica').fontSize(11).text('The zones carry these figures:', 72, 170);
      rows.forEach((row, r) => {
        let x = table.x;
        row.forEach((cell, c) => {
          const y = table.y + r * table.rowHeight;
          doc.lineWidth(0.5).rect(x, y, table.widths[c]!, table.rowHeight).stroke();
          doc.font(r === 0 ? 'Helvetica-Bold' : 'Helvetica').text(cell, x + 4, y + 5);
          x += table.widths[c]!;
        });
      });
      doc.font('Helvetica').fontSize(11).text('Confirm the zone with the authority.', 72, 300);
    });
    expect(chunks.map((c) => c.chunkType)).toEqual(['paragraph', 'table', 'paragraph']);
    expect(chunks[1]!.text).toBe('Zone | Base FSI | Maximum FSI\nR1 residential | 1.8 | 2.7\nR2 residential | 1.2 | 1.8');
    expectBox(chunks[1], { x: 72, y: 200, width: 440, height: 66 });
    expect(chunks[1]!.boxes).toHaveLength(3);
  });

  it('reads columns aligned without rules as a table', async () => {
    const rows = [
      ['Situation', 'Height allowed', 'When'],
      ['Road 12 m to 18 m', 'up to 25 m', 'from 2017'],
      ['Kutch houses', '11 m', 'from 2018'],
    ];
    const chunks = await chunksOf((doc) => {
      doc.font('Helvetica').fontSize(11).text('Height by road width:', 72, 100);
      rows.forEach((row, r) => row.forEach((cell, c) => doc.text(cell, 72 + c * 160, 130 + r * 16, { lineBreak: false })));
      doc.text('Other road bands are not covered.', 72, 200);
    });
    expect(chunks.map((c) => c.chunkType)).toEqual(['paragraph', 'table', 'paragraph']);
    expect(chunks[1]!.text).toBe(rows.map((r) => r.join(' | ')).join('\n'));
    expect(chunks[1]!.boxes).toHaveLength(3);
    expectBox(chunks[1], { x: 72, y: 130, width: 320 + 50, height: 2 * 16 + 13 });
  });

  it('splits a clause at a page break; the continuation keeps its clause and heading', async () => {
    const chunks = await chunksOf((doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('6.3.1 Base FSI in Ahmedabad', 72, 600);
      doc.font('Helvetica').fontSize(11).text(sentences(12), 72, 640, { width: 450 });
    });
    const paragraphs = chunks.filter((c) => c.chunkType === 'paragraph');
    expect(paragraphs.map((c) => c.pageNumber)).toEqual([1, 2]);
    for (const chunk of paragraphs) expect(chunk).toMatchObject({ clause: '6.3.1', heading: '6.3.1 Base FSI in Ahmedabad' });
    near(paragraphs[1]!.boundingBox.top, 72 / A4.height);
    expect(paragraphs[0]!.boundingBox.top + paragraphs[0]!.boundingBox.height).toBeLessThanOrEqual(1 - 72 / A4.height + 0.02);
  });

  it('cuts a long paragraph at sentence ends into pieces of about 800 characters', async () => {
    const text = sentences(30);
    const chunks = await chunksOf((doc) => {
      doc.font('Helvetica').fontSize(9).text(text, 72, 72, { width: 450 });
    });
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.chunkType).toBe('paragraph');
      expect(chunk.text.length).toBeLessThanOrEqual(1200);
      expect(chunk.text).toMatch(/^Sentence \d+ .*\.$/);
      expect(chunk.textPreview.length).toBeLessThanOrEqual(300);
    }
    expect(chunks.map((c) => c.text).join(' ')).toBe(text);
    // Consecutive pieces follow each other down the page.
    for (let i = 1; i < chunks.length; i++) {
      expect(chunks[i]!.boundingBox.top).toBeGreaterThanOrEqual(chunks[i - 1]!.boundingBox.top);
    }
  });

  it('leaves out running page numbers in the footer', async () => {
    const chunks = await chunksOf((doc) => {
      for (let page = 1; page <= 2; page++) {
        if (page > 1) doc.addPage();
        doc.font('Helvetica').fontSize(11).text(`Body text of page ${page}.`, 72, 100);
        doc.fontSize(8).text(`Page ${page} of 2`, 72, 800, { lineBreak: false });
      }
    });
    expect(chunks.map((c) => [c.pageNumber, c.text])).toEqual([
      [1, 'Body text of page 1.'],
      [2, 'Body text of page 2.'],
    ]);
  });
});
