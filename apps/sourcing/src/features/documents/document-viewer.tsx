import { Button, Dialog, PageBox, PdfPage, Spinner, toast, usePdfDocument, useTextHighlight } from '@app/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfSource } from '../materials/material-origin';
import { documentAuthorization, documentFileUrl } from './document-url';
import './document-viewer.css';

export interface DocumentViewerProps {
  projectId: number;
  /** The document and page to show; the line is highlighted when it is found on the page. */
  source: PdfSource;
  onClose: () => void;
}

/**
 * An uploaded PDF at a material's source page with the source line highlighted — the same page
 * and highlight drawing as the chat's source viewer (@app/ui). Its own chunk: pdf.js is loaded
 * only when a source is opened.
 */
export default function DocumentViewer({ projectId, source, onClose }: DocumentViewerProps) {
  const { t } = useTranslation('sourcing');
  const [authorization, setAuthorization] = useState<string | null>(null);
  const [page, setPage] = useState(source.page);
  const body = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    void documentAuthorization().then((value) => setAuthorization(value ?? ''));
  }, []);
  useEffect(() => setPage(source.page), [source]);
  useEffect(() => {
    const el = body.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [authorization]);

  const url = authorization === null ? null : documentFileUrl(projectId, source.documentId);
  const load = usePdfDocument(url, authorization || undefined);
  const doc = load.status === 'ready' ? load.doc : null;
  const highlights = useTextHighlight(doc, page, page === source.page ? source.text : null);
  const pageCount = doc?.numPages ?? null;

  useEffect(() => {
    if (load.status === 'error') toast.error(t('viewer.loadFailed'));
  }, [load.status, t]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} size="lg" title={source.documentName} description={source.text ? t('viewer.sourceLine', { text: source.text }) : undefined} className="sr-viewer">
      <div className="sr-viewer__toolbar" role="toolbar" aria-label={t('viewer.title')}>
        <Button variant="ghost" size="sm" iconOnly aria-label={t('viewer.previousPage')} disabled={!doc || page <= 1} onClick={() => setPage((p) => p - 1)}>
          <ChevronLeft aria-hidden size={18} />
        </Button>
        <PageBox page={page} pageCount={pageCount} label={t('viewer.page')} onPage={setPage} />
        <span className="sr-muted">{t('viewer.pageOf', { total: pageCount ?? '–' })}</span>
        <Button variant="ghost" size="sm" iconOnly aria-label={t('viewer.nextPage')} disabled={!doc || page >= (pageCount ?? 1)} onClick={() => setPage((p) => p + 1)}>
          <ChevronRight aria-hidden size={18} />
        </Button>
      </div>
      <div ref={body} className="sr-viewer__body">
        {load.status === 'error' ? (
          <p role="alert">{t('viewer.loadFailed')}</p>
        ) : doc ? (
          <PdfPage
            doc={doc}
            page={page}
            width={Math.max(0, width - 16)}
            highlights={highlights.map((highlight, index) => ({ highlight, index }))}
            active={0}
            label={t('viewer.pageImage', { page, total: doc.numPages })}
          />
        ) : (
          <Spinner label={t('viewer.loading')} showLabel />
        )}
      </div>
    </Dialog>
  );
}
