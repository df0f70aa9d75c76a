import { describe, expect, it } from 'vitest';
import { makeMaterial } from '../../test/fixtures';
import { applyExtractionEvent, applyExtractionEvents, startingExtraction } from './extraction-state';

describe('extraction state', () => {
  it('starts connecting at 0 % with the initializing activity and no materials', () => {
    expect(startingExtraction()).toMatchObject({ phase: 'connecting', progress: 0, activity: { kind: 'initializing' }, materials: [], error: null });
  });

  it('appends materials one by one, ignoring duplicates by id or by name', () => {
    let state = startingExtraction();
    state = applyExtractionEvent(state, { type: 'material_found', material: makeMaterial({ id: 1, name: 'Cement' }), total_materials_found: 1, progress: 20 }, '1');
    state = applyExtractionEvent(state, { type: 'material_found', material: makeMaterial({ id: 1, name: 'Cement' }), total_materials_found: 1, progress: 20 }, '2');
    state = applyExtractionEvent(state, { type: 'material_found', material: makeMaterial({ id: 9, name: ' cement ' }), total_materials_found: 2, progress: 30 }, '3');
    state = applyExtractionEvent(state, { type: 'material_found', material: makeMaterial({ id: 2, name: 'Sand' }), total_materials_found: 2, progress: 40 }, '4');
    expect(state.materials.map((m) => m.name)).toEqual(['Cement', 'Sand']);
    expect(state).toMatchObject({ phase: 'streaming', progress: 40, materialsFound: 2, lastEventId: '4' });
  });

  it('ignores an event it has already applied (a replay after reconnecting)', () => {
    const state = applyExtractionEvent(startingExtraction(), { type: 'progress_update', progress: 50, current_activity: 'Reading BOQ', materials_found: 3 }, '5');
    expect(applyExtractionEvent(state, { type: 'progress_update', progress: 10, current_activity: 'old', materials_found: 0 }, '4')).toBe(state);
  });

  it('shows a queued run its place as the line moves, then its progress once it starts', () => {
    let state = applyExtractionEvent(startingExtraction(), { type: 'extraction_started', project_id: 7, total_documents: 0 }, '1');
    state = applyExtractionEvent(state, { type: 'queue_position', position: 2 }, '2');
    expect(state).toMatchObject({ phase: 'streaming', activity: { kind: 'queued', position: 2 } });
    state = applyExtractionEvent(state, { type: 'queue_position', position: 1 }, '3');
    expect(state.activity).toEqual({ kind: 'queued', position: 1 });
    state = applyExtractionEvent(state, { type: 'progress_update', progress: 0, current_activity: 'Analyzing the project description', materials_found: 0 }, '4');
    expect(state.activity).toEqual({ kind: 'server', text: 'Analyzing the project description' });
  });

  it('completes at 100 % with the count, and stores the error of a failed run', () => {
    const done = applyExtractionEvent(startingExtraction(), { type: 'extraction_completed', total_materials_found: 12 }, '9');
    expect(done).toMatchObject({ phase: 'completed', progress: 100, materialsFound: 12, activity: { kind: 'completed', count: 12 } });
    const failed = applyExtractionEvent(startingExtraction(), { type: 'extraction_failed', error: 'No text found' }, '2');
    expect(failed).toMatchObject({ phase: 'failed', error: 'No text found' });
  });

  it('applies a batch in order as the same events one by one would', () => {
    const batch = [
      { event: { type: 'extraction_started', project_id: 7, total_documents: 1 } as const, id: '1' },
      { event: { type: 'material_found', material: makeMaterial({ id: 1, name: 'Cement' }), total_materials_found: 1, progress: 20 } as const, id: '2' },
      { event: { type: 'material_found', material: makeMaterial({ id: 2, name: 'CEMENT ' }), total_materials_found: 1, progress: 25 } as const, id: '3' },
      { event: { type: 'progress_update', progress: 30, current_activity: 'Reading page 2', materials_found: 1 } as const, id: '4' },
      { event: { type: 'material_found', material: makeMaterial({ id: 3, name: 'Sand' }), total_materials_found: 2, progress: 40 } as const, id: '5' },
    ];
    const together = applyExtractionEvents(startingExtraction(), batch);
    const oneByOne = batch.reduce((state, { event, id }) => applyExtractionEvent(state, event, id), startingExtraction());
    expect(together).toEqual(oneByOne);
    expect(together.materials.map((m) => m.name)).toEqual(['Cement', 'Sand']);
    expect(together).toMatchObject({ lastEventId: '5', progress: 40, activity: { kind: 'server', text: 'Reading page 2' } });
    expect(applyExtractionEvents(together, batch)).toBe(together);
  });
});
