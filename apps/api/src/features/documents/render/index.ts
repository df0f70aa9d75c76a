export { parseMarkdown, parseInline, runsText, type MdBlock, type MdDocument, type Run } from './markdown.js';
export { renderPdf, FIXED_CREATION_DATE } from './pdf-writer.js';
