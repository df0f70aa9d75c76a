import { extname } from 'node:path';
import type { TDocumentKind } from '@app/sdk/contracts';
import { fileTypeFromBuffer } from 'file-type';

export interface SniffedDocument {
  kind: TDocumentKind;
  /** The media type the bytes really are (served back with the file). */
  contentType: string;
}

const XLS_MIME = 'application/vnd.ms-excel';
const DOC_MIME = 'application/msword';
const CSV_MIME = 'text/csv';

/** Types decided by file-type's magic numbers. */
const BY_EXT: Record<string, SniffedDocument> = {
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  xlsx: { kind: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  docx: { kind: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  png: { kind: 'image', contentType: 'image/png' },
  jpg: { kind: 'image', contentType: 'image/jpeg' },
};

const utf16 = (text: string) => Buffer.from(text, 'utf16le');
const WORKBOOK_STREAMS = [utf16('Workbook'), utf16('Book')];
const WORD_STREAM = utf16('WordDocument');

/**
 * Legacy Office files are OLE compound files (file-type says `cfb`); the directory names the
 * main stream in UTF-16: `Workbook`/`Book` for Excel, `WordDocument` for Word. An OLE file
 * with neither (an .msi, a .ppt) is not a document we read.
 */
function sniffCompoundFile(bytes: Buffer): SniffedDocument | null {
  if (bytes.includes(WORD_STREAM)) return { kind: 'doc', contentType: DOC_MIME };
  if (WORKBOOK_STREAMS.some((name) => bytes.includes(name))) return { kind: 'xls', contentType: XLS_MIME };
  return null;
}

/**
 * Text with no magic number: accepted as CSV when it is valid UTF-8 without NUL or other
 * control bytes (spreadsheets exported as "CSV saved as .xls" are common on site).
 */
function sniffText(bytes: Buffer): SniffedDocument | null {
  const sample = bytes.subarray(0, 64 * 1024);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(sample.toString('latin1'))) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < bytes.length ? trimPartialUtf8(sample) : sample);
  } catch {
    return null;
  }
  return { kind: 'csv', contentType: CSV_MIME };
}

/** A 64 KiB sample may end inside a multi-byte character; drop that tail before decoding. */
function trimPartialUtf8(sample: Buffer): Buffer {
  let end = sample.length;
  while (end > 0 && end > sample.length - 4 && ((sample[end - 1] ?? 0) & 0xc0) === 0x80) end--;
  if (end > 0 && ((sample[end - 1] ?? 0) & 0xc0) === 0xc0) end--;
  return sample.subarray(0, end);
}

/**
 * The kinds a name's extension may really hold: spreadsheets and Word files are often saved
 * under the other format's extension (or as CSV text), but a photo named .xlsx is refused.
 */
const KINDS_OF_EXTENSION: Record<string, readonly TDocumentKind[]> = {
  pdf: ['pdf'],
  xls: ['xls', 'xlsx', 'csv'],
  xlsx: ['xlsx', 'xls', 'csv'],
  csv: ['csv'],
  txt: ['csv'],
  doc: ['doc', 'docx'],
  docx: ['docx', 'doc'],
  jpg: ['image'],
  jpeg: ['image'],
  png: ['image'],
};

/**
 * What an uploaded document is, from its bytes (never the browser's type), and only when that
 * fits its name's extension. Null: refused (the caller answers 415 with the type message).
 */
export async function sniffDocument(bytes: Buffer, filename: string): Promise<SniffedDocument | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const sniffed = !detected
    ? sniffText(bytes)
    : detected.ext === 'cfb'
      ? sniffCompoundFile(bytes)
      : (BY_EXT[detected.ext] ?? null);
  const allowed = KINDS_OF_EXTENSION[extname(filename).slice(1).toLowerCase()] ?? [];
  return sniffed && allowed.includes(sniffed.kind) ? sniffed : null;
}
