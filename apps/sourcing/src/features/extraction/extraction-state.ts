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

const sameMaterial = (a: TMaterial, b: TMaterial) => a.id === b.id || a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/** Applies one stream event. Events at or before `lastEventId` were applied already and are ignored. */
export function applyExtractionEvent(state: ExtractionState, event: TExtractionStreamEvent, id?: string): ExtractionState {
  if (id !== undefined && state.lastEventId !== undefined && Number(id) <= Number(state.lastEventId)) return state;
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
    case 'material_found': {
      // The spec: appended, ignoring a duplicate by id or name.
      const materials = state.materials.some((m) => sameMaterial(m, event.material)) ? state.materials : [...state.materials, event.material];
      return { ...next, phase: 'streaming', materials, materialsFound: event.total_materials_found, progress: event.progress };
    }
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
