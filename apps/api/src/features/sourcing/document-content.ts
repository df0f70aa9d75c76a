import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TDocumentContent } from '@app/sdk/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { type ProjectDocumentRow, projectDocuments } from '../../db/schema/sourcing.js';
import { type DocumentKind, parseDocument } from '../extraction/index.js';

/**
 * What a run will read in a document, counted with the run's own reader and limits (the parser
 * thread, its row, column and time limits): non-empty rows of every sheet or of a CSV, the table
 * rows and paragraphs of a Word file with their characters, the pages of a PDF (from its page
 * tree: nothing is rendered or read by OCR), one page for an image. A workbook takes 30 to 300 ms
 * (the development set). Null when the reader cannot open the file: the run cannot read it either,
 * so it costs nothing.
 */
export async function countDocumentContent(document: { filename: string; kind: DocumentKind; bytes: Uint8Array }): Promise<TDocumentContent | null> {
  if (document.kind === 'pdf') {
    const pages = await pdfPageCount(document.bytes);
    return pages === null ? null : { rows: 0, pages, chars: 0 };
  }
  if (document.kind === 'image') return { rows: 0, pages: 1, chars: 0 };
  try {
    let rows = 0;
    let chars = 0;
    const count = (tableRows: readonly { cells: string[] }[]) => {
      for (const row of tableRows) {
        const text = row.cells.filter((cell) => cell.trim()).join(' ');
        if (!text) continue;
        rows += 1;
        chars += text.length;
      }
    };
    // A workbook's rows are counted as they arrive, a batch a turn (50,000 rows at the end held the loop for 100 ms).
    const streamed = new Set<number>();
    const parsed = await parseDocument(document, undefined, undefined, (table, batch) => {
      streamed.add(table);
      count(batch);
    });
    parsed.tables.forEach((table, index) => {
      if (!streamed.has(index)) count(table.rows);
    });
    for (const line of parsed.lines) {
      if (!line.text.trim()) continue;
      rows += 1;
      chars += line.text.trim().length;
    }
    return { rows, pages: 0, chars };
  } catch {
    return null;
  }
}

/**
 * A document's stored content; counted (and stored) now when it has none: uploaded before
 * documents were counted, or not countable at upload (a parse that timed out on a busy server).
 */
export async function contentOf(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  document: Pick<ProjectDocumentRow, 'id' | 'filename' | 'kind' | 'storageKey' | 'content'>,
): Promise<TDocumentContent | null> {
  if (document.content) return document.content;
  const bytes = await deps.storage.get(document.storageKey);
  const content = bytes ? await countDocumentContent({ filename: document.filename, kind: document.kind, bytes }) : null;
  // An unreadable file is stored as reading nothing, so it is not parsed again on every estimate.
  const stored = content ?? { rows: 0, pages: 0, chars: 0 };
  await deps.database.db.update(projectDocuments).set({ content: stored }).where(eq(projectDocuments.id, document.id));
  return stored;
}

/** Pages of a PDF from its page tree (no page is rendered or read); null when it cannot be opened. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const require = createRequire(import.meta.url);
    const standardFontDataUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
    const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
    const pages = pdf.numPages;
    await pdf.destroy();
    return pages;
  } catch {
    return null;
  }
}
