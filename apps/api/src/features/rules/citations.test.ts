import { beforeAll, describe, expect, it } from 'vitest';
import type { ChunkRecord } from '../retrieval/types.js';
import { placeOfRow } from './citations.js';
import { renderedDigestChunks } from './digest/test-support.js';
import { RULE_ROWS } from './tables/index.js';

let chunks: ChunkRecord[] = [];
beforeAll(async () => {
  chunks = await renderedDigestChunks();
}, 120_000);

const rowById = (id: string) => {
  const row = RULE_ROWS.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

describe('the place a calculator line cites', () => {
  it('is the row of its rule section, with the box of that line', () => {
    const place = placeOfRow(rowById('fsi-r1'), chunks);
    expect(place?.chunk.clause).toBe('RULES-FSI');
    expect(place?.box).not.toBeNull();
  });

  it('without the rule sections, is the line of the digest prose table that states the row, with its box', () => {
    const prose = chunks.filter((c) => !c.clause?.startsWith('RULES-'));
    for (const [id, section, first] of [
      ['fsi-r1', '6.3.1', 'R1 residential (main zone)'],
      ['jantri-residential-2023', 'TOPIC-JANTRI', 'From 15 Apr 2023'],
      ['height-road-36-up', '6.6', 'Highest limit for ordinary buildings'],
      ['tall-above-150', 'TOPIC-TALL', 'Minimum plot, above 150 m'],
    ] as const) {
      const place = placeOfRow(rowById(id), prose);
      expect(place?.chunk.clause, id).toBe(section);
      const box = place?.box;
      expect(box, id).toBeTruthy();
      if (!place || !box) continue;
      expect(place.chunk.text.split('\n')[place.chunk.boxes.indexOf(box)]?.startsWith(`${first} |`), id).toBe(true);
      expect(box.height).toBeLessThan(0.1);
    }
  });
});
