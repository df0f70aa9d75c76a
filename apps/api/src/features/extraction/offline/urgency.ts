import type { TUrgency } from '@app/sdk/contracts';

const URGENT =
  /\b(urgent(ly)?|asap|a\.s\.p\.?|immediate(ly)?|emergency|tatkal|tatkaal|jaldi|jaldii|turant|fatafat|right away|today itself|by tomorrow|aaje j|aajej|aaj hi)\b|તાત્કાલિક|તરત|જલ્દી|ઝડપથી|तुरंत|जल्दी|तत्काल|फ़ौरन|फौरन/iu;
const FLEXIBLE =
  /\b(no hurry|no rush|not urgent|flexible|whenever|at your convenience|any time next month|next month|koi jaldi nathi|koi jaldi nahi|jaldi nathi|jaldi nahi)\b|ઉતાવળ નથી|જલ્દી નથી|कोई जल्दी नहीं|जल्दी नहीं/iu;

/** The urgency a text states, or null when it says nothing about timing. "Not urgent" is flexible. */
export function urgencyOf(text: string): TUrgency | null {
  if (FLEXIBLE.test(text)) return 'flexible';
  if (URGENT.test(text)) return 'urgent';
  return null;
}
