import { Toaster } from '@app/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gdcr } from '../../test/fixtures';
import { testI18n } from '../../test/i18n';
import { ChatTextsContext } from '../chat/chat-context';
import { highlightsOf } from './highlights';
import type { PdfLoad } from './pdf-document';
import SourceViewer from './source-viewer';
import { closedViewer, viewerReducer, type ViewerState } from './viewer-state';

// pdf.js needs a real browser (the browser test covers the drawing); here the document is a
// stand-in whose pages never finish rendering, so the viewer's own behaviour can be observed.
const load = vi.hoisted(() => ({ current: { status: 'loading', doc: null } as unknown }));
vi.mock('./pdf-document', () => ({ usePdfDocument: () => load.current }));

const pendingDoc = { numPages: 8, getPage: () => new Promise(() => undefined) };

function Viewer() {
  const [state, dispatch] = useReducer(
    viewerReducer,
    viewerReducer(closedViewer, {
      type: 'open',
      document: { id: gdcr.document_id, name: gdcr.document_name, url: 'http://localhost/doc.pdf' },
      highlights: highlightsOf(gdcr),
    }),
  );
  return (
    <ChatTextsContext.Provider value={{ t: testI18n.getFixedT('en', 'chat'), language: 'en' }}>
      {state.document ? <SourceViewer state={state} dispatch={dispatch} fullScreen={false} /> : <p>closed</p>}
      <output data-testid="state">{JSON.stringify(summary(state))}</output>
      <Toaster />
    </ChatTextsContext.Provider>
  );
}

const summary = (state: ViewerState) => ({ page: state.page, zoom: state.zoom, active: state.active, status: state.status });
const observed = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as ReturnType<typeof summary>;

beforeEach(() => {
  load.current = { status: 'loading', doc: null } satisfies PdfLoad;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the source viewer', () => {
  it("says 'Loading document...' while the PDF loads", () => {
    render(<Viewer />);
    const viewer = screen.getByRole('complementary', { name: gdcr.document_name });
    expect(within(viewer).getByText('Loading document...')).toBeTruthy();
  });

  it('shows the failure panel and toasts when the PDF cannot be loaded', async () => {
    load.current = { status: 'error', doc: null } satisfies PdfLoad;
    render(<Viewer />);
    expect(await screen.findByText('Failed to load PDF document. Please try again.')).toBeTruthy();
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain('Failed to load PDF');
    expect(panel.textContent).toContain('The document may be unavailable or the link has expired.');
    expect(observed().status).toBe('error');
  });

  it('opens at the first highlight; the page box takes 1..N and reverts anything else', async () => {
    load.current = { status: 'ready', doc: pendingDoc } as unknown as PdfLoad;
    render(<Viewer />);
    const pageBox = screen.getByRole('textbox', { name: 'Page number' });
    expect(pageBox).toHaveProperty('value', '3');
    expect(screen.getByText('of 8')).toBeTruthy();
    expect(screen.getByText('Highlight 1 of 2')).toBeTruthy();

    await userEvent.clear(pageBox);
    await userEvent.type(pageBox, '12{Enter}');
    expect(pageBox).toHaveProperty('value', '3');
    await userEvent.clear(pageBox);
    await userEvent.type(pageBox, 'x{Enter}');
    expect(pageBox).toHaveProperty('value', '3');
    await userEvent.clear(pageBox);
    await userEvent.type(pageBox, '6{Enter}');
    expect(observed().page).toBe(6);
  });

  it('turns pages, steps through highlights, zooms within 50–200 and closes', async () => {
    load.current = { status: 'ready', doc: pendingDoc } as unknown as PdfLoad;
    render(<Viewer />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(observed().page).toBe(4);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(observed().page).toBe(3);

    await userEvent.click(screen.getByRole('button', { name: 'Next highlight' }));
    expect(observed()).toMatchObject({ page: 4, active: 1 });
    expect(screen.getByText('Highlight 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next highlight' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(observed().zoom).toBe(50);
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('75%')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close document' }));
    expect(screen.getByText('closed')).toBeTruthy();
    expect(observed()).toEqual({ page: 1, zoom: 100, active: -1, status: 'closed' });
  });

  it('keeps the toasts below its close and zoom controls while open, and hands the place back on close', async () => {
    // jsdom has no layout: the toolbar (the lower row of controls) ends 104 px down the screen.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const bottom = this.getAttribute('role') === 'toolbar' ? 104 : 0;
      return { top: 0, left: 0, right: 0, bottom, width: 0, height: bottom, x: 0, y: 0, toJSON: () => ({}) };
    });
    render(<Viewer />);
    const offset = () => document.documentElement.style.getPropertyValue('--ui-toast-offset-top');
    expect(offset()).toBe('112px');
    await userEvent.click(screen.getByRole('button', { name: 'Close document' }));
    expect(offset()).toBe('');
  });

  it('closes on Escape', async () => {
    render(<Viewer />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeTruthy();
  });
});
