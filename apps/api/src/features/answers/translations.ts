import type { TIndicLanguageCode } from '@app/sdk/contracts';
import { z } from 'zod';
import { ruleRowTranslation } from '../rules/digest/index.js';
import guJson from '../../../corpus/sources/translations.gu.json';
import hiJson from '../../../corpus/sources/translations.hi.json';

/**
 * Our Gujarati and Hindi renderings of the corpus, unit by unit (`corpus/sources/translations.*.json`):
 * each entry is an English sentence, list item or table row exactly as the ingested PDF gives
 * it, with its translation. They keep every number of the English (a test checks), so a gu/hi
 * answer quotes them instead of a word-by-word gloss.
 */
const ZGu = z.array(z.object({ en: z.string().min(1), gu: z.string().min(1) }));
const ZHi = z.array(z.object({ en: z.string().min(1), hi: z.string().min(1) }));

/** Whitespace differences between the PDF text and the entry do not matter. */
export const translationKey = (text: string) => text.replace(/\s+/g, ' ').trim();

export const TRANSLATIONS = {
  gu: new Map(ZGu.parse(guJson).map((e) => [translationKey(e.en), e.gu])),
  hi: new Map(ZHi.parse(hiJson).map((e) => [translationKey(e.en), e.hi])),
};

/** A sentence of the written corpus, or a rule row of the digest (whose renderings come from the rule data). */
export function translationOf(text: string, language: TIndicLanguageCode): string | undefined {
  const key = translationKey(text);
  return TRANSLATIONS[language].get(key) ?? ruleRowTranslation(text, language);
}
