import { describe, expect, it } from 'vitest';
import { ocrPages } from './ocr.js';
import { A4, legacyGujaratiPdf } from './test-pdfs.js';

const LINES = ['રહેણાંક ઝોનમાં પ્લોટ માટે બેઝ એફએસઆઈ નક્કી કરેલ છે', 'બાંધકામની પરવાનગી સક્ષમ સત્તામંડળ આપે છે'];

describe('OCR of a page', () => {
  it('reads Gujarati words with their boxes from what the page shows, not from its text layer', async () => {
    const pages = await ocrPages(await legacyGujaratiPdf(LINES), [1]);
    const words = pages.get(1) ?? [];
    const text = words.map((w) => w.text).join(' ');
    expect(text).toMatch(/રહેણાંક|ઝોનમાં|પરવાનગી|બાંધકામની/);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
    for (const word of words) {
      expect(word.x).toBeGreaterThanOrEqual(60);
      expect(word.x + word.width).toBeLessThanOrEqual(A4.width);
      expect(word.top).toBeGreaterThan(80);
      expect(word.top + word.height).toBeLessThan(200);
      expect(word.baseline).toBeGreaterThan(word.top);
    }
  }, 120_000);
});
