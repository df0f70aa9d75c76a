import type { Highlight } from './highlights';

/** Spec part 1, section 9: zoom 50–200 in steps of 25, default 100. */
export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 25;
export const ZOOM_DEFAULT = 100;
/** The page is drawn at 90 % of the panel's width × zoom. */
export const PAGE_WIDTH_FRACTION = 0.9;

export interface ViewerDocument {
  id: string;
  name: string;
  url: string;
}

export interface ViewerState {
  /** Null while the viewer is closed. */
  document: ViewerDocument | null;
  highlights: Highlight[];
  /** Index of the active highlight, -1 when the document has none. */
  active: number;
  page: number;
  /** Known once the PDF has loaded. */
  pageCount: number | null;
  zoom: number;
  status: 'closed' | 'loading' | 'ready' | 'error';
}

export const closedViewer: ViewerState = {
  document: null,
  highlights: [],
  active: -1,
  page: 1,
  pageCount: null,
  zoom: ZOOM_DEFAULT,
  status: 'closed',
};

export type ViewerAction =
  | { type: 'open'; document: ViewerDocument; highlights: Highlight[]; highlight?: number }
  | { type: 'loaded'; pageCount: number }
  | { type: 'failed' }
  | { type: 'close' }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'goToPage'; page: number }
  | { type: 'nextPage' }
  | { type: 'previousPage' }
  | { type: 'nextHighlight' }
  | { type: 'previousHighlight' };

export const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom / ZOOM_STEP) * ZOOM_STEP));

// The page box and its rule now live in @app/ui with the rest of the PDF viewer.
export { parsePageInput } from '@app/ui';

/** The page's width in CSS pixels for a panel `containerWidth` wide at `zoom` %. */
export const pageWidth = (containerWidth: number, zoom: number) => Math.max(0, containerWidth * PAGE_WIDTH_FRACTION * (zoom / 100));

const withinPages = (state: ViewerState, page: number) =>
  Number.isInteger(page) && page >= 1 && (state.pageCount === null || page <= state.pageCount);

function toHighlight(state: ViewerState, index: number): ViewerState {
  const highlight = state.highlights[index];
  if (!highlight) return state;
  return { ...state, active: index, page: withinPages(state, highlight.page) ? highlight.page : state.page };
}

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'open': {
      // Spec: "Opening a document goes to the page of its first highlight, zoom 100, first
      // highlight active." A citation may ask for another highlight of the same document.
      const sameDocument = state.document?.id === action.document.id && state.status !== 'error';
      const index = action.highlights.length === 0 ? -1 : Math.min(Math.max(action.highlight ?? 0, 0), action.highlights.length - 1);
      return {
        document: sameDocument ? (state.document ?? action.document) : action.document,
        highlights: action.highlights,
        active: index,
        page: action.highlights[index]?.page ?? 1,
        pageCount: sameDocument ? state.pageCount : null,
        zoom: ZOOM_DEFAULT,
        status: sameDocument ? state.status : 'loading',
      };
    }
    case 'loaded': {
      const page = Math.min(Math.max(state.page, 1), action.pageCount);
      return { ...state, status: 'ready', pageCount: action.pageCount, page };
    }
    case 'failed':
      return { ...state, status: 'error' };
    case 'close':
      return closedViewer;
    case 'zoomIn':
      return { ...state, zoom: clampZoom(state.zoom + ZOOM_STEP) };
    case 'zoomOut':
      return { ...state, zoom: clampZoom(state.zoom - ZOOM_STEP) };
    case 'goToPage':
      return withinPages(state, action.page) ? { ...state, page: action.page } : state;
    case 'nextPage':
      return withinPages(state, state.page + 1) ? { ...state, page: state.page + 1 } : state;
    case 'previousPage':
      return withinPages(state, state.page - 1) ? { ...state, page: state.page - 1 } : state;
    case 'nextHighlight':
      return toHighlight(state, state.active + 1);
    case 'previousHighlight':
      return state.active > 0 ? toHighlight(state, state.active - 1) : state;
  }
}
