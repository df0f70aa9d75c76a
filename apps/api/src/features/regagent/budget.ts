import type { ChatLanguage } from '../../db/schema/regagent.js';
import { countTokens } from '../answers/index.js';

/**
 * The fewest answer tokens a question is asked for. A question is answered when the free
 * balance covers its input tokens plus this (a short answer, well below a typical one of 300 to
 * 700 tokens); only below that does it get the 402. With less than input + MAX_ANSWER_TOKENS
 * left, the hold is the whole balance and the answer is cut to fit it (`fitToBudget`).
 */
export const MIN_ANSWER_TOKENS = 150;

/** Said at the end of an answer cut to fit the balance, in the chat's language. */
export const CUT_TO_BALANCE_NOTE: Record<ChatLanguage, string> = {
  en: '(Answer cut short: your token balance ran out. Buy tokens on the Billing page, or wait for your monthly quota to reset, for complete answers.)',
  gu: '(જવાબ ટૂંકાવ્યો છે: તમારું ટોકન બેલેન્સ પૂરું થઈ ગયું. પૂરા જવાબો માટે બિલિંગ પેજ પરથી ટોકન ખરીદો અથવા માસિક ક્વોટા ફરી શરૂ થાય ત્યાં સુધી રાહ જુઓ.)',
  hi: '(उत्तर छोटा किया गया: आपका टोकन बैलेंस खत्म हो गया। पूरे उत्तरों के लिए बिलिंग पेज से टोकन खरीदें या मासिक कोटा फिर से शुरू होने तक प्रतीक्षा करें।)',
};

const SEPARATOR = '\n\n';

/** Tokens the cut note takes, with the break before it. */
export const cutNoteTokens = (language: ChatLanguage): number => countTokens(`…${SEPARATOR}${CUT_TO_BALANCE_NOTE[language]}`);

/**
 * The longest start of `text` (ending at a word boundary) that fits `tokens`, or undefined when
 * the whole text fits. Binary search over characters: the token count grows with the prefix.
 */
export function prefixWithin(text: string, tokens: number): string | undefined {
  if (countTokens(text) <= tokens) return undefined;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (countTokens(text.slice(0, mid)) <= tokens) low = mid;
    else high = mid - 1;
  }
  const cut = text.slice(0, low);
  const space = cut.search(/\s\S*$/);
  return (space > cut.length * 0.5 ? cut.slice(0, space) : cut).trimEnd();
}

/** The text cut with the note appended. */
export const withCutNote = (start: string, language: ChatLanguage): string => `${start}…${SEPARATOR}${CUT_TO_BALANCE_NOTE[language]}`;

/**
 * `text` unchanged when it fits `outputTokens`; otherwise its start and the note saying it was
 * cut to the balance, together within `outputTokens`.
 */
export function fitToBudget(text: string, outputTokens: number, language: ChatLanguage): { text: string; cut: boolean } {
  if (countTokens(text) <= outputTokens) return { text, cut: false };
  const start = prefixWithin(text, Math.max(0, outputTokens - cutNoteTokens(language))) ?? text;
  return { text: withCutNote(start, language), cut: true };
}
