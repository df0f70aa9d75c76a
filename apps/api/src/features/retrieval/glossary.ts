import type { TIndicLanguageCode } from '@app/sdk/contracts';
import { z } from 'zod';
import glossaryJson from '../../../corpus/sources/glossary.json';
import { normalizeText, rawTokens } from './normalize.js';

/**
 * The corpus glossary (`corpus/sources/glossary.json`): building terms in English with their
 * Gujarati and Hindi forms. Questions in gu/hi are read through it (a Gujarati or Hindi phrase
 * becomes its English term before ranking); answers in gu/hi name terms through it.
 */
const ZGlossaryEntry = z.object({
  en: z.string().min(1),
  aliases_en: z.array(z.string()).default([]),
  gu: z.array(z.string()).default([]),
  hi: z.array(z.string()).default([]),
});
export type GlossaryEntry = z.infer<typeof ZGlossaryEntry>;

export const GLOSSARY: readonly GlossaryEntry[] = z.array(ZGlossaryEntry).parse(glossaryJson);

/** A Gujarati or Hindi phrase as normalised tokens, and the English it stands for. */
export interface IndicPhrase {
  tokens: string[];
  /** The English term first, then its aliases: what the phrase means to the index. */
  english: string[];
}

const phraseTokens = (text: string) => rawTokens(normalizeText(text)).map((t) => t.text);

/** Every gu/hi form of the glossary, longest first, so "બેઝ એફએસઆઈ" wins over "એફએસઆઈ". */
export const INDIC_PHRASES: readonly IndicPhrase[] = GLOSSARY.flatMap((entry) =>
  [...entry.gu, ...entry.hi].map((form) => ({ tokens: phraseTokens(form), english: [entry.en, ...entry.aliases_en] })),
)
  .filter((p) => p.tokens.length > 0)
  .sort((a, b) => b.tokens.length - a.tokens.length || b.tokens.join('').length - a.tokens.join('').length);

/** English synonym groups from the glossary: a term with its English aliases. */
export const GLOSSARY_GROUPS: readonly string[][] = GLOSSARY.map((e) => [e.en, ...e.aliases_en]);

/**
 * English phrase (lower case) → the glossary's first form in Gujarati or Hindi. Aliases map too,
 * so "setback" gives the same word as "margin".
 */
const translations = { gu: new Map<string, string>(), hi: new Map<string, string>() };
for (const entry of GLOSSARY) {
  for (const lang of ['gu', 'hi'] as const) {
    const forms = entry[lang];
    if (!forms[0]) continue;
    for (const english of [entry.en, ...entry.aliases_en]) {
      // An acronym (ODPS, TOZ) is not its long name, and "R1 zone" is not any residential zone:
      // answers keep codes as written (or spell them, see dictionary.ts).
      if (/^[A-Z0-9-]{2,}s?$/.test(english) || /\d/.test(english)) continue;
      const key = english.toLowerCase();
      if (!translations[lang].has(key)) translations[lang].set(key, forms[0]);
    }
  }
}

/** The glossary's word for an English term in Gujarati or Hindi, or null when it has none. */
export function glossaryTranslation(english: string, language: TIndicLanguageCode): string | null {
  return translations[language].get(english.toLowerCase()) ?? null;
}

/** The English phrases the glossary can translate, longest first (for scanning English text). */
export const TRANSLATABLE_PHRASES: readonly string[] = [...translations.gu.keys()].sort((a, b) => b.length - a.length);
