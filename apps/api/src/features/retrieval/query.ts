import { GLOSSARY_GROUPS, INDIC_PHRASES } from './glossary.js';
import { latinZoneCodes, lookupIndicWord } from './lexicon.js';
import { loanwordsOf } from './loanwords.js';
import { hasIndicScript, normalizeText, rawTokens } from './normalize.js';
import { STOP_WORDS } from './stopwords.js';
import { SYNONYM_GROUPS } from './synonyms.js';
import { phraseTerms, termOf, textTerms } from './terms.js';
import { measurementsIn, type Measurement } from './thresholds.js';

/** Weight of a term the user wrote (or its glossary meaning) and of a synonym of it. */
const OWN_WEIGHT = 1;
const SYNONYM_WEIGHT = 0.35;
/** A glossary alias is the same thing by another name ("fire NOC" = "fire safety certificate"). */
const GLOSSARY_WEIGHT = 0.6;
/**
 * A number in a question is often the user's own measurement ("a 20 m tall building"), which a
 * document states as a threshold ("15 m or more"): it helps when it matches, but less than a word.
 */
const NUMBER_WEIGHT = 0.6;

/** The four corporations the product serves (and Gandhinagar, also D1). */
export const CITIES = ['ahmedabad', 'surat', 'vadodara', 'rajkot', 'gandhinagar'] as const;

const CITY_ABBREVIATIONS = new Set(['amc', 'smc', 'vmc', 'rmc', 'auda', 'suda', 'vuda', 'ruda', 'guda']);

export interface AnalyzedQuery {
  /** Index term → weight in the ranking. */
  terms: Map<string, number>;
  /** The user's own terms (after translation), in question order: what an answer must be about. */
  ownTerms: string[];
  /** An own term → the synonyms it brought in (a passage saying one of them covers the term). */
  alternatives: Map<string, Set<string>>;
  /** Numbers in the question, canonical (`12`, `2500`). */
  numbers: string[];
  /** Lengths and areas the question gives ("a 20 m building"), for passages stating thresholds. */
  measurements: Measurement[];
  /** Clause-like references (`6.3.1`, `topic-toz`) and whether the question names them as a clause. */
  clauseRefs: string[];
  explicitClause: boolean;
  cities: string[];
  /** The question was (partly) in Gujarati or Hindi script. */
  indic: boolean;
  /**
   * Gujarati or Hindi words of the question that are neither stop words nor known to the
   * lexicon: words the corpus never uses ("પાસપોર્ટ", "ब्याज"). They count against coverage.
   */
  unknownWords: string[];
}

/** The English word a borrowed Gujarati or Hindi word can only be, if any. */
function onlyLoanword(word: string): string | undefined {
  const loans = loanwordsOf(word);
  return loans.length === 1 ? loans[0] : undefined;
}

/** Single-word synonyms give their other members; multi-word phrases count when all their terms are present. */
const synonymGroups: { phrases: string[][]; weight: number }[] = [
  ...SYNONYM_GROUPS.map((group) => ({ group, weight: SYNONYM_WEIGHT })),
  ...GLOSSARY_GROUPS.map((group) => ({ group, weight: GLOSSARY_WEIGHT })),
].map(({ group, weight }) => ({ phrases: group.map(phraseTerms).filter((terms) => terms.length > 0), weight }));

/** Words that name a clause; Gujarati and Hindi also borrow "clause" and "section" (nukta already folded). */
const CLAUSE_WORDS = /\b(clause|section|regulation|rule|para|paragraph)\b|કલમ|વિભાગ|ખંડ|ક્લોઝ|ક્લૉઝ|સેક્શન|नियम|खंड|धारा|अनुच्छेद|अनुभाग|क्लॉज|क्लोज|सेक्शन/;

/**
 * Turns a question in English, Gujarati or Hindi into weighted English index terms: Indic
 * digits to ASCII, Gujarati/Hindi glossary phrases and everyday words to English, stop words
 * out, Porter stems, then construction synonyms added at a lower weight.
 */
export function analyzeQuery(question: string): AnalyzedQuery {
  const normalized = latinZoneCodes(normalizeText(question));
  const tokens = rawTokens(normalized);
  const own: string[] = [];
  /** Other English forms of a glossary phrase: ranked like synonyms. */
  const variants: string[] = [];
  const numbers: string[] = [];
  const unknownWords: string[] = [];

  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i];
    if (!token) break;
    if (token.kind === 'number' || token.kind === 'form') {
      numbers.push(token.text);
      own.push(token.text);
      i++;
      continue;
    }
    if (hasIndicScript(token.text)) {
      const phrase = matchIndicPhrase(tokens.map((t) => t.text), i);
      if (phrase) {
        const [primary, others] = splitForms(phrase.english);
        own.push(...primary);
        // The literal reading too: "ફાયર સેફ્ટી સર્ટિફિકેટ" is filed under "fire NOC" but says
        // "fire safety certificate", which is what the documents write.
        for (const word of tokens.slice(i, i + phrase.length)) {
          const english = lookupIndicWord(word.text) ?? onlyLoanword(word.text);
          if (english) own.push(...textTerms(english));
        }
        variants.push(...others);
        i += phrase.length;
        continue;
      }
      const english = lookupIndicWord(token.text);
      const loans = english || STOP_WORDS.has(token.text) ? [] : loanwordsOf(token.text);
      if (english) own.push(...textTerms(english));
      // An English word in Gujarati or Hindi letters: the user's own word when it can be only one.
      else if (loans.length === 1) own.push(...loans.flatMap((w) => textTerms(w)));
      else if (loans.length > 1) variants.push(...loans.flatMap((w) => textTerms(w)));
      else if (!STOP_WORDS.has(token.text) && token.text.length > 1) unknownWords.push(token.text);
      i++;
      continue;
    }
    const term = termOf(token.text);
    if (term) own.push(term);
    i++;
  }

  const terms = new Map<string, number>();
  for (const term of own) terms.set(term, /^\d/.test(term) ? NUMBER_WEIGHT : OWN_WEIGHT);
  for (const term of variants) if (!terms.has(term)) terms.set(term, SYNONYM_WEIGHT);
  const alternatives = new Map<string, Set<string>>();
  for (const { phrases, weight } of synonymGroups) {
    const present = phrases.filter((phrase) => containsAll(terms, phrase));
    if (present.length === 0) continue;
    const added: string[] = [];
    for (const phrase of phrases) {
      // A long phrase spreads its weight ("comprehensive general development control regulations").
      const share = weight / Math.max(1, phrase.length - 1);
      for (const term of phrase) {
        if (terms.get(term) === OWN_WEIGHT) continue;
        terms.set(term, Math.max(terms.get(term) ?? 0, share));
        added.push(term);
      }
    }
    // What each of the user's words may also be written as (for the coverage of a passage).
    for (const term of present.flat()) {
      const set = alternatives.get(term) ?? new Set<string>();
      for (const alt of added) set.add(alt);
      alternatives.set(term, set);
    }
  }

  const clauseRefs = [
    ...[...normalized.matchAll(/\b\d+(?:\.\d+){1,3}\b/g)].map((m) => m[0]),
    ...[...normalized.matchAll(/\b(?:topic|cl|pk|fs)-[a-z]+\b|\bpart-i\b|\bamd\b/g)].map((m) => m[0]),
  ];
  return {
    terms,
    ownTerms: [...new Set(own)],
    alternatives,
    numbers: [...new Set(numbers)],
    measurements: measurementsIn(question),
    clauseRefs,
    explicitClause: CLAUSE_WORDS.test(normalized) || clauseRefs.some((ref) => /\d+\.\d+\.\d+|-/.test(ref)),
    cities: CITIES.filter((city) => terms.get(city) === OWN_WEIGHT),
    indic: hasIndicScript(normalized),
    unknownWords: [...new Set(unknownWords)],
  };
}

/**
 * The terms a glossary phrase stands for: its English term and its shortest alias ("FSI" for
 * "floor space index") count as the user's words; the other aliases as synonyms.
 */
function splitForms(forms: string[]): [string[], string[]] {
  const [en = '', ...aliases] = forms.map(phraseTerms).filter((terms) => terms.length > 0);
  let shortest: string[] | undefined;
  for (const alias of aliases) {
    // "AMC" is one corporation: it cannot stand for "municipal corporation" in general.
    if (alias.some((term) => CITY_ABBREVIATIONS.has(term))) continue;
    if (!shortest || alias.length < shortest.length) shortest = alias;
  }
  // A long English term ("Comprehensive General Development Control Regulations") would outweigh
  // the rest of the question: its short alias ("CGDCR") stands for it instead.
  const alias = shortest && shortest.length < en.length ? shortest : [];
  const primary = [...(alias.length > 0 && en.length > 2 ? [] : en), ...alias];
  return [primary, [...en, ...aliases.flat()].filter((term) => !primary.includes(term))];
}

const containsAll = (terms: Map<string, number>, phrase: string[]) =>
  phrase.every((term) => terms.get(term) === OWN_WEIGHT);

/**
 * The longest glossary phrase starting at token `i`. The last word of the phrase may carry a
 * suffix in the question (એફએસઆઈમાં), a Gujarati postposition written on to the word.
 */
function matchIndicPhrase(tokens: string[], i: number): { english: string[]; length: number } | null {
  for (const phrase of INDIC_PHRASES) {
    const n = phrase.tokens.length;
    if (i + n > tokens.length) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      const want = phrase.tokens[k] ?? '';
      const got = tokens[i + k] ?? '';
      ok = k === n - 1 ? got === want || (got.startsWith(want) && got.length - want.length <= 4) : got === want;
    }
    if (ok) return { english: phrase.english, length: n };
  }
  return null;
}
