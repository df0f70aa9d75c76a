import type { TUrgency } from '@app/sdk/contracts';
import type { ExtractedMaterial, ExtractedProvenance } from '../types.js';
import { toMaterial } from './compose.js';
import { isNotAnOrder } from './exclusions.js';
import { categorise } from './lexicon.js';
import { normaliseDigits } from './numbers.js';
import { maskNonQuantities, readQuantity } from './quantity.js';
import { readSpecifications } from './specs.js';
import type { Box } from './table.js';
import { urgencyOf } from './urgency.js';

/** A line of free text with where it came from. */
export interface TextLine {
  text: string;
  provenance: ExtractedProvenance;
  /** Read by OCR from a scan or photo: its figures are less certain. */
  scanned?: boolean;
  /** Where the line is on its page (see TableRow). */
  box?: Box;
}

/** Confidence of a material read by OCR: under the review threshold (REVIEW_CONFIDENCE), so it is marked for review. */
export const SCANNED_CONFIDENCE = 0.55;

const BULLET = /^\s*(?:[-*•●▪◦➢➤→>✓✔]+|\d{1,3}[.)](?!\d)|\(\d{1,3}\)|\(?[a-h][.)]|\(?(?:i{1,3}|iv|v|vi{0,3})[.)])\s*/iu;
/** Sentences of a line: a fact ("stock at site…") in one does not cancel an order in the next. */
const SENTENCE_SPLIT = /(?<![\s(](?:dr|no|mr|mrs|ms|rs|sq|cu|r|nos|pvt|ltd|approx|qty|st|sr|m\/s|viz|etc|nr))(?<=[\p{L}\p{M})])[.!?]+\s+(?=\S)|(?<=[\p{L}\p{M})])[.!?]+$/iu;
/** Where a sentence holds several requests: "200 bags cement, 5 ton sariya and 3 brass reti". */
const SEGMENT_SPLIT = /\s+\(?\d{1,2}[.)]\s+|\s*;\s*|,(?!\d{2,3}\b)\s*|\s+(?:and|aur|ane|tatha|evam|plus|also)\s+|\s+&\s+|\s+\+\s+|\s*અને\s*|\s*और\s*|\s*તથા\s*/iu;
/** Letter furniture: address, subject and salutation lines order nothing. */
const FURNITURE = /^\s*(to|sub|subject|re|ref|from|date|dear|regards|thanking|yours)\b[\s,:.-]/i;
/** Words that ask for something: a material named without a figure is kept only in such a line or a list. */
const ASKS =
  /\b(need(ed)?|require(d|ment)?|send|supply|provide|arrange|order|rates? (for|of)|rate batao|bhav|batao|chahiye|chaiye|joiye|joie|mokalo|moklo|mokaljo|bhejo|bhejiye|please|pls|kindly|want)\b|જોઈએ|જોઇએ|મોકલો|મોકલજો|चाहिए|चाहिये|भेजो|भेजें|भेजिए/iu;
const MAX_SEGMENT = 600;

interface Pending {
  text: string;
  provenance: ExtractedProvenance;
  /** The sentence asks for it, or it is an item of a list that is asked for. */
  asks: boolean;
  /** The sentence states a fact (received, in stock, areas), not an order. */
  fact: boolean;
  heading: boolean;
  /** "…and 3 brass reti urgently": the line's urgency covers each of its items. */
  urgency: TUrgency | null;
  scanned?: boolean;
}

function hasQuantity(text: string): boolean {
  return readQuantity(maskNonQuantities(normaliseDigits(text))) !== null;
}

/** A figure with a unit ("1 ton"), not a size ("10 mm") or a bare number. */
export function hasOrderFigure(text: string): boolean {
  return Boolean(readQuantity(maskNonQuantities(readSpecifications(normaliseDigits(text), 'Other').masked))?.unit);
}

/**
 * Materials requested in free text (a description, a letter, a site message, OCR lines): every
 * line is cut into segments; a segment that names a material starts an item, one that does not
 * (a brand, a quantity, a size) completes the item before it.
 */
export function materialsFromText(lines: TextLine[], documentUrgency?: TUrgency): ExtractedMaterial[] {
  const urgency = documentUrgency ?? lines.filter((l) => !categorise(l.text)).map((l) => urgencyOf(l.text)).find((u) => u !== null) ?? 'normal';
  const items: Pending[] = [];
  // A list is asked for when a line without a material asks ("Materials required:", "please send").
  const introAsks = lines.some((l) => (ASKS.test(l.text) || /:\s*$/.test(l.text)) && !categorise(l.text));
  let listOpen = false;
  for (const line of lines) {
    const raw = line.text.replaceAll('\u0000', '');
    const bullet = BULLET.test(raw);
    const body = raw.replace(BULLET, '');
    if (FURNITURE.test(body) && body.split(/\s+/).length <= 12) continue;
    const listItem = bullet || listOpen;
    const lineUrgency = urgencyOf(body);
    const heading = /[A-Z]/.test(body) && body === body.toUpperCase();
    // Very long lines are prose: cut into sentences, and those into pieces, so one item never swallows a page.
    const sentences = body.split(SENTENCE_SPLIT).flatMap((s) => (s.length > MAX_SEGMENT ? (s.match(/.{1,600}(\s|$)/gsu) ?? []) : [s]));
    for (const sentence of sentences) {
      const fact = isNotAnOrder(sentence);
      const asks = ASKS.test(sentence) || (listItem && introAsks);
      let previous: Pending | null = null;
      for (const segment of sentence.split(SEGMENT_SPLIT)) {
        const text = segment.trim();
        if (!text) continue;
        const hit = categorise(text);
        const sameItem = previous && hit && hit.certainty < 1 && categorise(previous.text)?.category === hit.category && !hasQuantity(text);
        if (hit && !sameItem) {
          previous = { text, provenance: line.provenance, asks, fact, heading, urgency: lineUrgency, scanned: line.scanned };
          items.push(previous);
        } else if (previous && !hit && hasOrderFigure(text) && hasOrderFigure(previous.text)) {
          // "12mm sariya 2 ton aur 8mm 1 ton": a second figure with no name orders more of the same material.
          const before: Pending = previous;
          const named: string = categorise(before.text)?.word ?? '';
          const next: Pending = { ...before, text: `${named} ${text}` };
          items.push(next);
          previous = next;
        } else if (previous && previous.text.length < MAX_SEGMENT) {
          previous.text = `${previous.text}, ${text}`;
        }
      }
    }
    // "…no hurry, next month is fine:" opens a list of the lines below it.
    if (/:\s*$/.test(body) && !categorise(body)) listOpen = true;
    else if (!bullet && !categorise(body)) listOpen = false;
  }
  const materials: ExtractedMaterial[] = [];
  for (const item of items) {
    if (item.fact || isNotAnOrder(item.text)) continue;
    const material = toMaterial({ text: item.text, provenance: item.provenance, urgency: item.urgency ?? urgency, structured: false });
    if (!material) continue;
    // A material named without a figure is kept (quantity null, "to confirm") only when it is asked for.
    if (material.quantity === null && (!item.asks || item.heading || item.scanned)) continue;
    // OCR misreads figures: what a scan gave is checked by the user.
    materials.push(item.scanned ? { ...material, confidence: Math.min(material.confidence, SCANNED_CONFIDENCE) } : material);
  }
  return materials;
}
