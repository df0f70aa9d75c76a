// The PDF loader lives in @app/ui (shared with the sourcing document viewer); this module is the
// chat's seam for it, so the viewer's tests can stand in for pdf.js.
export { usePdfDocument, type PdfLoad } from '@app/ui';
