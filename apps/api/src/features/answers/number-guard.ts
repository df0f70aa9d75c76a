import { asciiDigits, canonicalNumber } from '../retrieval/normalize.js';
import type { Passage } from '../retrieval/types.js';

/**
 * Numbers of a text in comparable form (Indic digits as ASCII, `2,500` = `2500`, `4.0` = `4`),
 * citation markers `[n]` left out. A clause number such as `6.3.1` is one number.
 */
export function numbersIn(text: string): string[] {
  const plain = asciiDigits(text).replace(/\[\d{1,3}\]/g, ' ');
  return [...plain.matchAll(/\d+(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)*/g)].map((m) => canonicalNumber(m[0]));
}

/** What an answer citing a passage may state: its text, heading, clause and document title. */
const groundingText = (p: Passage) => [p.text, p.heading ?? '', p.clause ?? '', p.documentTitle].join('\n');

/**
 * The numbers of `answer` that appear in none of the cited passages. An offline answer must
 * have none: it may only repeat figures of the passages it cites.
 */
export function ungroundedNumbers(answer: string, cited: readonly Passage[]): string[] {
  const allowed = new Set(cited.flatMap((p) => numbersIn(groundingText(p))));
  // A range written "12–18" in a passage is two numbers there too; nothing else is loosened.
  return [...new Set(numbersIn(answer).filter((n) => !allowed.has(n)))];
}

export class UngroundedNumberError extends Error {
  constructor(readonly numbers: string[]) {
    super(`answer states numbers not found in its cited passages: ${numbers.join(', ')}`);
    this.name = 'UngroundedNumberError';
  }
}

/** Throws when the answer states a number that none of its cited passages contains. */
export function assertNumbersGrounded(answer: string, cited: readonly Passage[]): void {
  const missing = ungroundedNumbers(answer, cited);
  if (missing.length > 0) throw new UngroundedNumberError(missing);
}
