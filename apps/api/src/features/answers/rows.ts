import type { AnswerLanguage } from './types.js';

/** A header longer than this is not a header: the colon belongs to the value. */
const MAX_HEADER = 48;

/** "Header: value; Header: value" back into its pairs (a value may itself hold "; "). */
export function rowPairs(text: string): { header: string; value: string }[] {
  const pairs: { header: string; value: string }[] = [];
  for (const segment of text.split('; ')) {
    const colon = segment.indexOf(': ');
    const last = pairs.at(-1);
    if (colon > 0 && colon <= MAX_HEADER) pairs.push({ header: segment.slice(0, colon).trim(), value: segment.slice(colon + 2).trim() });
    else if (last) last.value += `; ${segment}`;
    else pairs.push({ header: '', value: segment.trim() });
  }
  return pairs;
}

/** "Base" → "base", "FSI" stays "FSI". */
const lowerFirst = (word: string) => (/^[A-Z][a-z]/.test(word) ? `${word[0]?.toLowerCase()}${word.slice(1)}` : word);

/**
 * A table row as a sentence instead of a run of labels: the row's own case first, then each
 * figure named by its column ("Plot on a road 12 m to under 18 m wide: height allowed up to
 * 25 m, when announced June 2017"). The first column's header ("Situation", "Zone") only
 * labels the case, so it is left out. Works the same on our Gujarati and Hindi rows, which keep
 * the English row's structure; a row without headers is returned as it is.
 */
export function readRow(text: string, language: AnswerLanguage): string {
  const pairs = rowPairs(text);
  const [subject, ...rest] = pairs;
  if (!subject || rest.length === 0 || pairs.some((p) => !p.header)) return text;
  const name = (header: string) => (language === 'en' ? lowerFirst(header) : header);
  return `${subject.value}: ${rest.map((p) => `${name(p.header)} ${p.value}`).join(', ')}`;
}
