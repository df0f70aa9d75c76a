import type { TUrgency } from '@app/sdk/contracts';

const URGENT =
  /\b(urgent(ly)?|asap|a\.s\.p\.?|immediate(ly)?|emergency|tatkal|tatkaal|jaldi|jaldii|turant|fatafat|right away|today itself|by tomorrow|aaje j|aajej|aaj hi)\b|તાત્કાલિક|તરત|જલ્દી|ઝડપથી|तुरंत|जल्दी|तत्काल|फ़ौरन|फौरन/iu;
/** Saying there is no hurry outweighs any urgent word in it ("not urgent"). */
const NO_HURRY = /\b(no hurry|no rush|not urgent|koi jaldi nathi|koi jaldi nahi|jaldi nathi|jaldi nahi)\b|ઉતાવળ નથી|જલ્દી નથી|कोई जल्दी नहीं|जल्दी नहीं/iu;
/** A later date is flexible only when nothing says urgent ("Urgent – slab casting starts next month" is urgent). */
const LATER = /\b(flexible|whenever|at your convenience|any time next month|next month)\b/iu;

/** The urgency a text states, or null when it says nothing about timing. */
export function urgencyOf(text: string): TUrgency | null {
  if (NO_HURRY.test(text)) return 'flexible';
  if (URGENT.test(text)) return 'urgent';
  if (LATER.test(text)) return 'flexible';
  return null;
}
