import { describe, expect, it } from 'vitest';
import { DEFAULT_PARSE_LIMITS, extractPdf } from './pdf-extract.js';
import { makePdf } from './test-pdfs.js';

const ruledTable = () =>
  makePdf((doc) => {
    doc.fontSize(11).font('Helvetica-Bold').text('Bill of quantities', 72, 72);
    doc.font('Helvetica');
    ['Item', 'Unit', 'Qty'].forEach((text, i) => doc.text(text, 80 + i * 150, 110));
    ['Cement OPC 53', 'Bags', '450'].forEach((text, i) => doc.text(text, 80 + i * 150, 130));
    doc.rect(72, 104, 450, 40).stroke();
    doc.moveTo(72, 124).lineTo(522, 124).stroke();
  });

describe('extractPdf', () => {
  it('reads the painted rules and bold fonts of a page', async () => {
    const pdf = await extractPdf(await ruledTable());
    const page = pdf.pages[0];
    expect(page?.rules.length).toBeGreaterThan(0);
    expect(page?.items.find((item) => item.text === 'Bill of quantities')?.bold).toBe(true);
  });

  it('reads the same text at the same positions without drawing operators when asked for text only', async () => {
    const bytes = await ruledTable();
    const full = await extractPdf(bytes);
    const textOnly = await extractPdf(bytes, { ...DEFAULT_PARSE_LIMITS, textOnly: true });
    const layout = (items: { text: string; x: number; top: number; width: number; height: number; baseline: number; size: number }[]) =>
      items.map(({ text, x, top, width, height, baseline, size }) => ({ text, x, top, width, height, baseline, size }));
    expect(textOnly.pages[0]?.rules).toEqual([]);
    expect(layout(textOnly.pages[0]?.items ?? [])).toEqual(layout(full.pages[0]?.items ?? []));
    expect(textOnly.pages[0]?.items.length).toBeGreaterThan(5);
  });
});
