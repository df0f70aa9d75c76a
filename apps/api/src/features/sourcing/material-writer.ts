import { setImmediate as nextTurn } from 'node:timers/promises';

/** Materials written per statement (one insert and one append of their events). */
export const MATERIAL_BATCH_SIZE = 50;

/**
 * Writes a run's materials in order, in batches: what arrives in the same turn of the event loop
 * (or up to `size` items) is written together, and the loop gets a turn after each batch, so a
 * document of thousands of rows never holds the server (issue 26). `add` resolves at once while
 * the batch fills and waits for the write when it is full (the extractor cannot run ahead);
 * a failed write rejects every later `add` and `drain`. `after` runs a task once the materials
 * added so far are written (progress that should not force a batch of its own).
 */
export function materialWriter<T>(write: (batch: T[]) => Promise<void>, size = MATERIAL_BATCH_SIZE) {
  let pending: T[] = [];
  let chain: Promise<void> = Promise.resolve();
  let scheduled = false;
  let failure: { error: unknown } | null = null;
  let afterNext: (() => Promise<void>) | null = null;

  const flush = (): Promise<void> => {
    scheduled = false;
    if (pending.length) {
      const batch = pending;
      pending = [];
      chain = chain.then(async () => {
        await write(batch);
        await nextTurn();
      });
    }
    if (afterNext) {
      const task = afterNext;
      afterNext = null;
      chain = chain.then(task);
    }
    chain.catch((error: unknown) => {
      failure ??= { error };
    });
    return chain;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  return {
    add(item: T): Promise<void> {
      if (failure) return Promise.reject(failure.error);
      pending.push(item);
      if (pending.length >= size) return flush();
      schedule();
      return Promise.resolve();
    },
    /** The latest task replaces an earlier one not yet run (progress only needs its newest value). */
    after(task: () => Promise<void>): void {
      afterNext = task;
      schedule();
    },
    /** Writes what is left; rejects if any write failed. */
    async drain(): Promise<void> {
      await flush();
      if (failure) throw failure.error;
    },
  };
}
