import { beforeAll, describe, expect, it } from 'vitest';
import type { ChunkRecord } from '../../retrieval/types.js';
import type { TRuleRow } from '../schema.js';
import { RULE_ROWS } from '../tables/index.js';
import { RULE_DIGEST_DOCUMENT, STATED_TABLES, expandRuleSections, locateStatedRowInDigest, statedLineOf, statedTableMark } from './index.js';
import { digestSource, renderedDigestChunks } from './test-support.js';

let source = '';
let chunks: ChunkRecord[] = [];
beforeAll(async () => {
  source = await digestSource();
  chunks = await renderedDigestChunks();
}, 120_000);

const rowById = (id: string): TRuleRow => {
  const row = RULE_ROWS.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};
const statedIds = [...new Set(STATED_TABLES.flatMap((t) => t.lines.flatMap((l) => l.rows)))];
const withFigure = (row: TRuleRow, name: string, value: number): TRuleRow => ({
  ...row,
  values: row.values.map((v) => ({ ...v, figures: { ...v.figures, [name]: value } })),
});

/** The source lines of a section, from its heading to the next. */
const sectionLines = (markdown: string, section: string): string[] => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`## ${section} `));
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start, end);
};

describe('the digest prose tables generated from the rule data', () => {
  it('leave no hand-written copy of the figures in the digest source: each table is a marker', () => {
    for (const table of STATED_TABLES) {
      const lines = sectionLines(source, table.section);
      expect(lines, table.section).toContain(statedTableMark(table.id));
      expect(lines.filter((l) => l.startsWith('|')), table.section).toEqual([]);
    }
  });

  it('keep the wording the digest had, with the figures of the data', () => {
    const expanded = expandRuleSections(source);
    expect(expanded).toContain('| R1 residential (main zone) | 1.8 | 0.9 | 2.7 |');
    expect(expanded).toContain('| TOZ overlay (200 m either side of BRTS and metro corridors) | base of the underlying zone | up to the maximum | 4.0 |');
    expect(expanded).toContain('| Plot on a road 12 m to under 18 m wide | up to 25 m | announced June 2017 |');
    expect(expanded).toContain('| Minimum plot, 100 m to 150 m high | 2,500 m² |');
    expect(expanded).toContain('| Charge for FSI above the base | 50% of jantri (open non-agricultural land); 40% from 15 April 2023 |');
    expect(expanded).not.toContain('rule-table:');
  });

  it('state every row they name on its own line of the PDF, with a page and a box', () => {
    expect(statedIds.length).toBeGreaterThan(15);
    for (const id of statedIds) {
      const located = locateStatedRowInDigest(rowById(id), chunks);
      expect(located, id).not.toBeNull();
      if (!located) continue;
      expect(located.chunk.clause).toBe(statedLineOf(rowById(id))?.table.section);
      expect(located.chunk.pageNumber).toBeGreaterThan(0);
      expect(located.box.width).toBeGreaterThan(0.3);
      expect(located.box.height).toBeGreaterThan(0);
      expect(located.box.height).toBeLessThan(0.2);
    }
  });

  it('cover every row the digest tables of those sections anchor to (the wide-road rows are stated in prose)', () => {
    const sections = new Set(STATED_TABLES.map((t) => t.section));
    const anchored = RULE_ROWS.filter((r) => r.digest?.document === RULE_DIGEST_DOCUMENT && sections.has(r.digest.section) && r.table !== 'wide_road_fsi');
    expect(anchored.map((r) => r.id).filter((id) => !statedIds.includes(id))).toEqual([]);
  });

  it('give a row its own line where one states it alone', () => {
    expect(statedLineOf(rowById('tall-above-150'))?.line.cells(rowById)[0]).toBe('Minimum plot, above 150 m');
    expect(statedLineOf(rowById('jantri-tall-2021'))?.table.section).toBe('TOPIC-JANTRI');
  });

  it('do not find a row whose figure differs from what the digest states', () => {
    const located = (row: TRuleRow) => locateStatedRowInDigest(row, chunks);
    expect(located(withFigure(rowById('fsi-r1'), 'base', 1.9))).toBeNull();
    expect(located(withFigure(rowById('jantri-tall-2023'), 'value', 35))).toBeNull();
    // Two rows one line states together must agree, and the affordable-housing charge stays half the earlier one.
    expect(located(withFigure(rowById('tall-above-150'), 'min_road_width', 24))).toBeNull();
    expect(located(withFigure(rowById('jantri-rah-2023'), 'value', 25))).toBeNull();
    const moved = { ...rowById('height-road-12-18'), bands: { road_width: { min: 12, min_inclusive: true, max: 20, max_inclusive: false } } };
    expect(located(moved)).toBeNull();
  });

  it('refuse to build a digest whose table names a row the data does not hold', () => {
    expect(() => expandRuleSections(source, RULE_ROWS.filter((r) => r.id !== 'fsi-c5'))).toThrow(/fsi-c5/);
  });

});
