import type { QualityDocument } from './corpus-helpers.js';
import { CSV_FILES } from './corpus-csv.js';
import { MESSAGES } from './corpus-messages.js';
import { PDFS } from './corpus-pdfs.js';
import { PHOTOS } from './corpus-photos.js';
import { SPREADSHEETS } from './corpus-spreadsheets.js';
import { WORD_DOCUMENTS } from './corpus-word.js';

export type { Expected, QualityDocument } from './corpus-helpers.js';

/** The quality set: realistic Gujarat BOQs, indents, letters, site messages and photos, with ground truth. */
export const CORPUS: QualityDocument[] = [...SPREADSHEETS, ...CSV_FILES, ...PDFS, ...WORD_DOCUMENTS, ...MESSAGES, ...PHOTOS];
