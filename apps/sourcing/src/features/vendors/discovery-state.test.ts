import type { TDiscoveryStreamEvent } from '@app/sdk';
import { describe, expect, it } from 'vitest';
import { applyDiscoveryEvent, startingDiscovery, type DiscoveryState } from './discovery-state';
import { makeVendor } from './vendor-fixtures';

const found = (id: number, name = `Vendor ${id}`): TDiscoveryStreamEvent => ({
  type: 'vendor_found',
  vendor: makeVendor({ id, vendor_name: name }),
  material: 'Cement',
  is_new: true,
});

const play = (events: TDiscoveryStreamEvent[], state: DiscoveryState = startingDiscovery(7)) =>
  events.reduce((s, event, i) => applyDiscoveryEvent(s, event, String(i + 1)), state);

describe('discovery stream state', () => {
  it('puts new vendors first and keeps one row per id', () => {
    const state = play([found(1), found(2), found(1, 'Vendor 1 again'), found(3)]);
    expect(state.vendors.map((v) => v.id)).toEqual([3, 2, 1]);
    expect(state.vendors.find((v) => v.id === 1)?.vendor_name).toBe('Vendor 1 again');
  });

  it('shows the activity and percent of progress updates and counts vendors found', () => {
    const state = play([
      { type: 'session_started', session_id: 7, categories: ['Cement'], total_categories: 1 },
      { type: 'category_started', category: 'Cement', category_index: 1, total_categories: 1 },
      { type: 'progress_update', progress: 40, current_activity: 'Scoring 5 cement suppliers', vendors_found: 3 },
    ]);
    expect(state).toMatchObject({ phase: 'discovering', progress: 40, vendorsFound: 3, activity: { kind: 'server', text: 'Scoring 5 cement suppliers' } });
  });

  it('shows a waiting session its place in line until its first category starts', () => {
    const waiting = play([
      { type: 'session_started', session_id: 7, categories: ['Cement'], total_categories: 1 },
      { type: 'queue_position', position: 2 },
      { type: 'queue_position', position: 1 },
    ]);
    expect(waiting).toMatchObject({ phase: 'discovering', activity: { kind: 'queued', position: 1 } });
    const started = applyDiscoveryEvent(waiting, { type: 'category_started', category: 'Cement', category_index: 1, total_categories: 1 }, '4');
    expect(started.activity).toEqual({ kind: 'category', category: 'Cement', index: 1, total: 1 });
  });

  it('completes at 100 percent with the total, and stores the error of a failure', () => {
    expect(play([{ type: 'session_completed', total_vendors_found: 9, new_vendors_found: 4, duration_seconds: 2 }])).toMatchObject({
      phase: 'completed',
      progress: 100,
      vendorsFound: 9,
    });
    expect(play([{ type: 'session_failed', error: 'Directory unavailable' }])).toMatchObject({ phase: 'failed', error: 'Directory unavailable' });
  });

  it('ignores an event replayed at or before the last applied id', () => {
    const state = play([found(1), found(2)]);
    expect(applyDiscoveryEvent(state, found(5), '2')).toBe(state);
    expect(applyDiscoveryEvent(state, found(5), '3').vendors[0]?.id).toBe(5);
  });
});
