import { describe, expect, it } from 'vitest';
import { pdf } from '../quality/corpus-helpers.js';
import { createOfflineExtractor } from '../offline-engine.js';
import type { ExtractedMaterial } from '../types.js';

const extractor = createOfflineExtractor();

async function read(bytes: Buffer) {
  const found: ExtractedMaterial[] = [];
  const result = await extractor.extractDocument({ filename: 'tender.pdf', kind: 'pdf', bytes: new Uint8Array(bytes) }, { onMaterial: (m) => void found.push(m) });
  return { found, result };
}

/** One ruled row: each cell's border drawn, its lines of text placed at the given offsets from the row's top. */
function ruledRow(doc: PDFKit.PDFDocument, top: number, height: number, cells: { x: number; width: number; lines: [string, number][] }[]) {
  for (const cell of cells) {
    doc.rect(cell.x, top, cell.width, height).lineWidth(0.75).stroke();
    cell.lines.forEach(([text, offset]) => doc.font('Helvetica').fontSize(9).text(text, cell.x + 3, top + offset, { lineBreak: false }));
  }
}

/** A tender's delivery schedule: S.No | Consignee | Address | Quantity | Delivery days, its header over three lines, the quantity level with the middle of a tall cell. */
function deliverySchedule(doc: PDFKit.PDFDocument, top: number, quantity: string) {
  const columns = [
    { x: 42, width: 50 },
    { x: 95, width: 100 },
    { x: 198, width: 150 },
    { x: 350, width: 75 },
    { x: 427, width: 125 },
  ];
  const header: [string, number][][] = [[['S.N', 12], ['o.', 26]], [['/Consignee', 20], ['Reporting/Officer', 34]], [['/Address', 20]], [['/Quantity', 20]], [['/Delivery', 12], ['Days', 26]]];
  ruledRow(doc, top, 50, columns.map((c, i) => ({ ...c, lines: header[i] ?? [] })));
  const row: [string, number][][] = [[['1', 44]], [['Ravada Uma', 38], ['Maheswara Rao', 50]], [['508001, Construction Manager,', 5], ['Site Office, Nalgonda', 17], ['Telangana', 29]], [[quantity, 44]], [['730', 44]]];
  ruledRow(doc, top + 53, 97, columns.map((c, i) => ({ ...c, lines: row[i] ?? [] })));
}

describe('ruled PDF tables', () => {
  it('reads a delivery schedule under each titled item as that item with the schedule quantity', async () => {
    const bytes = await pdf((doc) => {
      for (const [title, quantity] of [
        ['Bonded mineral rock wool mattress 100-50 with GS wire netting', '5504'],
        ['Resin bonded glass wool slab 48 kg/m3, 50 mm thick', '208'],
      ] as const) {
        doc.font('Helvetica-Bold').fontSize(10.5).text(title, 42, 60, { lineBreak: false });
        doc.font('Helvetica').fontSize(9).text('Technical Specifications: see the specification document attached to this bid.', 42, 90, { lineBreak: false });
        doc.font('Helvetica').fontSize(9).text('Consignees/Reporting Officer and Quantity', 42, 120, { lineBreak: false });
        deliverySchedule(doc, 140, quantity);
        doc.addPage();
      }
      doc.font('Helvetica').fontSize(9).text('The purchaser may increase the ordered quantity by up to 25 percent.', 42, 60);
    });
    const { found } = await read(bytes);
    expect(found.map((m) => [m.name, m.quantity])).toEqual([
      [expect.stringMatching(/^Bonded mineral rock wool mattress 100-50/i), 5504],
      [expect.stringMatching(/^Resin bonded glass wool slab/i), 208],
    ]);
  });

  it('reads a ruled table whose header wraps over lines and whose quantity sits mid-cell, one row per drawn row', async () => {
    const bytes = await pdf((doc) => {
      const columns = [
        { x: 40, width: 40 },
        { x: 80, width: 260 },
        { x: 340, width: 60 },
        { x: 400, width: 80 },
      ];
      ruledRow(doc, 60, 30, columns.map((c, i) => ({ ...c, lines: ([[['Sr.', 5], ['No.', 16]], [['Description of', 5], ['item', 16]], [['Unit', 10]], [['Total', 5], ['Quantity', 16]]] as [string, number][][])[i] ?? [] })));
      const rows: [string, string[], string, string][] = [
        ['1', ['Ordinary Portland cement 53 grade', 'in 50 kg bags, IS 269'], 'Bags', '450'],
        ['2', ['TMT bars Fe 500D, 12 mm dia,', 'with test certificates'], 'MT', '6.5'],
      ];
      rows.forEach(([serial, description, unit, quantity], i) => {
        const top = 90 + i * 40;
        ruledRow(doc, top, 40, [
          { ...columns[0]!, lines: [[serial, 15]] },
          { ...columns[1]!, lines: description.map((line, j): [string, number] => [line, 5 + j * 14]) },
          { ...columns[2]!, lines: [[unit, 15]] },
          { ...columns[3]!, lines: [[quantity, 15]] },
        ]);
      });
    });
    const { found } = await read(bytes);
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Cement', 450, 'bags'],
      ['Steel & Metal', 6.5, 'ton'],
    ]);
  });

  it('finds a schedule of quantities late in a long document, past pages of conditions', async () => {
    const bytes = await pdf((doc) => {
      doc.font('Helvetica').fontSize(9);
      for (let page = 0; page < 4; page++) {
        for (let line = 0; line < 40; line++) doc.text(`${page * 40 + line + 1}. The contractor shall comply with clause ${line + 1} of the general conditions of contract.`, 40, 50 + line * 18, { lineBreak: false });
        doc.addPage();
      }
      doc.font('Helvetica-Bold').text('Sr. No.', 40, 60, { lineBreak: false }).text('Description', 90, 60, { lineBreak: false }).text('Unit', 380, 60, { lineBreak: false }).text('Quantity', 440, 60, { lineBreak: false });
      doc.font('Helvetica').text('1', 40, 80, { lineBreak: false }).text('Vitrified floor tiles 600 x 600 mm', 90, 80, { lineBreak: false }).text('Sqm', 380, 80, { lineBreak: false }).text('320', 440, 80, { lineBreak: false });
    });
    const { found } = await read(bytes);
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([['Tiles', 320, 'sqm']]);
  });

  it('reads text printed twice at the same place (a fake bold) once', async () => {
    const bytes = await pdf((doc) => {
      doc.font('Helvetica-Bold').fontSize(9);
      for (const dx of [0, 0.4]) doc.text('Item', 90 + dx, 60, { lineBreak: false }).text('Qty', 400 + dx, 60, { lineBreak: false }).text('Unit', 460 + dx, 60, { lineBreak: false });
      doc.font('Helvetica');
      for (const dx of [0, 0.4]) doc.text('River sand, fine, washed', 90 + dx, 80, { lineBreak: false }).text('12', 400 + dx, 80, { lineBreak: false }).text('Brass', 460 + dx, 80, { lineBreak: false });
    });
    const { found } = await read(bytes);
    expect(found.map((m) => [m.name, m.quantity, m.unit])).toEqual([[expect.not.stringMatching(/River sand.*River sand/i), 12, 'brass']]);
  });
});
