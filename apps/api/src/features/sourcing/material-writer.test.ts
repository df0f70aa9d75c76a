import { describe, expect, it } from 'vitest';
import { materialWriter } from './material-writer.js';

describe('material writer', () => {
  it('writes items in order, at most a batch per write, and lets other work run between batches', async () => {
    const writes: number[][] = [];
    const log: string[] = [];
    const writer = materialWriter<number>(async (batch) => {
      writes.push(batch);
      log.push(`write ${batch.length}`);
    }, 100);
    // Another request's work: it runs whenever the event loop gets a turn.
    let running = true;
    const other = () => {
      log.push('tick');
      if (running) setImmediate(other);
    };
    setImmediate(other);
    try {
      // An extractor that awaits each material, as the engines do.
      for (let i = 0; i < 250; i++) await writer.add(i);
      await writer.drain();
    } finally {
      running = false;
    }
    expect(writes.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(writes.flat()).toEqual(Array.from({ length: 250 }, (_, i) => i));
    // The event loop got a turn after each of the first two batches.
    const first = log.indexOf('write 100');
    const second = log.indexOf('write 100', first + 1);
    expect(log.slice(first, second)).toContain('tick');
  });

  it('writes what arrived in one turn together, without waiting for a full batch', async () => {
    const writes: number[][] = [];
    const writer = materialWriter<number>(async (batch) => void writes.push(batch), 100);
    await writer.add(1);
    await writer.add(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(writes).toEqual([[1, 2]]);
  });

  it('rejects later materials and the drain once a write failed', async () => {
    const writer = materialWriter<number>(async () => {
      throw new Error('disk full');
    }, 2);
    await writer.add(1);
    await expect(writer.add(2)).rejects.toThrow('disk full');
    await expect(writer.add(3)).rejects.toThrow('disk full');
    await expect(writer.drain()).rejects.toThrow('disk full');
  });
});
