import type { TMaterialCategory, TMaterialUnit, TUrgency } from '@app/sdk/contracts';
import type { ExtractedMaterial, ExtractedProvenance } from '../types.js';
import { exclusionAt } from './exclusions.js';
import { categorise } from './lexicon.js';
import { normaliseDigits } from './numbers.js';
import { maskNonQuantities, readQuantity } from './quantity.js';
import { readSpecifications } from './specs.js';
import { unitOf } from './units.js';
import { urgencyOf } from './urgency.js';

/** The unit a category is bought in when the document gives a figure without one. */
export const DEFAULT_UNIT: Record<TMaterialCategory, TMaterialUnit> = {
  Cement: 'bags',
  'Steel & Metal': 'ton',
  Bricks: 'nos',
  Sand: 'brass',
  Aggregates: 'brass',
  Concrete: 'cum',
  Tiles: 'sqft',
  Electrical: 'nos',
  Plumbing: 'nos',
  Paint: 'liters',
  Wood: 'sqft',
  Glass: 'sqft',
  Hardware: 'nos',
  Marble: 'sqft',
  Granite: 'sqft',
  'Doors & Windows': 'nos',
  Other: 'nos',
};

/** English names for local words, so "reti" reads as "Sand (reti)" in the table. */
const LOCAL_NAMES: Record<string, string> = {
  reti: 'Sand',
  retti: 'Sand',
  sariya: 'Steel bars',
  saria: 'Steel bars',
  sariyo: 'Steel bars',
  saliya: 'Steel bars',
  saliyo: 'Steel bars',
  kapchi: 'Aggregate',
  kapachi: 'Aggregate',
  gitti: 'Aggregate',
  giti: 'Aggregate',
  rodi: 'Aggregate',
  bajri: 'Aggregate',
  int: 'Bricks',
  inte: 'Bricks',
  eet: 'Bricks',
  eent: 'Bricks',
  eeth: 'Bricks',
  itt: 'Bricks',
  siment: 'Cement',
  cemant: 'Cement',
  chuna: 'Lime',
  khilla: 'Nails',
  khili: 'Nails',
  sagwan: 'Teak wood',
  rang: 'Paint',
};
const CATEGORY_NAMES: Record<TMaterialCategory, string> = {
  Cement: 'Cement',
  'Steel & Metal': 'Steel',
  Bricks: 'Bricks',
  Sand: 'Sand',
  Aggregates: 'Aggregate',
  Concrete: 'Concrete',
  Tiles: 'Tiles',
  Electrical: 'Electrical item',
  Plumbing: 'Plumbing item',
  Paint: 'Paint',
  Wood: 'Wood',
  Glass: 'Glass',
  Hardware: 'Hardware',
  Marble: 'Marble',
  Granite: 'Granite',
  'Doors & Windows': 'Door/window',
  Other: 'Material',
};

/** Words around a material in a request that are not part of its name. */
const FILLER =
  /\b(we|us|our|please|pls|plz|kindly|send|need(ed)?|required?|requirement|want(ed)?|supply( of)?|provide|arrange|order|chahiye|chaiye|joiye|joie|joiee|mokalo|mokal(j)?o|moklo|bhejo|bhejiye|bhej do|de do|aapo|quantity|qty|approx\.?|approximately|about|around|urgent(ly)?|asap|tatkal|jaldi|turant|immediately|today|tomorrow|hi|hello|sir|bhai|ji|the|for site|at site|site par|site pe|kal|aaje|aaj|bhi|pan|more)\b|સાઇટ પર|સાઈટ પર|साइट पर|જોઈએ|જોઇએ|મોકલો|મોકલજો|તાત્કાલિક|चाहिए|चाहिये|भेजो|भेजें|भेजिए|तुरंत|जल्दी/giu;
const MAX_NAME = 120;

export interface Reading {
  /** The description (a table's description cell, or a segment of free text). */
  text: string;
  /** Other columns that describe the item (make, specification, size), read for specifications. */
  extra?: string;
  /** From a quantity column: a number, or null when the column is empty; undefined when there is no such column. */
  quantity?: number | null;
  /** From a unit column. */
  unitText?: string | null;
  notes?: string | null;
  provenance: ExtractedProvenance;
  /** The urgency the document states for all its lines. */
  urgency: TUrgency;
  /** Read from a table with a recognised header (more certain than free text). */
  structured: boolean;
  /** Keep an item the lexicon does not know (a BOQ row with a quantity and a unit). */
  keepUnknown?: boolean;
}

const clean = (text: string) =>
  normaliseDigits(text)
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function nameOf(text: string, cut: { start: number; end: number } | null, hitWord: string | undefined, category: TMaterialCategory): string {
  let name = cut ? `${text.slice(0, cut.start)} ${text.slice(cut.end)}` : text;
  name = name
    .replace(FILLER, ' ')
    // A list's item number is not part of the name ("1.1 OPC 53 grade cement").
    .replace(/^\s*\d{1,3}(\.\d{1,3})+\s+/, '')
    // An opening bracket whose close went with the quantity: "cement (floor" → "cement".
    .replace(/\s*\([^)]*$/, '')
    .replace(/^[\s:;,.\-–—()]+|[\s:;,\-–—(]+$/g, '')
    .replace(/\s+(of|for|ka|ki|ke|nu|ni|na|no)$/i, '')
    .replace(/^(of|for)\s+/i, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (name.length > MAX_NAME) {
    const short = name.slice(0, MAX_NAME);
    const stop = Math.max(short.lastIndexOf(','), short.lastIndexOf(';'), short.lastIndexOf(' '));
    name = `${short.slice(0, stop > 40 ? stop : MAX_NAME).trim()}…`;
  }
  const local = hitWord ? LOCAL_NAMES[hitWord.toLowerCase()] : undefined;
  const latin = /[a-z]/i.test(name);
  if (!name) return local ?? CATEGORY_NAMES[category];
  if (local && !new RegExp(local, 'i').test(name)) return `${local} (${name})`;
  if (!latin) return `${CATEGORY_NAMES[category]} (${name})`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * One material from one reading, or null when the text names no material or names something
 * that is not bought (labour, transport, tax). A quantity the text does not state stays null.
 */
export function toMaterial(reading: Reading): ExtractedMaterial | null {
  const text = clean(reading.text);
  const extra = clean(reading.extra ?? '');
  if (!text) return null;
  const hit = categorise(text) ?? (extra ? categorise(extra) : null);
  // "Supply of sand including cartage" is sand; "Cartage of sand" and "sand transport charges" are not.
  const excluded = exclusionAt(text);
  // …and "plumbing labour", where the service word follows the material's name, is labour.
  const compound = hit && excluded && excluded.index - (hit.index + hit.word.length) <= 1;
  if (excluded && (!hit || excluded.index <= hit.index || excluded.charged || compound)) return null;
  if (!hit && !reading.keepUnknown) return null;
  const category = hit?.category ?? 'Other';
  const specs = readSpecifications(extra ? `${text} | ${extra}` : text, category);
  const masked = maskNonQuantities(specs.masked.slice(0, text.length));

  let quantity: number | null = null;
  let unit: TMaterialUnit | null = null;
  let cut: { start: number; end: number } | null = null;
  const columnUnit = reading.unitText ? unitOf(clean(reading.unitText)) : null;
  if (reading.quantity !== undefined && reading.quantity !== null) {
    quantity = reading.quantity * (columnUnit?.factor ?? 1);
    unit = columnUnit?.unit ?? null;
  } else if (reading.quantity === undefined || !reading.structured) {
    const found = readQuantity(masked);
    if (found) {
      quantity = found.quantity;
      unit = found.unit ?? columnUnit?.unit ?? null;
      cut = found;
    }
  }
  if (!unit && columnUnit) unit = columnUnit.unit;
  if (quantity !== null && quantity > 1_000_000_000) quantity = null;

  const certainty = hit?.certainty ?? 0.3;
  const confidence = Math.min(0.98, 0.25 + 0.4 * certainty + (unit ? 0.15 : 0) + (quantity !== null ? 0.15 : 0) + (reading.structured ? 0.05 : 0));
  // Long descriptions, or a long specification column, are kept whole in the notes.
  const longText = text.length > MAX_NAME ? text.slice(0, 2000) : extra.length > 40 ? extra.slice(0, 2000) : null;
  const notes = [reading.notes ? clean(reading.notes) : '', longText ?? ''].filter(Boolean).join(' — ').slice(0, 2000) || null;
  return {
    name: nameOf(text, cut, hit?.word, category),
    category,
    quantity,
    unit: unit ?? DEFAULT_UNIT[category],
    urgency: urgencyOf(`${text} ${reading.notes ?? ''}`) ?? reading.urgency,
    specifications: specs.specifications,
    notes,
    confidence: Math.round(confidence * 100) / 100,
    provenance: reading.provenance,
  };
}
