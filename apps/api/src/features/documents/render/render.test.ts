import { describe, expect, it } from 'vitest';
import { chunkPdf } from '../chunker.js';
import { extractPdf } from '../pdf-extract.js';
import { parseMarkdown } from './markdown.js';
import { renderPdf } from './pdf-writer.js';

const source = `---
lang: gu
---
# Sample digest

**Unofficial digest.** Not the regulation.

## 6.3.1 Base FSI in Ahmedabad

The base FSI is **1.8** in R1. <!-- source: https://example.org; hidden -->

- Parking areas
- Lifts and staircases

| Zone | Base FSI |
|---|---|
| R1 | 1.8 |
| R2 | 1.2 |

## TOPIC-GLOSSARY Terms

FSI is ફ્લોર સ્પેસ ઇન્ડેક્સ in Gujarati and फ्लोर स्पेस इंडेक्स in Hindi.
`;

describe('rendering markdown to PDF', () => {
  it('parses front matter, headings, lists and tables, and drops HTML comments', () => {
    const md = parseMarkdown(source);
    expect(md.meta).toEqual({ lang: 'gu' });
    expect(md.blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'heading', 'paragraph', 'list', 'table', 'heading', 'paragraph']);
    expect(JSON.stringify(md)).not.toContain('source:');
  });

  it('renders a PDF the ingestion reads back as headings, paragraph, list and table, Gujarati and Hindi included', async () => {
    const bytes = await renderPdf(parseMarkdown(source));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The Indic fonts are embedded only because the text uses them.
    expect(bytes.includes('NotoSansGujarati')).toBe(true);
    expect(bytes.includes('NotoSansDevanagari')).toBe(true);
    const chunks = chunkPdf(await extractPdf(bytes));
    expect(chunks.map((c) => [c.chunkType, c.clause])).toEqual([
      ['heading', null],
      ['paragraph', null],
      ['heading', '6.3.1'],
      ['paragraph', '6.3.1'],
      ['list', '6.3.1'],
      ['table', '6.3.1'],
      ['heading', 'TOPIC-GLOSSARY'],
      ['paragraph', 'TOPIC-GLOSSARY'],
    ]);
    expect(chunks[5]!.text).toBe('Zone | Base FSI\nR1 | 1.8\nR2 | 1.2');
    expect(chunks.map((c) => c.text).join('\n')).not.toContain('Page 1 of 1');
    expect(chunks[7]!.text).toMatch(/^FSI is .*[\u0A80-\u0AFF].* in Gujarati and .*[\u0900-\u097F].* in Hindi\.$/);
  });

  it('gives the same bytes for the same source', async () => {
    const [a, b] = await Promise.all([renderPdf(parseMarkdown(source)), renderPdf(parseMarkdown(source))]);
    expect(a.equals(b)).toBe(true);
  });
});
