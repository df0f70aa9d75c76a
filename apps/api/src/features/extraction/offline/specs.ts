import type { TMaterialCategory, TMaterialSpecifications } from '@app/sdk/contracts';
import { brandOf } from './lexicon.js';

export interface SpecReading {
  specifications: TMaterialSpecifications;
  /** The text with every specification figure blanked out, so it is never read as a quantity. */
  masked: string;
}

const NUM = '\\d+(?:\\.\\d+)?';
/** Patterns are compiled once, not per description (a 1,000-row BOQ reads every one per row). */
const COMPILED = new Map<string, RegExp>();
function pattern(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  const found = COMPILED.get(key);
  if (found) return found;
  const regex = new RegExp(source, flags);
  COMPILED.set(key, regex);
  return regex;
}
const blank = (text: string, start: number, length: number) => text.slice(0, start) + ' '.repeat(length) + text.slice(start + length);
const compact = (text: string) => text.replace(/\s+/g, ' ').trim();
const COLORS = [
  'white', 'off white', 'off-white', 'black', 'grey', 'gray', 'red', 'ivory', 'beige', 'brown', 'cream', 'blue', 'green', 'yellow', 'silver', 'golden',
  'walnut', 'teak finish', 'wenge', 'satin', 'clear', 'tinted', 'frosted', 'bronze', 'terracotta',
];
const COLOR_PATTERN = new RegExp(`(?<![\\p{L}])(${COLORS.join('|')})(?![\\p{L}])`, 'iu');
const MM_IS_DIAMETER: TMaterialCategory[] = ['Steel & Metal', 'Plumbing'];
const MM_IS_THICKNESS: TMaterialCategory[] = ['Wood', 'Glass', 'Marble', 'Granite', 'Tiles', 'Doors & Windows'];

/**
 * Pulls grade, brand, size, colour, diameter and thickness out of a description, and blanks them
 * (and pack sizes or capacities such as "50 kg bag", "1000 L tank") out of the text the quantity
 * is read from.
 */
export function readSpecifications(text: string, category: TMaterialCategory): SpecReading {
  let masked = text;
  const specs: TMaterialSpecifications = {};
  const take = (regex: RegExp, apply: (m: RegExpExecArray) => void) => {
    for (let m = regex.exec(masked); m; m = regex.exec(masked)) {
      apply(m);
      masked = blank(masked, m.index, m[0].length);
    }
  };
  const set = (key: keyof TMaterialSpecifications, value: string) => {
    specs[key] ??= compact(value).slice(0, 200);
  };

  // Cross-section of cables before anything reads "sq mm" as an area unit.
  take(pattern(`(${NUM})\\s*(sq\\.?\\s*mm|sqmm|mm2|mm²)`, 'i'), (m) => set('size', `${m[1]} sq mm`));
  take(pattern(`(${NUM})\\s*(mm|cm|ft|'|")?\\s*[x×*]\\s*(${NUM})(?:\\s*(?:mm|cm|ft|'|")?\\s*[x×*]\\s*(${NUM}))?\\s*(mm|cm|ft|feet|inch|inches|in(?![a-z])|"|')?`, 'i'), (m) => {
    const unit = m[5] ?? m[2] ?? '';
    set('size', `${[m[1], m[3], m[4]].filter(Boolean).join('x')}${unit ? ` ${unit}` : ''}`);
  });
  take(/\b(OPC|PPC|PSC)(?:(?:\s*[-–]\s*|\s+)(\d{2})(?![\d.,]))?(?:\s*grade)?/i, (m) => set('grade', `${(m[1] ?? '').toUpperCase()}${m[2] ? ` ${m[2]}` : ''}`));
  take(/\b(\d{2})\s*grade\b/i, (m) => set('grade', `${m[1]} grade`));
  take(/\bgrade\s*[-:]?\s*(\d{2})\b/i, (m) => set('grade', `${m[1]} grade`));
  take(/\bFe\s*[-–]?\s*(\d{3})\s*(D|SD|CRS)?(?![a-z])/i, (m) => set('grade', `Fe ${m[1]}${(m[2] ?? '').toUpperCase()}`));
  take(/(?<![a-z])M\s*[-–]?\s*(10|15|20|25|30|35|40|45|50|55|60)(?![\d.]|\s*mm)/, (m) => set('grade', `M${m[1]}`));
  take(/\b(zone)\s*[-–]?\s*(I{1,3}V?|IV|[1-4])\b/i, (m) => set('grade', `Zone ${(m[2] ?? '').toUpperCase()}`));
  take(/\b(class)\s*[-–]?\s*([A-D]|\d{1,3})\b/i, (m) => set('grade', `Class ${m[2]}`));
  take(/\b(BWP|BWR|MR)\s*(grade)?\b/, (m) => set('grade', m[1] ?? ''));
  take(pattern(`\\b(${NUM})\\s*kg\\s*\\/\\s*(cm2|cm²|sq\\.?\\s*cm)`, 'i'), (m) => set('grade', `${m[1]} kg/cm²`));
  take(/\b(\d+)\s*core\b/i, (m) => set('size', `${m[1]} core`));

  // Pack sizes and capacities: "50 kg bag", "bags of 50 kg", "20 ltr bucket", "1000 L tank".
  take(pattern(`(${NUM})\\s*-?\\s*(kg|kgs|ltrs?|litres?|liters?|l)\\.?\\s*(?:[a-z]+\\s+)?(bags?|bori|pack|packs|packet|bucket|buckets|drums?|cans?|tins?|tanks?|capacity|container)`, 'i'), (m) =>
    set('size', `${m[1]} ${m[2]} ${m[3]}`),
  );
  take(pattern(`(?:of|@|each|per)\\s+(${NUM})\\s*(kg|kgs|ltrs?|litres?|liters?|l|m|mtr|mtrs|meters?|metres?)\\b`, 'i'), (m) => set('size', `${m[1]} ${m[2]}`));
  take(pattern(`(?:capacity|cap\\.?)\\s*[-:]?\\s*(${NUM})\\s*(ltrs?|litres?|liters?|l)\\b`, 'i'), (m) => set('size', `${m[1]} L`));

  take(pattern(`(?:thick(?:ness)?|thk\\.?)\\s*[-:]?\\s*(${NUM})\\s*(mm|cm)`, 'i'), (m) => set('thickness', `${m[1]} ${m[2]}`));
  take(pattern(`(${NUM})\\s*(mm|cm)\\.?\\s*(thick(?:ness)?|thk\\.?)`, 'i'), (m) => set('thickness', `${m[1]} ${m[2]}`));
  take(pattern(`(?:dia(?:meter)?\\.?|ø|Ø|φ|Φ)\\s*[-:]?\\s*(${NUM})\\s*(mm)?`, 'i'), (m) => set('diameter', `${m[1]} mm`));
  take(pattern(`(${NUM})\\s*(mm)\\s*(dia(?:meter)?|ø|Ø|φ)\\.?`, 'i'), (m) => set('diameter', `${m[1]} mm`));
  take(pattern(`(\\d+(?:[./]\\d+)?)\\s*(inch|inches|"|in(?![a-z]))`, 'i'), (m) =>
    set(category === 'Plumbing' || category === 'Electrical' ? 'diameter' : 'size', `${m[1]} inch`),
  );
  take(pattern(`(${NUM})\\s*(mm|millimet(?:er|re)s?)(?![a-z])`, 'i'), (m) => {
    const key = MM_IS_DIAMETER.includes(category) ? 'diameter' : MM_IS_THICKNESS.includes(category) ? 'thickness' : 'size';
    if (specs[key] && key === 'diameter') specs[key] = `${specs[key]}, ${m[1]} mm`.slice(0, 200);
    else set(key, `${m[1]} mm`);
  });

  const color = COLOR_PATTERN.exec(text);
  if (color?.[1]) set('color', color[1].toLowerCase());
  const brand = brandOf(text);
  if (brand) set('brand', brand);
  return { specifications: specs, masked };
}
