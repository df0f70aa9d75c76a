import { describe, expect, it } from 'vitest';
import { judgePage } from './legacy-text.js';
import { extractPdf } from './pdf-extract.js';
import { GUJARATI_FONT, legacyGujaratiPdf, makePdf, sentences } from './test-pdfs.js';

const RULE_GU = [
  'રહેણાંક ઝોનમાં પ્લોટ માટે બેઝ એફએસઆઈ નક્કી કરેલ છે',
  'વધારાની એફએસઆઈ જંત્રી દરના આધારે ખરીદી શકાય છે',
  'બાંધકામની પરવાનગી સક્ષમ સત્તામંડળ આપે છે',
];

describe('legacy-font text detection', () => {
  it('flags a page whose Gujarati glyphs extract as Latin codes', async () => {
    const pdf = await extractPdf(await legacyGujaratiPdf(RULE_GU));
    const [page] = pdf.pages;
    const verdict = judgePage(page!);
    expect(verdict.garbled).toBe(true);
  });

  it('leaves a Unicode Gujarati page alone', async () => {
    const bytes = await makePdf((doc) => {
      doc.font(GUJARATI_FONT).fontSize(16);
      RULE_GU.forEach((line, i) => doc.text(line, 72, 100 + i * 34, { width: 450, lineBreak: false }));
    });
    const [page] = (await extractPdf(bytes)).pages;
    expect(page?.items.map((i) => i.text).join(' ')).toContain('રહેણાંક');
    expect(judgePage(page!).garbled).toBe(false);
  });

  it('leaves an English page of prose, codes and figures alone', async () => {
    const bytes = await makePdf((doc) => {
      doc.font('Helvetica').fontSize(11).text(`6.3.1 FSI in D1 areas. ${sentences(6)} Table 6.23: R1 | 1.8 | 2.7; CGDCR, AUDA, GDCR 2(a).`, { width: 450 });
    });
    const [page] = (await extractPdf(bytes)).pages;
    const verdict = judgePage(page!);
    expect(verdict.garbled).toBe(false);
    expect(verdict.oddShare).toBeLessThan(0.05);
  });
});
