import type { TUrgency } from '@app/sdk/contracts';
import type { ExtractedMaterial, ExtractedProvenance } from '../types.js';
import { toMaterial } from './compose.js';
import { isNotAnOrder } from './exclusions.js';
import { categorise } from './lexicon.js';
import { normaliseDigits } from './numbers.js';
import { maskNonQuantities, readQuantity } from './quantity.js';
import { urgencyOf } from './urgency.js';

/** A line of free text with where it came from. */
export interface TextLine {
  text: string;
  provenance: ExtractedProvenance;
}

const BULLET = /^\s*(?:[-*•●▪◦➢➤→>✓✔]+|\d{1,3}[.)](?!\d)|\(\d{1,3}\)|\(?[a-h][.)]|\(?(?:i{1,3}|iv|v|vi{0,3})[.)])\s*/iu;
/** Where a line holds several requests: "200 bags cement, 5 ton sariya and 3 brass reti". */
const SEGMENT_SPLIT = /\s*;\s*|,(?!\d{2,3}\b)\s*|\s+(?:and|aur|ane|tatha|evam|plus|also)\s+|\s+&\s+|\s+\+\s+|\s*અને\s*|\s*और\s*|\s*તથા\s*|(?<=[a-z\p{M})])[.!?]\s+(?=\S)/iu;
/** Words that ask for something: a material named without a figure is kept only in such a line or a list. */
const ASKS =
  /\b(need(ed)?|require(d|ment)?|send|supply|provide|arrange|order|quote|quotation|rates? (for|of)|chahiye|chaiye|joiye|joie|mokalo|moklo|mokaljo|bhejo|bhejiye|please|pls|kindly|want|indent|list)\b|જોઈએ|જોઇએ|મોકલો|મોકલજો|चाहिए|चाहिये|भेजो|भेजें|भेजिए/iu;
const MAX_SEGMENT = 600;

interface Pending {
  text: string;
  provenance: ExtractedProvenance;
  asks: boolean;
  listItem: boolean;
  /** "…and 3 brass reti urgently": the line's urgency covers each of its items. */
  urgency: TUrgency | null;
}

function hasQuantity(text: string): boolean {
  return readQuantity(maskNonQuantities(normaliseDigits(text))) !== null;
}

/**
 * Materials requested in free text (a description, a letter, a site message, OCR lines): every
 * line is cut into segments; a segment that names a material starts an item, one that does not
 * (a brand, a quantity, a size) completes the item before it.
 */
export function materialsFromText(lines: TextLine[], documentUrgency?: TUrgency): ExtractedMaterial[] {
  const urgency = documentUrgency ?? lines.filter((l) => !categorise(l.text)).map((l) => urgencyOf(l.text)).find((u) => u !== null) ?? 'normal';
  const items: Pending[] = [];
  const introAsks = lines.some((l) => ASKS.test(l.text) && !categorise(l.text));
  for (const line of lines) {
    const raw = line.text.replaceAll('\u0000', '');
    const listItem = BULLET.test(raw) || raw.trim().split(/\s+/).length <= 8;
    const body = raw.replace(BULLET, '');
    const asks = ASKS.test(body) || (listItem && introAsks);
    const lineUrgency = urgencyOf(body);
    // Very long lines are prose: cut them into sentences first so one item never swallows a page.
    const segments = body.split(SEGMENT_SPLIT).flatMap((s) => (s.length > MAX_SEGMENT ? s.match(/.{1,600}(\s|$)/gsu) ?? [] : [s]));
    let previous: Pending | null = null;
    for (const segment of segments) {
      const text = segment.trim();
      if (!text) continue;
      const hit = categorise(text);
      const sameItem = previous && hit && hit.certainty < 1 && categorise(previous.text)?.category === hit.category && !hasQuantity(text);
      if (hit && !sameItem) {
        previous = { text, provenance: line.provenance, asks, listItem, urgency: lineUrgency };
        items.push(previous);
      } else if (previous && previous.text.length < MAX_SEGMENT) {
        previous.text = `${previous.text}, ${text}`;
      }
    }
  }
  const materials: ExtractedMaterial[] = [];
  for (const item of items) {
    if (isNotAnOrder(item.text)) continue;
    const material = toMaterial({ text: item.text, provenance: item.provenance, urgency: item.urgency ?? urgency, structured: false });
    if (!material) continue;
    if (material.quantity === null && !item.asks && !item.listItem) continue;
    materials.push(material);
  }
  return materials;
}
