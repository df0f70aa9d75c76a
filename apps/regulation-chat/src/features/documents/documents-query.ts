import type { TDocumentList } from '@app/sdk/contracts';

export const DOCUMENTS_PAGE_SIZE = 20;
/** How often the list is read again while a document's scanned pages are being read. */
export const OCR_POLL_MS = 3000;

/** The key of every page of the documents list (invalidated after an upload). */
export const DOCUMENTS_KEY = ['documents'] as const;
/** The documents list's query key for one page. */
export const documentsKey = (page: number) => [...DOCUMENTS_KEY, page] as const;

/** True while any listed document awaits its OCR job: the list then refreshes by itself. */
export const hasPendingOcr = (list: TDocumentList | undefined): boolean => list?.documents.some((d) => d.state === 'ocr_pending') ?? false;

/** The `refetchInterval` of the list: every few seconds while OCR runs, else never. */
export const pollInterval = (list: TDocumentList | undefined): number | false => (hasPendingOcr(list) ? OCR_POLL_MS : false);
