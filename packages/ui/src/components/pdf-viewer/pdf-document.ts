import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';

type PdfJs = typeof PdfJsModule;

let library: Promise<PdfJs> | null = null;

/**
 * pdf.js and its worker, fetched the first time a document is opened (never in an app's first
 * download). The worker is its own asset (`?url`), started by pdf.js in a Web Worker.
 */
export function loadPdfJs(): Promise<PdfJs> {
  library ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  // A failed download (offline) may succeed on the next attempt.
  library.catch(() => {
    library = null;
  });
  return library;
}

export type PdfLoad = { status: 'loading'; doc: null } | { status: 'ready'; doc: PDFDocumentProxy } | { status: 'error'; doc: null };

const LOADING: PdfLoad = { status: 'loading', doc: null };

/**
 * Opens the PDF at `url` (a signed link, or an API route with `authorization`, e.g.
 * `Bearer …`); destroyed when the URL changes or on unmount. The result object stays the same
 * between renders until something happens.
 */
export function usePdfDocument(url: string | null, authorization?: string): PdfLoad {
  const [load, setLoad] = useState<{ url: string | null; result: PdfLoad }>({ url, result: LOADING });

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setLoad({ url, result: LOADING });
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        const task = pdfjs.getDocument({ url, isEvalSupported: false, ...(authorization ? { httpHeaders: { Authorization: authorization } } : {}) });
        destroy = () => void task.destroy();
        return task.promise;
      })
      .then(
        (doc) => {
          if (!cancelled && doc) setLoad({ url, result: { status: 'ready', doc } });
        },
        () => {
          if (!cancelled) setLoad({ url, result: { status: 'error', doc: null } });
        },
      );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, authorization]);

  // A result for an earlier URL is never shown for a new one.
  return load.url === url ? load.result : LOADING;
}
