// The PDF viewer parts shared by the chat's source viewer and the sourcing document viewer.
export { loadPdfJs, usePdfDocument, type PdfLoad } from './pdf-document';
export { PdfPage, type PdfPageProps } from './pdf-page';
export { PageBox, parsePageInput, type PageBoxProps } from './page-box';
export { boxToRect, type PageBox as PdfPageBox, type PageHighlight, type PixelRect } from './page-boxes';
export { textLineBoxes, type PageView, type TextRun } from './text-boxes';
export { useTextHighlight } from './use-text-highlight';
