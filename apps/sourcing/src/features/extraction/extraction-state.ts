import type { TExtractionStreamEvent, TMaterial } from '@app/sdk';

/** Client state of an extraction (spec part 2, section 4). */
export type ExtractionPhase = 'idle' | 'connecting' | 'streaming' | 'completed' | 'failed';

export interface ExtractionState {
  phase: ExtractionPhase;
  progress: number;
  /** null: the default activity text ('Processing...') is shown. */
  activity: ExtractionActivity | null;
  materials: TMaterial[];
  materialsFound: number;
  error: string | null;
  /** The id of the last event applied; a reconnect resumes after it (Last-Event-ID). */
  lastEventId: string | undefined;
}

/** Activity texts are translated at render time; the server's own text is shown as is. */
export type ExtractionActivity =
  | { kind: 'initializing' }
  /** Waiting for a worker: its place in the fair line (1 starts next). */
  | { kind: 'queued'; position: number }
  | { kind: 'document'; name: string; index: number; total: number }
  | { kind: 'server'; text: string }
  | { kind: 'completed'; count: number };

export const IDLE_EXTRACTION: ExtractionState = {
  phase: 'idle',
  progress: 0,
  activity: null,
  materials: [],
  materialsFound: 0,
  error: null,
  lastEventId: undefined,
};

/** Starting: connecting, progress 0, 'Initializing extraction...', materials and error cleared. */
export const startingExtraction = (): ExtractionState => ({
  ...IDLE_EXTRACTION,
  phase: 'connecting',
  activity: { kind: 'initializing' },
});

/** One stream event with its id, as a batch carries it. */
export interface ExtractionStreamItem {
  event: TExtractionStreamEvent;
  id: string | undefined;
}

/** The keys a material is a duplicate by (the spec: its id or its name, ignoring case and spaces). */
const materialKeys = (material: TMaterial) => [`id:${material.id}`, `name:${material.name.trim().toLowerCase()}`];

const alreadyApplied = (state: ExtractionState, id: string | undefined) =>
  id !== undefined && state.lastEventId !== undefined && Number(id) <= Number(state.lastEventId);

/** Applies one stream event. Events at or before `lastEventId` were applied already and are ignored. */
export function applyExtractionEvent(state: ExtractionState, event: TExtractionStreamEvent, id?: string): ExtractionState {
  return applyExtractionEvents(state, [{ event, id }]);
}

/**
 * Applies a batch of stream events in order (the events of one animation frame), in time linear in
 * the batch and the materials so far: a frame of 1,000 found materials is one cheap update.
 * Events at or before `lastEventId` were applied already and are ignored; a batch that changes
 * nothing returns the same state.
 */
export function applyExtractionEvents(state: ExtractionState, batch: readonly ExtractionStreamItem[]): ExtractionState {
  let next = state;
  let keys: Set<string> | null = null;
  const added: TMaterial[] = [];
  for (const { event, id } of batch) {
    if (alreadyApplied(next, id)) continue;
    if (event.type === 'material_found') {
      // The spec: appended, ignoring a duplicate by id or name.
      keys ??= new Set(next.materials.flatMap(materialKeys));
      const own = materialKeys(event.material);
      if (!own.some((key) => keys?.has(key))) {
        own.forEach((key) => keys?.add(key));
        added.push(event.material);
      }
      next = {
        ...next,
        lastEventId: id ?? next.lastEventId,
        phase: 'streaming',
        materialsFound: event.total_materials_found,
        progress: event.progress,
      };
    } else {
      next = applyOtherEvent(next, event, id);
    }
  }
  return added.length === 0 ? next : { ...next, materials: [...next.materials, ...added] };
}

function applyOtherEvent(state: ExtractionState, event: TExtractionStreamEvent, id: string | undefined): ExtractionState {
  const next: ExtractionState = { ...state, lastEventId: id ?? state.lastEventId };
  switch (event.type) {
    case 'extraction_started':
      return { ...next, phase: 'streaming' };
    case 'document_started':
      return {
        ...next,
        phase: 'streaming',
        activity: { kind: 'document', name: event.document_name, index: event.document_index, total: event.total_documents },
      };
    case 'progress_update':
      return {
        ...next,
        phase: 'streaming',
        progress: event.progress,
        activity: event.current_activity ? { kind: 'server', text: event.current_activity } : state.activity,
        materialsFound: event.materials_found,
      };
    case 'document_completed':
      return { ...next, phase: 'streaming' };
    case 'extraction_completed':
      return {
        ...next,
        phase: 'completed',
        progress: 100,
        materialsFound: event.total_materials_found,
        activity: { kind: 'completed', count: event.total_materials_found },
      };
    case 'extraction_failed':
      return { ...next, phase: 'failed', error: event.error };
    case 'queue_position':
      // Until the run's first progress event replaces it.
      return { ...next, phase: 'streaming', activity: { kind: 'queued', position: event.position } };
    default:
      // Heartbeats only keep the connection alive.
      return state;
  }
}

export const isExtractionActive = (state: ExtractionState) => state.phase === 'connecting' || state.phase === 'streaming';
