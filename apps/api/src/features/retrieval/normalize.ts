/**
 * Text normalisation shared by the index and the queries, so both sides see the same tokens:
 * Unicode NFC, lower case, Gujarati (૦-૯) and Devanagari (०-९) digits as ASCII, nukta and
 * chandrabindu folded (ज़ोन and जोन are one word to a searcher), superscript ² as 2.
 */

const GUJARATI_ZERO = 0x0ae6;
const DEVANAGARI_ZERO = 0x0966;

/** Replaces Gujarati and Devanagari digits with ASCII digits; everything else is kept. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0AE6-\u0AEF\u0966-\u096F]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= GUJARATI_ZERO && code <= GUJARATI_ZERO + 9 ? GUJARATI_ZERO : DEVANAGARI_ZERO;
    return String(code - zero);
  });
}

export function normalizeText(text: string): string {
  return asciiDigits(text.normalize('NFC'))
    .toLowerCase()
    .replace(/[\u093C\u0ABC]/g, '') // nukta (Devanagari, Gujarati)
    .replace(/\u0901/g, '\u0902') // chandrabindu → anusvara
    .replace(/\u0A81/g, '\u0A82')
    .replace(/²/g, '2')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/[’‘]/g, "'");
}

/**
 * One token: a form number such as `2(a)`; a number with thousands separators or decimals
 * (`2,500`, `1.8`, `6.3.1`); or a word of letters with their combining marks (Gujarati and
 * Devanagari vowel signs are marks, so `\w` would cut words apart) and trailing digits (`r1`).
 */
const TOKEN = /\d+\([a-z]\)|\d+(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)+|\d+|[\p{L}\p{M}][\p{L}\p{M}\p{N}]*/gu;

export type TokenKind = 'number' | 'word' | 'form';

export interface RawToken {
  text: string;
  kind: TokenKind;
  /** Index of the token's first character in the normalised text. */
  start: number;
}

/** Tokens of already normalised text, in order. */
export function rawTokens(normalized: string): RawToken[] {
  const out: RawToken[] = [];
  for (const match of normalized.matchAll(TOKEN)) {
    const text = match[0];
    const kind: TokenKind = /^\d/.test(text) ? (text.includes('(') ? 'form' : 'number') : 'word';
    out.push({ text: kind === 'number' ? canonicalNumber(text) : text, kind, start: match.index });
  }
  return out;
}

/**
 * The comparable form of a number: thousands separators dropped and trailing decimal zeros cut,
 * so `2,500` = `2500` and `4.0` = `4`. Multi-dot clause numbers (`6.3.1`) are left as they are.
 */
export function canonicalNumber(text: string): string {
  const plain = text.replace(/,(?=\d{3}\b)/g, '');
  if (!/^\d+\.\d+$/.test(plain)) return plain;
  return plain.replace(/\.?0+$/, '') || '0';
}

/** Latin-script word (the stemmer and the English stop words apply to these only). */
export const isLatinWord = (token: string) => /^[a-z][a-z0-9']*$/.test(token);

/** Any Gujarati or Devanagari letter in the text. */
export const hasIndicScript = (text: string) => /[\u0900-\u097F\u0A80-\u0AFF]/.test(text);
