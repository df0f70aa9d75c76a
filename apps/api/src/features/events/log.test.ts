import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { createEventLog, type EventLog } from './log.js';

describe('event log', () => {
  let database: Database;
  let log: EventLog;
  const clock = manualClock();

  beforeAll(async () => {
    database = await createTestDatabase();
    log = createEventLog({ db: database.db, clock });
  });
  afterAll(async () => {
    await database.close();
  });

  it('numbers the events of each stream from 1, independently of other streams', async () => {
    const a1 = await log.appendEvent('test:a', 'started', { n: 1 });
    const b1 = await log.appendEvent('test:b', 'started');
    const a2 = await log.appendEvent('test:a', 'progress', { n: 2 });
    expect([a1.seq, a2.seq, b1.seq]).toEqual([1, 2, 1]);
    expect(a1.createdAt.toISOString()).toBe(clock.now().toISOString());
  });

  it('gives concurrent appends to one stream distinct consecutive numbers', async () => {
    const appended = await Promise.all(
      Array.from({ length: 20 }, (_, i) => log.appendEvent('test:concurrent', 'tick', { i })),
    );
    const seqs = appended.map((e) => e.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('appends several events in order with consecutive numbers, interleaving safely with single appends', async () => {
    await log.appendEvent('test:batch', 'first');
    const [batch, single] = await Promise.all([
      log.appendEvents('test:batch', [{ type: 'a', data: { n: 1 } }, { type: 'b' }, { type: 'c', data: { n: 3 } }]),
      log.appendEvent('test:batch', 'single'),
    ]);
    const seqs = batch.map((e) => e.seq);
    expect(batch.map((e) => e.type)).toEqual(['a', 'b', 'c']);
    expect(seqs[1]).toBe((seqs[0] ?? 0) + 1);
    expect(seqs[2]).toBe((seqs[0] ?? 0) + 2);
    expect([...seqs, single.seq, 1].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5]);
    expect((await log.readAfter('test:batch', 0)).map((e) => e.data)).toContainEqual({ n: 3 });
    expect(await log.appendEvents('test:batch', [])).toEqual([]);
  });

  it('reads the events after a sequence number, oldest first, with their data', async () => {
    const after = await log.readAfter('test:a', 1);
    expect(after.map((e) => [e.seq, e.type, e.data])).toEqual([[2, 'progress', { n: 2 }]]);
    expect(await log.readAfter('test:a', 2)).toEqual([]);
    expect((await log.readAfter('test:concurrent', 0, 5)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns the newest event of a stream, or null for an empty stream', async () => {
    expect((await log.lastEvent('test:a'))?.seq).toBe(2);
    expect(await log.lastEvent('test:none')).toBeNull();
  });

  it('tells subscribers of a stream about its new events until they unsubscribe', async () => {
    const seen: number[] = [];
    const unsubscribe = log.subscribe('test:live', (seq) => seen.push(seq));
    await log.appendEvent('test:live', 'one');
    await log.appendEvent('test:other', 'elsewhere');
    unsubscribe();
    await log.appendEvent('test:live', 'two');
    expect(seen).toEqual([1]);
  });
});
