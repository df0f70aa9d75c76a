import { describe, expect, it } from 'vitest';
import { gdcr } from '../../test/fixtures';
import { highlightsOf } from './highlights';
import {
  clampZoom,
  closedViewer,
  pageWidth,
  parsePageInput,
  viewerReducer,
  type ViewerAction,
  type ViewerState,
} from './viewer-state';

const document = { id: 'doc-gdcr', name: gdcr.document_name, url: 'http://localhost/doc.pdf' };
const open = (highlight?: number): ViewerState =>
  viewerReducer(closedViewer, { type: 'open', document, highlights: highlightsOf(gdcr), highlight });
const run = (state: ViewerState, ...actions: ViewerAction[]) => actions.reduce(viewerReducer, state);

describe('the document viewer state', () => {
  it('opens on the page of the first highlight, at zoom 100, with that highlight active', () => {
    const state = open();
    expect(state).toMatchObject({ page: 3, zoom: 100, active: 0, status: 'loading', pageCount: null });
  });

  it('opens on the highlight a citation names', () => {
    expect(open(1)).toMatchObject({ page: 4, active: 1 });
  });

  it('opens a document without highlights on page 1 with none active', () => {
    const state = viewerReducer(closedViewer, { type: 'open', document, highlights: [] });
    expect(state).toMatchObject({ page: 1, active: -1 });
  });

  it('zooms 50 to 200 in steps of 25', () => {
    let state = run(open(), { type: 'zoomIn' });
    expect(state.zoom).toBe(125);
    state = run(state, { type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'zoomIn' });
    expect(state.zoom).toBe(200);
    state = run(state, ...Array.from({ length: 10 }, () => ({ type: 'zoomOut' }) as const));
    expect(state.zoom).toBe(50);
    expect(clampZoom(130)).toBe(125);
    expect(clampZoom(10)).toBe(50);
  });

  it('accepts integers from 1 to the page count in the page box; anything else reverts', () => {
    expect(parsePageInput('5', 8)).toBe(5);
    expect(parsePageInput(' 8 ', 8)).toBe(8);
    for (const bad of ['0', '9', '2.5', '-1', 'abc', '', '1e1']) expect(parsePageInput(bad, 8)).toBeNull();
    expect(parsePageInput('1', null)).toBeNull();
    const loaded = run(open(), { type: 'loaded', pageCount: 8 });
    expect(run(loaded, { type: 'goToPage', page: 6 }).page).toBe(6);
    expect(run(loaded, { type: 'goToPage', page: 9 }).page).toBe(3);
  });

  it('turns pages within the document', () => {
    const loaded = run(open(), { type: 'loaded', pageCount: 4 });
    expect(run(loaded, { type: 'nextPage' }).page).toBe(4);
    expect(run(loaded, { type: 'nextPage' }, { type: 'nextPage' }).page).toBe(4);
    expect(run(loaded, { type: 'previousPage' }, { type: 'previousPage' }, { type: 'previousPage' }).page).toBe(1);
  });

  it("goes to the next and previous highlight's page", () => {
    const loaded = run(open(), { type: 'loaded', pageCount: 8 });
    const next = run(loaded, { type: 'nextHighlight' });
    expect(next).toMatchObject({ active: 1, page: 4 });
    expect(run(next, { type: 'nextHighlight' })).toMatchObject({ active: 1, page: 4 });
    expect(run(next, { type: 'previousHighlight' })).toMatchObject({ active: 0, page: 3 });
    expect(run(loaded, { type: 'previousHighlight' })).toMatchObject({ active: 0, page: 3 });
  });

  it('resets everything on close', () => {
    const busy = run(open(), { type: 'loaded', pageCount: 8 }, { type: 'zoomIn' }, { type: 'nextHighlight' });
    expect(run(busy, { type: 'close' })).toEqual(closedViewer);
  });

  it('keeps the loaded document when another highlight of it is opened, back at zoom 100', () => {
    const busy = run(open(), { type: 'loaded', pageCount: 8 }, { type: 'zoomIn' });
    const again = run(busy, { type: 'open', document: { ...document, url: 'http://localhost/new-link.pdf' }, highlights: highlightsOf(gdcr), highlight: 1 });
    expect(again).toMatchObject({ status: 'ready', pageCount: 8, page: 4, active: 1, zoom: 100 });
    expect(again.document?.url).toBe(document.url);
  });

  it('draws the page at 90 % of the panel width times the zoom', () => {
    expect(pageWidth(800, 100)).toBe(720);
    expect(pageWidth(800, 150)).toBe(1080);
    expect(pageWidth(800, 50)).toBe(360);
  });
});
