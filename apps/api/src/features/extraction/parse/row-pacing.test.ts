import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { benchBoqWorkbook } from '../bench-documents.js';
import { parseDocument } from './parse-document.js';

/**
 * Issue 26: a workbook's rows come from the parser thread a batch at a time, each in its own turn
 * of the event loop and only once the batch before was taken. Before, the thread sent every batch
 * as fast as it read them and Node handed the waiting messages over in one go: a 50,000-row
 * workbook held the loop (and /api/health) for seconds.
 */
describe('rows streamed from the parser thread', () => {
  it('arrive one batch per turn of the event loop', async () => {
    const bytes = await benchBoqWorkbook(2_000);
    // A task queued for every turn: between two batches at least one turn must have passed.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turnAtBatch: number[] = [];
    try {
      const parsed = await parseDocument({ filename: 'boq.xlsx', kind: 'xlsx', bytes }, undefined, undefined, () => {
        turnAtBatch.push(turns);
      });
      expect(parsed.tables[0]?.rows.length).toBeGreaterThan(2_000);
    } finally {
      ticking = false;
    }
    expect(turnAtBatch.length).toBeGreaterThan(30);
    const sameTurn = turnAtBatch.filter((turn, i) => i > 0 && turn === turnAtBatch[i - 1]);
    expect(sameTurn).toEqual([]);
  });

  it('are read no further while the consumer is busy with a batch, and a failed consumer ends the reading', async () => {
    const bytes = await benchBoqWorkbook(1_000);
    let batches = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const parsing = parseDocument({ filename: 'boq.xlsx', kind: 'xlsx', bytes }, undefined, undefined, () => {
      batches += 1;
      return batches === 3 ? gate : undefined;
    });
    await expect.poll(() => batches).toBe(3);
    // The thread has the whole workbook in memory and could send the rest at once; it waits instead.
    await sleep(300);
    expect(batches).toBe(3);
    open();
    const parsed = await parsing;
    expect(batches).toBeGreaterThan(10);
    expect(parsed.tables[0]?.rows).toHaveLength(1022);

    const failure = new Error('the write failed');
    let calls = 0;
    await expect(
      parseDocument({ filename: 'boq.xlsx', kind: 'xlsx', bytes }, undefined, undefined, () => {
        calls += 1;
        return calls === 2 ? Promise.reject(failure) : undefined;
      }),
    ).rejects.toBe(failure);
    expect(calls).toBe(2);
  });
});
