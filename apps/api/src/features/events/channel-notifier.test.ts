import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../../db/client.js';
import { createChannelNotifier } from './channel-notifier.js';

describe('channel notifier', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('wakes a reader subscribed through another notifier on the same database (another API process)', async () => {
    const writer = createChannelNotifier(database);
    const reader = createChannelNotifier(database);
    try {
      const heard = new Promise<number>((resolve) => {
        reader.subscribe('extraction:9', resolve);
      });
      const other: number[] = [];
      reader.subscribe('extraction:10', (seq) => other.push(seq));
      // LISTEN on Postgres is set up asynchronously: notify until the reader hears it.
      let seq = 0;
      const timer = setInterval(() => writer.notify('extraction:9', ++seq), 50);
      try {
        expect(await heard).toBeGreaterThanOrEqual(1);
      } finally {
        clearInterval(timer);
      }
      expect(other).toEqual([]);
    } finally {
      await writer.close();
      await reader.close();
    }
  });
});
