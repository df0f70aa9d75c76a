import { imageSize } from 'image-size';
import yauzl from 'yauzl';
import { DocumentUnreadableError } from '../types.js';

/** What one document may cost to read; checked before parsing where the file allows it. */
export interface ParseLimits {
  maxBytes: number;
  /** Zip containers (xlsx, docx): entries, total inflated size, and inflation ratio of a big entry. */
  maxZipEntries: number;
  maxZipInflatedBytes: number;
  maxZipRatio: number;
  maxPdfPages: number;
  maxImageSide: number;
  maxImagePixels: number;
  /** Rows read per sheet (or lines per document); the rest is left with a note. */
  maxRows: number;
  maxColumns: number;
  maxCellChars: number;
  maxLineChars: number;
  /** Characters of text read per document (a description included). */
  maxTextChars: number;
  timeoutMs: number;
  /** Heap of the parser thread. */
  maxHeapMb: number;
  /**
   * Materials one document may yield; a run stops reading a document at the next one, keeps what
   * it found and fails the document with `tooManyMaterialsMessage` (issue 26: no document may hold
   * the server for minutes).
   */
  maxMaterials: number;
  /** Pages of a PDF without a text layer (scans, photos) read by OCR; later ones are left with a note. */
  maxOcrPages: number;
}

export const PARSE_LIMITS: ParseLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxZipEntries: 2_000,
  maxZipInflatedBytes: 200 * 1024 * 1024,
  maxZipRatio: 200,
  maxPdfPages: 300,
  maxImageSide: 10_000,
  maxImagePixels: 50_000_000,
  maxRows: 50_000,
  maxColumns: 100,
  maxCellChars: 5_000,
  maxLineChars: 20_000,
  maxTextChars: 500_000,
  timeoutMs: 60_000,
  maxOcrPages: 10,
  maxMaterials: 10_000,
  maxHeapMb: 256,
};

const count = (n: number) => n.toLocaleString('en-IN');

/** The document's error when it yields more materials than a document may. */
export const tooManyMaterialsMessage = (limit: number) =>
  `This document has more than ${count(limit)} materials; the limit is ${count(limit)} a document — split it into smaller files (the first ${count(limit)} were kept).`;

/** The document's error when a PDF has more pages than extraction reads. */
export const tooManyPagesMessage = (limit: number) =>
  `This PDF has more than ${count(limit)} pages; the limit is ${count(limit)} — split it into smaller files.`;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Reads a zip's central directory (never inflating anything) and refuses zip bombs: too many
 * entries, too much inflated data, or an entry inflating far beyond what documents do.
 */
export function checkZip(bytes: Uint8Array, limits: ParseLimits): Promise<void> {
  return new Promise((resolve, reject) => {
    const unreadable = () => reject(new DocumentUnreadableError('The file is damaged: it could not be opened as an Office document.'));
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err) return unreadable();
      let entries = 0;
      let inflated = 0;
      zip.on('error', unreadable);
      zip.on('entry', (entry: yauzl.Entry) => {
        entries++;
        inflated += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (entries > limits.maxZipEntries) {
          zip.close();
          return reject(new DocumentUnreadableError(`The file holds more than ${limits.maxZipEntries.toLocaleString('en-IN')} parts; it is refused as a possible zip bomb.`));
        }
        if (inflated > limits.maxZipInflatedBytes || (ratio > limits.maxZipRatio && entry.uncompressedSize > 10 * 1024 * 1024)) {
          zip.close();
          return reject(new DocumentUnreadableError(`The file would unpack to more than ${mb(Math.min(inflated, limits.maxZipInflatedBytes))}; it is refused as a possible zip bomb.`));
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.readEntry();
    });
  });
}

/** Reads only the image header: a picture too large to process is refused before decoding. */
export function checkImage(bytes: Uint8Array, limits: ParseLimits): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new DocumentUnreadableError('The image could not be read (damaged or not a JPEG/PNG).');
  }
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  if (!width || !height) throw new DocumentUnreadableError('The image could not be read (damaged or not a JPEG/PNG).');
  if (width > limits.maxImageSide || height > limits.maxImageSide || width * height > limits.maxImagePixels) {
    throw new DocumentUnreadableError(
      `The image is too large to read (${width} × ${height} px; at most ${limits.maxImageSide.toLocaleString('en-IN')} px a side and ${limits.maxImagePixels / 1_000_000} megapixels).`,
    );
  }
  return { width, height };
}
