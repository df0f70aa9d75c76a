/**
 * The Porter (1980) stemmer for English words, so "buildings", "building" and "build" meet in
 * one index term. A small dependency-free implementation of the published algorithm (steps 1a
 * to 5b); only called on lower-case Latin words.
 */

const isConsonant = (w: string, i: number): boolean => {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
};

/** m(): the number of vowel-consonant sequences in `stem`. */
function measure(stem: string): number {
  let n = 0;
  let i = 0;
  const len = stem.length;
  while (i < len && isConsonant(stem, i)) i++;
  while (i < len) {
    while (i < len && !isConsonant(stem, i)) i++;
    if (i >= len) break;
    n++;
    while (i < len && isConsonant(stem, i)) i++;
  }
  return n;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonant(stem, i));
const endsDoubleConsonant = (w: string) =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isConsonant(w, w.length - 1);
/** *o: ends consonant-vowel-consonant, the last not w, x or y. */
const endsCvc = (w: string) => {
  const l = w.length;
  if (l < 3) return false;
  if (!isConsonant(w, l - 1) || isConsonant(w, l - 2) || !isConsonant(w, l - 3)) return false;
  const c = w[l - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
};

/** Replaces the first matching suffix whose stem satisfies `when`; returns null if none matched. */
function replaceSuffix(w: string, rules: [string, string][], when: (stem: string) => boolean): string | null {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      return when(stem) ? stem + replacement : w;
    }
  }
  return null;
}

const step2Rules: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'],
  ['bli', 'ble'], ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'],
  ['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'],
  ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const step3Rules: [string, string][] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const step4Suffixes = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou',
  'ism', 'ate', 'iti', 'ous', 'ive', 'ize',
];

export function porterStem(word: string): string {
  if (word.length <= 2) return word;
  let w = word;

  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }

  // Step 1c
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;

  // Steps 2 and 3
  w = replaceSuffix(w, step2Rules, (s) => measure(s) > 0) ?? w;
  w = replaceSuffix(w, step3Rules, (s) => measure(s) > 0) ?? w;

  // Step 4
  for (const suffix of step4Suffixes.slice().sort((a, b) => b.length - a.length)) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (measure(stem) > 1 && (suffix !== 'ion' || /[st]$/.test(stem))) w = stem;
    break;
  }

  // Step 5a
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  // Step 5b
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}
