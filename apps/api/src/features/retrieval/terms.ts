import { isLatinWord, normalizeText, rawTokens } from './normalize.js';
import { porterStem } from './stemmer.js';
import { STOP_WORDS } from './stopwords.js';

/** Stems by word: a corpus repeats its words, so indexing stems each distinct word once. */
const stems = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

function stem(word: string): string {
  let out = stems.get(word);
  if (out === undefined) {
    out = porterStem(word.replace(/'s$/, '').replace(/'/g, ''));
    // Questions bring arbitrary words: the cache must not grow without bound.
    if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
    stems.set(word, out);
  }
  return out;
}

/**
 * Index terms of a single token: Latin words are stemmed, numbers and form numbers are kept as
 * they are, stop words and lone letters give nothing. Hyphenated words are split by the
 * tokeniser already (`high-rise` → high, rise).
 */
export function termOf(token: string): string | null {
  if (STOP_WORDS.has(token)) return null;
  if (isLatinWord(token)) {
    if (token.length < 2) return null;
    return stem(token);
  }
  if (/^\d/.test(token)) return token;
  // Indic or other scripts: kept whole (the corpus is English; these only matter for mixed text).
  return token.length >= 2 ? token : null;
}

/** The index terms of a text, in order (repeats kept: they are term frequencies). */
export function textTerms(text: string): string[] {
  const out: string[] = [];
  for (const token of rawTokens(normalizeText(text))) {
    const term = termOf(token.text);
    if (term) out.push(term);
  }
  return out;
}

/** Terms of a short English phrase (synonyms, glossary terms); stop words inside are dropped too. */
export const phraseTerms = (phrase: string): string[] => textTerms(phrase);
