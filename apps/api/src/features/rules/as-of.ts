import { asciiDigits } from '../retrieval/normalize.js';
import type { TRuleRow } from './schema.js';
import { RULE_ROWS } from './tables/index.js';

/**
 * The date a question asks the rules for, when it names one: "as of 2019", "in March 2021",
 * "before the 2023 jantri change", "the 2017 GDCR", "2019 માં", "2023 ની જંત્રી પહેલાં",
 * "2019 में", "2023 से पहले". Null when it names none (the rules in force today apply).
 * A bare number is a year only next to such a word, so "a 2000 m² plot" names no date.
 */

const YEAR = String.raw`(19[5-9]\d|20[0-4]\d)`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/** "before …" in the three languages: the day before the named moment. */
const BEFORE = String.raw`(?:before|prior\s+to|until|till|pehla|pehlan|pahle|pehle)`;
const BEFORE_AFTER_YEAR = /^[^.?!।]{0,40}?(?:પહેલાં|પહેલા|से\s+पहले|के\s+पहले|पहले|pehla|pahle|pehle)/iu;
/** Words that make a year a date: "as of", "in", "edition", "GDCR", "jantri", "માં", "में". */
const AS_OF_BEFORE_YEAR = String.raw`(?:as\s+of|as\s+on|as\s+at|in|during|of|the)`;
const AS_OF_AFTER_YEAR = /^\s*(?:edition|version|gdcr|cgdcr|rules|regulations|jantri|જંત્રી|जंत्री|ના\s+નિયમ|માં|ma|me|में|के\s+नियम|ની|ના|की|के)(?![\p{L}\p{M}])/iu;

/** A number followed by a unit is a size, never a year ("2000 m²", "2000 sq ft"). */
const UNIT_AFTER = /^\s*(?:m\b|m²|m2|mt|mtr|met|sq|square|ft|feet|vaar|var\b|ચો|મી|વાર|ફૂટ|वर्ग|मी|गज|फ)/iu;
/** "CGDCR 2017" is the regulation's name, not a date. */
const NAME_BEFORE = /\bc?gdcr\s*$/i;
/** "the 2023 jantri change": the first change of the rules in that year, not 1 January. */
const CHANGE_AFTER = /^[^.?!।]{0,30}?(?:jantri|change|revision|amendment|જંત્રી|ફેરફાર|સુધારા|जंत्री|बदलाव|संशोधन)/iu;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The first change of the rule rows within a year ("the 2023 jantri change" is 15 April 2023). */
function firstChangeIn(year: number, rows: readonly TRuleRow[]): string | null {
  const dates = rows.flatMap((r) => [r.effective.notified, ...(r.effective.superseded ? [r.effective.superseded] : [])]).filter((d) => d.startsWith(`${year}-`));
  return dates.sort()[0] ?? null;
}

export interface AsOf {
  /** YYYY-MM-DD */
  date: string;
}

export function asOfIn(question: string, rows: readonly TRuleRow[] = RULE_ROWS): AsOf | null {
  const text = asciiDigits(question.normalize('NFC'));
  // "June 2019", "in 2019", "before 2023": a month or a cue word right before the year.
  const before = new RegExp(String.raw`(?<![\p{L}\d])(?:(${BEFORE})\s+(?:the\s+)?)?(?:${MONTH}\s+)?${YEAR}(?!\d)`, 'giu');
  for (const match of text.matchAll(before)) {
    const [whole, beforeWord, month, yearText] = match;
    const year = Number(yearText);
    const after = text.slice(match.index + whole.length);
    if (UNIT_AFTER.test(after) || NAME_BEFORE.test(text.slice(0, match.index))) continue;
    const cueBefore = new RegExp(String.raw`${AS_OF_BEFORE_YEAR}\s+$`, 'iu').test(text.slice(0, match.index));
    const cueAfter = AS_OF_AFTER_YEAR.test(after);
    const beforeAfter = BEFORE_AFTER_YEAR.test(after);
    if (!beforeWord && !month && !cueBefore && !cueAfter && !beforeAfter) continue;
    const monthIndex = month ? MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1 : 0;
    if (beforeWord || beforeAfter) {
      // Before a month: its first day; before a year's change ("the 2023 jantri change"): the first rule change that year; else 1 January.
      const change = CHANGE_AFTER.test(after) ? firstChangeIn(year, rows) : null;
      const moment = monthIndex ? `${year}-${pad(monthIndex)}-01` : (change ?? `${year}-01-01`);
      return { date: dayBefore(moment) };
    }
    if (monthIndex) return { date: `${year}-${pad(monthIndex)}-${pad(lastDayOf(year, monthIndex))}` };
    return { date: `${year}-12-31` };
  }
  return null;
}
