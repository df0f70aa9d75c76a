/**
 * English words written in Gujarati or Devanagari letters ("એસ્પેક્ટ રેશિયો", "सेंट्रल बिज़नेस
 * डिस्ट्रिक्ट", "સેટબેક"): construction talk in both languages borrows English terms, and no
 * glossary lists them all. A borrowed word is matched to an English word of the indexed documents
 * by its consonant skeleton — both spellings reduced to the consonants as they sound (vowels, h and
 * y dropped, doubled letters once) — so "સર્ટિફિકેટ" and "certificate" are both `srtfkt`. Only
 * skeletons of three consonants or more count (shorter ones collide), and a skeleton several
 * English words share gives them all.
 */

const INDIC_CONSONANTS: Record<string, string> = {};
const assign = (letters: string, sound: string) => {
  for (const letter of letters) INDIC_CONSONANTS[letter] = sound;
};
// Gujarati, then Devanagari. ઝ/झ write the English z (ઝોન, बिज़नेस), which sounds like s here.
assign('કખ' + 'कख', 'k');
assign('ગઘ' + 'गघ', 'g');
assign('ચછ' + 'चछ', 'c');
assign('જ' + 'ज', 'j');
assign('ઝ' + 'झ', 's');
assign('ટઠતથ' + 'टठतथ', 't');
assign('ડઢદધ' + 'डढदध', 'd');
assign('ણનઙઞ' + 'णनङञ', 'n');
assign('પ' + 'प', 'p');
assign('ફ' + 'फ', 'f');
assign('બભ' + 'बभ', 'b');
assign('મ' + 'म', 'm');
assign('ર' + 'र', 'r');
assign('લળ' + 'लळ', 'l');
assign('વ' + 'व', 'v');
assign('શષસ' + 'शषस', 's');
// Anusvara and chandrabindu before a consonant are a nasal: પાર્કિંગ = parking.
assign('ં' + 'ंँ', 'n');

const MIN_SKELETON = 3;

const collapse = (letters: string) => letters.replace(/(.)\1+/g, '$1');

/** The consonant skeleton of a Gujarati or Devanagari word (nukta and vowel signs dropped). */
export function indicSkeleton(word: string): string {
  const chars = [...word.normalize('NFD')];
  let out = '';
  chars.forEach((char, i) => {
    // A nukta changes the sound before it: ज़ is z (read as s here), ड़ and ढ़ are r.
    const nukta = chars[i + 1] === '\u093C' || chars[i + 1] === '\u0ABC';
    out += (nukta ? NUKTA_SOUNDS[char] : undefined) ?? INDIC_CONSONANTS[char] ?? '';
  });
  return collapse(out);
}

const NUKTA_SOUNDS: Record<string, string> = { ज: 's', જ: 's', ड: 'r', ढ: 'r' };

/** The consonant skeleton of an English word as it sounds ("certificate" → srtfkt, "ratio" → rs). */
export function englishSkeleton(word: string): string {
  const sounds = word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ti(?=[aeiou])/g, 's')
    .replace(/ch/g, 'c')
    .replace(/ck/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/th/g, 't')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/w/g, 'v')
    .replace(/[aeiouyh]/g, '');
  return collapse(sounds);
}

let known = new Map<string, string[]>();

/** Learns the English words of the indexed documents (called whenever the index is built). */
export function learnEnglishWords(texts: Iterable<string>): void {
  const next = new Map<string, Set<string>>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) {
      const skeleton = englishSkeleton(word);
      if (skeleton.length < MIN_SKELETON) continue;
      const words = next.get(skeleton) ?? new Set<string>();
      words.add(word);
      next.set(skeleton, words);
    }
  }
  known = new Map([...next].map(([skeleton, words]) => [skeleton, [...words]]));
}

/** The English words of the documents a borrowed Gujarati or Hindi word may be (none when unknown or too short). */
export function loanwordsOf(word: string): string[] {
  // A Gujarati case ending may join the word ("બિલ્ડિંગમાં"): the word without it is tried too.
  for (const form of [word, word.replace(GUJARATI_ENDING, '')]) {
    const skeleton = indicSkeleton(form);
    const words = skeleton.length >= MIN_SKELETON ? known.get(skeleton) : undefined;
    if (words) return words;
  }
  return [];
}

const GUJARATI_ENDING = /(?:માં|નાં|ના|નો|ની|નું|ને|થી)$/u;
