import type { TDiscoveryStreamEvent, TVendor } from '@app/sdk';

/** Client state of a vendor discovery (spec part 2, section 4). */
export type DiscoveryPhase = 'idle' | 'connecting' | 'discovering' | 'completed' | 'failed';

/** Activity texts are translated at render time; the server's own text is shown as is. */
export type DiscoveryActivity =
  | { kind: 'starting' }
  /** Waiting for a worker: its place in the fair line (1 starts next). */
  | { kind: 'queued'; position: number }
  | { kind: 'category'; category: string; index: number; total: number }
  | { kind: 'server'; text: string }
  | { kind: 'completed'; count: number };

export interface DiscoveryState {
  phase: DiscoveryPhase;
  sessionId: number | null;
  progress: number;
  activity: DiscoveryActivity | null;
  /** Vendors found by this session, newest first, one per id. */
  vendors: TVendor[];
  vendorsFound: number;
  error: string | null;
  /** The id of the last event applied; a reconnect resumes after it (Last-Event-ID). */
  lastEventId: string | undefined;
}

export const IDLE_DISCOVERY: DiscoveryState = {
  phase: 'idle',
  sessionId: null,
  progress: 0,
  activity: null,
  vendors: [],
  vendorsFound: 0,
  error: null,
  lastEventId: undefined,
};

/** Starting (or resuming) a session: its id is stored and the stream is read from the start. */
export const startingDiscovery = (sessionId: number): DiscoveryState => ({
  ...IDLE_DISCOVERY,
  phase: 'connecting',
  sessionId,
  activity: { kind: 'starting' },
});

/** Applies one stream event. Events at or before `lastEventId` were applied already and are ignored. */
export function applyDiscoveryEvent(state: DiscoveryState, event: TDiscoveryStreamEvent, id?: string): DiscoveryState {
  if (id !== undefined && state.lastEventId !== undefined && Number(id) <= Number(state.lastEventId)) return state;
  const next: DiscoveryState = { ...state, lastEventId: id ?? state.lastEventId };
  switch (event.type) {
    case 'session_started':
      return { ...next, phase: 'discovering' };
    case 'category_started':
      return {
        ...next,
        phase: 'discovering',
        activity: { kind: 'category', category: event.category, index: event.category_index, total: event.total_categories },
      };
    case 'stage_changed':
      return { ...next, phase: 'discovering', activity: { kind: 'server', text: event.message } };
    case 'vendor_found': {
      // The spec: new vendors first, de-duplicated by id (a vendor found again is updated in place).
      const known = state.vendors.some((v) => v.id === event.vendor.id);
      const vendors = known ? state.vendors.map((v) => (v.id === event.vendor.id ? event.vendor : v)) : [event.vendor, ...state.vendors];
      return { ...next, phase: 'discovering', vendors, vendorsFound: Math.max(state.vendorsFound, vendors.length) };
    }
    case 'progress_update':
      return {
        ...next,
        phase: 'discovering',
        progress: event.progress,
        activity: event.current_activity ? { kind: 'server', text: event.current_activity } : state.activity,
        vendorsFound: event.vendors_found,
      };
    case 'session_completed':
      return {
        ...next,
        phase: 'completed',
        progress: 100,
        vendorsFound: event.total_vendors_found,
        activity: { kind: 'completed', count: event.total_vendors_found },
      };
    case 'session_failed':
      return { ...next, phase: 'failed', error: event.error };
    case 'queue_position':
      // Until the session's first category replaces it.
      return { ...next, phase: 'discovering', activity: { kind: 'queued', position: event.position } };
    case 'heartbeat':
      return state;
    default:
      // keywords, search results, enrichment and category completion only mark the run as alive.
      return { ...next, phase: 'discovering' };
  }
}

export const isDiscoveryActive = (state: DiscoveryState) => state.phase === 'connecting' || state.phase === 'discovering';
