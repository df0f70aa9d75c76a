/**
 * Numbers as Indian documents write them: Indian digit grouping (1,85,000), international
 * grouping, decimals, lakh / crore / thousand words, Gujarati and Devanagari digits.
 */
const LOCAL_DIGITS = /[૦-૯०-९]/g;
const toAsciiDigits = (text: string) =>
  text.replace(LOCAL_DIGITS, (d) => String((d.codePointAt(0) ?? 0) - ((d.codePointAt(0) ?? 0) >= 0x0ae6 ? 0x0ae6 : 0x0966)));

const MULTIPLIERS: [RegExp, number][] = [
  [/^(crores?|cr\.?|કરોડ|करोड़|करोड)$/i, 10_000_000],
  [/^(lakhs?|lacs?|lac\.?|લાખ|लाख)$/i, 100_000],
  [/^(thousand|hazaar|hajar|હજાર|हज़ार|हजार)$/i, 1000],
];

export function normaliseDigits(text: string): string {
  return toAsciiDigits(text);
}

/** A plain number in a cell or a word: "1,85,000" → 185000, "2.5" → 2.5, "12.50/-" → 12.5; else null. */
export function parseNumber(raw: string): number | null {
  const text = toAsciiDigits(raw).trim().replace(/\/-$/, '').replace(/^(rs\.?|₹|inr)\s*/i, '');
  if (!/^[+-]?(\d{1,3}(,\d{2,3})+|\d+)(\.\d+)?$/.test(text)) return null;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** A number followed by an optional multiplier word ("2.5 lakh"): the value, or null. */
export function parseAmount(number: string, multiplier: string | undefined): number | null {
  const value = parseNumber(number);
  if (value === null) return null;
  if (!multiplier) return value;
  const found = MULTIPLIERS.find(([pattern]) => pattern.test(multiplier.trim()));
  return found ? value * found[1] : value;
}

export const MULTIPLIER_WORDS = '(?:crores?|cr\\.?|lakhs?|lacs?|lac|thousand|hazaar|hajar|કરોડ|લાખ|હજાર|करोड़|करोड|लाख|हज़ार|हजार)';

/** Rounds away float noise (0.1 + 0.2) without losing real decimals. */
export const tidy = (value: number) => Math.round(value * 1000) / 1000;
