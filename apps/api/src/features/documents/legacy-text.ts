import type { ExtractedPage } from './pdf-extract.js';

/**
 * Pages whose extracted text is not the text shown. Gujarati PDFs set in pre-Unicode fonts
 * (Shree-Lipi, LMG-Arun, Gopika, Terafont, Krishna…) draw Gujarati glyphs from slots that the
 * font maps to Latin codes, so pdf.js gives runs such as `5|J[X ;]lJWF` instead of Gujarati.
 * Such text must not be indexed; the page is read by OCR instead.
 *
 * Signals, combined (no single one decides except overwhelming text evidence):
 * - the text: the share of word-like tokens that no Latin-script language writes — symbols or
 *   Latin-1 letters inside a word (`[Ã`), case flips (`lJSF`), digits glued between letters,
 *   four or more letters without a vowel — against plain words, numbers and codes (`R1`, `6.3.1`);
 * - few English function words among the plain-looking tokens (prose has many);
 * - the fonts: a name of a known pre-Unicode Indic family on the page.
 */
export interface LegacyVerdict {
  garbled: boolean;
  /** Word-like tokens judged (odd + plain). */
  tokens: number;
  /** Share of those, by length, that look like mapped glyph codes. */
  oddShare: number;
  /** Share of plain tokens that are common English function words. */
  functionShare: number;
  legacyFont: boolean;
}

/** Enough tokens to judge a page; fewer (a caption, a page number) are left as they are. */
const MIN_TOKENS = 8;
/** Text alone decides at this share of odd tokens. */
const STRONG_ODD = 0.5;
/** With a second signal (a legacy font name, or prose without function words). */
const WEAK_ODD = 0.25;
const FEW_FUNCTION_WORDS = 0.05;

/** Families of pre-Unicode Gujarati and Devanagari fonts seen in government PDFs. */
const LEGACY_FONT = /shree|lmg|arun|gopika|terafont|krishna|saral|harikrishna|bhasha|nilkanth|ghanshyam|akruti|kruti|devlys|chanakya|gujrati|guj_|avantika|ekatra|sulekha/i;

const FUNCTION_WORDS = new Set(
  'a an the of to in on for and or by with from at as is are be shall may not no any all this that which such than per its it if where when'.split(' '),
);

const INDIC = /[\u0900-\u0DFF]/u;
const NUMBER_LIKE = /^[([]?[\d.,:/%°²³+-]+[)\]]?$/u;
const MARKER = /^\(?([ivxlc]{1,5}|[a-z]|\d{1,3})[.)]$/iu;
const CODE = /^([A-Z]{1,4}-?\d{1,3}[A-Za-z]?|\d+(\.\d+)*[a-z]{0,2}|\d+(st|nd|rd|th)|m[²³23]|sq\.?m?)$/u;
const PLAIN_WORD = /^([A-Z]?[a-z]+|[A-Z]+)$/u;
const VOWEL = /[aeiouy]/iu;
const EDGE_PUNCTUATION = /^[“"'‘([]+|[”"'’)\].,;:!?]+$/gu;

type Kind = 'neutral' | 'plain' | 'odd';

function kindOf(raw: string): { kind: Kind; word: string } {
  const word = raw.replace(EDGE_PUNCTUATION, '');
  if (word.length < 2 || INDIC.test(word) || NUMBER_LIKE.test(word) || MARKER.test(raw) || CODE.test(word)) return { kind: 'neutral', word };
  const parts = word.split(/[-/'’]/u).filter(Boolean);
  const plain = parts.length > 0 && parts.every((part) => PLAIN_WORD.test(part) && (part.length < 4 || VOWEL.test(part)));
  return { kind: plain ? 'plain' : 'odd', word };
}

/** Judges one page from its text items and their fonts. */
export function judgePage(page: ExtractedPage): LegacyVerdict {
  let odd = 0;
  let plain = 0;
  let plainCount = 0;
  let functionWords = 0;
  let tokens = 0;
  for (const item of page.items) {
    for (const raw of item.text.split(/\s+/u)) {
      if (!raw) continue;
      const { kind, word } = kindOf(raw);
      if (kind === 'neutral') continue;
      tokens++;
      if (kind === 'odd') odd += word.length;
      else {
        plain += word.length;
        plainCount++;
        if (FUNCTION_WORDS.has(word.toLowerCase())) functionWords++;
      }
    }
  }
  const oddShare = odd + plain === 0 ? 0 : odd / (odd + plain);
  const functionShare = plainCount === 0 ? 0 : functionWords / plainCount;
  const legacyFont = page.items.some((item) => LEGACY_FONT.test(item.font));
  const second = legacyFont || functionShare < FEW_FUNCTION_WORDS;
  const garbled = tokens >= MIN_TOKENS && (oddShare >= STRONG_ODD || (oddShare >= WEAK_ODD && second));
  return { garbled, tokens, oddShare, functionShare, legacyFont };
}
