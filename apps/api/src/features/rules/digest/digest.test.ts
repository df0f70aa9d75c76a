import { beforeAll, describe, expect, it } from 'vitest';
import { numbersIn } from '../../answers/number-guard.js';
import { translationOf } from '../../answers/translations.js';
import type { ChunkRecord } from '../../retrieval/types.js';
import { RULE_ROWS } from '../tables/index.js';
import { RULE_SECTIONS_MARK, locateRow, rowCells, rowUnitText, sectionOfTable } from './index.js';
import { digestSource, renderedDigestChunks } from './test-support.js';

let chunks: ChunkRecord[] = [];
beforeAll(async () => {
  expect(await digestSource()).toContain(RULE_SECTIONS_MARK);
  chunks = await renderedDigestChunks();
}, 120_000);

const cellNumbers = (text: string) => numbersIn(text).sort().join(' ');

describe('the digest rule sections generated from the rule data', () => {
  it('give every rule row a section, and every row reads differently from the others', () => {
    for (const row of RULE_ROWS) expect(sectionOfTable(row.table), row.id).toBeDefined();
    const texts = RULE_ROWS.map((row) => rowCells(row, 'en').join(' | '));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('render every rule row as its own line of a table in the PDF, with a page and a box on that page', () => {
    const missing = RULE_ROWS.filter((row) => !locateRow(row, chunks)).map((row) => row.id);
    expect(missing).toEqual([]);
    for (const row of RULE_ROWS) {
      const located = locateRow(row, chunks);
      if (!located) continue;
      const { box, chunk } = located;
      expect(chunk.pageNumber).toBeGreaterThan(0);
      expect(box.width).toBeGreaterThan(0.3);
      expect(box.height).toBeGreaterThan(0);
      expect(box.height).toBeLessThan(0.2);
      expect(box.top + box.height).toBeLessThanOrEqual(1);
    }
  });

  it('state in the PDF exactly the figures of the data, both values of a disputed row', () => {
    for (const row of RULE_ROWS) {
      const located = locateRow(row, chunks);
      const line = located?.chunk.text.split('\n').find((l) => l.includes(' | ') && cellNumbers(l) === cellNumbers(rowCells(row, 'en').join(' | ')));
      expect(line, row.id).toBeDefined();
      const figures = row.values.flatMap((v) => Object.values(v.figures).map(String));
      const stated = new Set(numbersIn(line ?? ''));
      // yes/no figures are said in words (1 = needed); every other figure is stated as a number.
      if (row.unit !== 'yes_no') for (const figure of figures) if (!(row.values.some((v) => 'follows_side_margin' in v.figures) && figure === '1')) expect(stated.has(figure), `${row.id}: ${figure} in ${line}`).toBe(true);
    }
    const disputed = RULE_ROWS.filter((r) => r.confidence === 'disputed');
    expect(disputed.length).toBeGreaterThan(0);
    for (const row of disputed) expect(rowCells(row, 'en')[3]).toContain(' or ');
  });

  it('fails when a figure in the digest disagrees with the data', () => {
    const [row] = RULE_ROWS;
    if (!row) throw new Error('no rows');
    const changed = { ...row, values: row.values.map((v) => ({ ...v, figures: Object.fromEntries(Object.entries(v.figures).map(([k, n]) => [k, n + 0.05])) })) };
    expect(locateRow(changed, chunks)).toBeNull();
  });

  it('have a Gujarati and a Hindi rendering of every row with the same figures', () => {
    for (const row of RULE_ROWS) {
      const en = rowUnitText(row, 'en');
      for (const language of ['gu', 'hi'] as const) {
        const text = translationOf(en, language);
        expect(text, `${row.id} ${language}`).toBeDefined();
        expect(cellNumbers(text ?? '')).toBe(cellNumbers(en));
      }
    }
  });
});
