import { PageBox, PdfPage, Spinner, toast } from '@app/ui';
import { ChevronLeft, ChevronRight, ChevronsDown, ChevronsUp, ExternalLink, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { useChatTexts } from '../chat/chat-context';
import { usePdfDocument } from './pdf-document';
import { useToastClearance } from './use-toast-clearance';
import { pageWidth, ZOOM_MAX, ZOOM_MIN, type ViewerAction, type ViewerState } from './viewer-state';
import './viewer.css';

interface SourceViewerProps {
  state: ViewerState;
  dispatch: Dispatch<ViewerAction>;
  /** Under 768 px the viewer covers the screen: a modal dialog rather than a side panel. */
  fullScreen: boolean;
}

/** Width of the scrolling area, followed as the panel resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The source document viewer (its own chunk, with pdf.js loaded on first use): the cited page
 * with its passages highlighted, page and highlight navigation, zoom 50–200 %.
 */
export default function SourceViewer({ state, dispatch, fullScreen }: SourceViewerProps) {
  const { t } = useChatTexts();
  const titleId = useId();
  const document = state.document;
  const load = usePdfDocument(document?.url ?? null);
  const [body, width] = useWidth();
  const closeButton = useRef<HTMLButtonElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  useToastClearance(toolbar);

  useEffect(() => {
    if (load.status === 'ready') dispatch({ type: 'loaded', pageCount: load.doc.numPages });
    if (load.status === 'error') {
      dispatch({ type: 'failed' });
      toast.error(t('viewer.loadFailedToast'));
    }
    // Not on `t`: a language change must not repeat the toast.
  }, [load, dispatch]);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  if (!document) return null;
  const count = state.highlights.length;
  const onPage = state.highlights
    .map((highlight, index) => ({ highlight: { id: highlight.chunkId, boxes: highlight.boxes }, index, page: highlight.page }))
    .filter((h) => h.page === state.page);
  const ready = state.status === 'ready' && load.status === 'ready';

  return (
    <aside
      className={`rc-viewer${fullScreen ? ' rc-viewer--full' : ''}`}
      aria-labelledby={titleId}
      role={fullScreen ? 'dialog' : 'complementary'}
      aria-modal={fullScreen || undefined}
    >
      <header className="rc-viewer__header">
        <div className="rc-viewer__heading">
          <p className="rc-viewer__kicker">{t('viewer.title')}</p>
          <h2 id={titleId} className="rc-viewer__title" title={document.name}>
            {document.name}
          </h2>
        </div>
        <a className="rc-icon-button" href={document.url} target="_blank" rel="noreferrer" aria-label={t('viewer.openInNewTab')} title={t('viewer.openInNewTab')}>
          <ExternalLink aria-hidden />
        </a>
        <button ref={closeButton} type="button" className="rc-icon-button" aria-label={t('viewer.close')} title={t('viewer.close')} onClick={() => dispatch({ type: 'close' })}>
          <X aria-hidden />
        </button>
      </header>

      <div ref={toolbar} className="rc-viewer__toolbar" role="toolbar" aria-label={t('viewer.toolbar')}>
        <div className="rc-viewer__group">
          <button type="button" className="rc-icon-button" aria-label={t('viewer.previousPage')} title={t('viewer.previousPage')} disabled={!ready || state.page <= 1} onClick={() => dispatch({ type: 'previousPage' })}>
            <ChevronLeft aria-hidden />
          </button>
          <PageBox page={state.page} pageCount={state.pageCount} label={t('viewer.pageLabel')} onPage={(page) => dispatch({ type: 'goToPage', page })} />
          <span className="rc-viewer__of">{t('viewer.pageOf', { total: state.pageCount ?? '–' })}</span>
          <button type="button" className="rc-icon-button" aria-label={t('viewer.nextPage')} title={t('viewer.nextPage')} disabled={!ready || state.page >= (state.pageCount ?? 1)} onClick={() => dispatch({ type: 'nextPage' })}>
            <ChevronRight aria-hidden />
          </button>
        </div>
        {count > 0 && (
          <div className="rc-viewer__group">
            <button type="button" className="rc-icon-button" aria-label={t('viewer.previousHighlight')} title={t('viewer.previousHighlight')} disabled={state.active <= 0} onClick={() => dispatch({ type: 'previousHighlight' })}>
              <ChevronsUp aria-hidden />
            </button>
            <span className="rc-viewer__status" aria-live="polite">
              {t('viewer.highlightOf', { current: state.active + 1, total: count })}
            </span>
            <button type="button" className="rc-icon-button" aria-label={t('viewer.nextHighlight')} title={t('viewer.nextHighlight')} disabled={state.active >= count - 1} onClick={() => dispatch({ type: 'nextHighlight' })}>
              <ChevronsDown aria-hidden />
            </button>
          </div>
        )}
        <div className="rc-viewer__group">
          <button type="button" className="rc-icon-button" aria-label={t('viewer.zoomOut')} title={t('viewer.zoomOut')} disabled={state.zoom <= ZOOM_MIN} onClick={() => dispatch({ type: 'zoomOut' })}>
            <ZoomOut aria-hidden />
          </button>
          <span className="rc-viewer__zoom" aria-live="polite">
            {t('viewer.zoom', { zoom: state.zoom })}
          </span>
          <button type="button" className="rc-icon-button" aria-label={t('viewer.zoomIn')} title={t('viewer.zoomIn')} disabled={state.zoom >= ZOOM_MAX} onClick={() => dispatch({ type: 'zoomIn' })}>
            <ZoomIn aria-hidden />
          </button>
        </div>
      </div>

      <div ref={body} className="rc-viewer__body">
        {state.status === 'error' || load.status === 'error' ? (
          <div className="rc-viewer__message" role="alert">
            <p className="rc-viewer__message-title">{t('viewer.loadFailedTitle')}</p>
            <p>{t('viewer.loadFailedDescription')}</p>
          </div>
        ) : load.status === 'ready' ? (
          <PdfPage
            doc={load.doc}
            page={state.page}
            width={pageWidth(width, state.zoom)}
            highlights={onPage}
            active={state.active}
            label={t('viewer.pageImage', { page: state.page, total: state.pageCount ?? load.doc.numPages })}
          />
        ) : (
          <div className="rc-viewer__message">
            <Spinner label={t('viewer.loading')} showLabel />
          </div>
        )}
      </div>
    </aside>
  );
}
