import { MATERIAL_CATEGORIES, MATERIAL_SPECIFICATION_KEYS, MATERIAL_UNITS, compactSpecifications, type TMaterialCategory, type TMaterialUnit } from '@app/sdk/contracts';
import { type LanguageModel, streamObject } from 'ai';
import { z } from 'zod';
import { countTokens } from '../answers/tokens.js';
import { DEFAULT_UNIT } from './offline/compose.js';
import { exclusionAt, isNotAnOrder } from './offline/exclusions.js';
import { categorise } from './offline/lexicon.js';
import { MULTIPLIER_WORDS, normaliseDigits, parseAmount, tidy } from './offline/numbers.js';
import { unitOf } from './offline/units.js';
import { materialStream } from './material-stream.js';
import { descriptionDocument } from './read-document.js';
import { parseDocument, type ParsedDocument } from './parse/parse-document.js';
import type { ParseLimits } from './parse/limits.js';
import type { ExtractedMaterial, ExtractedProvenance, ExtractionDocument, ExtractOptions, MaterialExtractor } from './types.js';

/** What the model returns per material: the offline shape, loosely typed, plus the numbered source line. */
export const ZLlmMaterial = z.object({
  source: z.number().int().describe('number of the source line the material is read from'),
  name: z.string(),
  category: z.string().describe(`one of: ${MATERIAL_CATEGORIES.join(', ')}`),
  quantity: z.number().nullable().describe('the quantity to order exactly as the line states it; null when the line states none'),
  unit: z.string().nullable().describe(`one of: ${MATERIAL_UNITS.join(', ')}`),
  urgency: z.enum(['urgent', 'normal', 'flexible']).nullable(),
  specifications: z.object(Object.fromEntries(MATERIAL_SPECIFICATION_KEYS.map((k) => [k, z.string().nullable().optional()]))).partial(),
  notes: z.string().nullable(),
});
export type TLlmMaterial = z.infer<typeof ZLlmMaterial>;

export const SYSTEM_PROMPT = [
  'You read construction procurement documents from Gujarat, India (BOQs, indents, letters, site messages in English, Gujarati, Hindi, Gujlish and Hinglish) and list the materials to BUY.',
  'Each source line is numbered like [12]. For every material to order, give the number of the line it comes from.',
  `Category: one of ${MATERIAL_CATEGORIES.join(', ')}. Unit: one of ${MATERIAL_UNITS.join(', ')} (MT/tonne→ton, Cu.M→cum, Nos→nos, Pcs→pieces, R.Mt→rmt, Sq.Ft→sqft, Sq.M→sqm, Ltr→liters, Mtr→meters, bori/bags→bags; keep brass as brass).`,
  'Quantity: the number the line states for the order (a total column over per-floor columns). If the line states no quantity, give null: never estimate or invent one.',
  'Leave out labour, services, hire, transport or cartage, taxes, totals and subtotals, and figures that are not an order: past deliveries, stock at site, plot or built-up areas, counts of flats, pack sizes (50 kg bag) and capacities (1000 L tank).',
  'Specifications: grade (OPC 53, Fe 500D, M25), brand, size (600x600 mm), color, diameter (12 mm), thickness (18 mm).',
].join('\n');

interface Source {
  text: string;
  provenance: ExtractedProvenance;
}

const BATCH = 250;

/**
 * What the model reads: the items the quantity-surveyor reading kept from the document's tables
 * (measurement sheets, summaries, repeats, totals and work items already left out; parents carried
 * into sub-rows) as "description | quantity | unit", then the lines of prose as written.
 */
function sourcesOf(parsed: ParsedDocument, maxChars: number) {
  const { understood, pieces, summary, skipped } = materialStream(() => undefined).end(parsed);
  const sources: Source[] = [...understood, ...pieces.lines.map((line) => ({ text: line.text, provenance: line.provenance }))];
  let budget = maxChars;
  const kept = sources.filter((s) => (budget -= s.text.length + 8) >= 0);
  return { sources: kept, headers: understood.length ? ['Item | Quantity | Unit'] : [], truncated: kept.length < sources.length, summary, skipped };
}

/** The figures a source line states (with lakh/crore applied), for the never-invent rule. */
function figuresIn(text: string): number[] {
  const normalised = normaliseDigits(text);
  const pattern = new RegExp(`(\\d{1,3}(?:,\\d{2,3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)(?:\\s*(${MULTIPLIER_WORDS}))?`, 'giu');
  return [...normalised.matchAll(pattern)].map((m) => parseAmount(m[1] ?? '', m[2])).filter((v): v is number => v !== null);
}

/**
 * The same rules as the offline engine, applied to what the model said: categories and units
 * mapped onto the 17 and 15, labour/transport/tax and non-orders dropped, and a quantity kept
 * only if the source line states that figure (otherwise null: the model may not invent one).
 */
export function normaliseLlmMaterial(item: TLlmMaterial, source: Source | undefined): ExtractedMaterial | null {
  if (!source || !item.name.trim()) return null;
  const excluded = exclusionAt(item.name);
  if ((excluded && !categorise(item.name)) || isNotAnOrder(source.text)) return null;
  let fixes = 0;
  const known = (MATERIAL_CATEGORIES as readonly string[]).includes(item.category);
  const category = (known ? item.category : (categorise(`${item.name} ${item.category}`)?.category ?? 'Other')) as TMaterialCategory;
  if (!known) fixes++;
  const exactUnit = item.unit && (MATERIAL_UNITS as readonly string[]).includes(item.unit) ? (item.unit as TMaterialUnit) : null;
  const alias = !exactUnit && item.unit ? unitOf(item.unit) : null;
  if (!exactUnit) fixes++;
  const unit = exactUnit ?? alias?.unit ?? DEFAULT_UNIT[category];
  let quantity: number | null = null;
  const said = item.quantity;
  if (said !== null) {
    const stated = figuresIn(source.text);
    const factor = alias?.factor ?? 1;
    const asStated = stated.some((figure) => Math.abs(figure - said) < 1e-6);
    const converted = stated.some((figure) => Math.abs(figure * factor - said) < 1e-6);
    // A figure the line does not state is dropped: the model may not invent a quantity.
    if (said > 0 && (asStated || converted)) quantity = tidy(asStated ? said * factor : said);
    else fixes++;
  }
  return {
    name: item.name.trim().slice(0, 200),
    category,
    quantity,
    unit,
    urgency: item.urgency ?? 'normal',
    specifications: compactSpecifications(item.specifications),
    notes: item.notes?.trim().slice(0, 2000) || null,
    confidence: Math.max(0.2, 0.9 - 0.2 * fixes - (quantity === null ? 0.1 : 0)),
    provenance: source.provenance,
  };
}

export interface LlmExtractorOptions {
  model: LanguageModel;
  limits?: ParseLimits;
  /** Characters of document text sent to the model per document. */
  maxChars?: number;
}

/**
 * The language-model engine: files are parsed exactly as for the offline engine; the model gets
 * the numbered rows and lines and returns materials through structured output (streamed one by
 * one), which the offline rules then normalise.
 */
export function createLlmExtractor({ model, limits, maxChars = 60_000 }: LlmExtractorOptions): MaterialExtractor {
  async function run(parsed: ParsedDocument, options: ExtractOptions) {
    const { sources, headers, truncated, summary, skipped } = sourcesOf(parsed, maxChars);
    const notes = [...parsed.notes];
    if (truncated) notes.push(`The document holds more than ${maxChars.toLocaleString('en-IN')} characters; only the first part was read.`);
    let tokens = 0;
    const written: ExtractedMaterial[] = [];
    for (let start = 0; start < sources.length; start += BATCH) {
      const batch = sources.slice(start, start + BATCH);
      const prompt = [
        headers.length ? `Table columns: ${headers.join(' ; ')}` : '',
        'Source lines:',
        ...batch.map((s, i) => `[${start + i + 1}] ${s.text}`),
      ]
        .filter(Boolean)
        .join('\n');
      tokens += countTokens(SYSTEM_PROMPT) + countTokens(prompt);
      options.onProgress?.(start / Math.max(1, sources.length), 'Analyzing materials...');
      const result = streamObject({ model, system: SYSTEM_PROMPT, prompt, output: 'array', schema: ZLlmMaterial, abortSignal: options.signal });
      for await (const item of result.elementStream) {
        tokens += countTokens(JSON.stringify(item));
        const material = normaliseLlmMaterial(item, sources[item.source - 1]);
        if (!material) continue;
        written.push(material);
        await options.onMaterial(material);
      }
    }
    options.onProgress?.(1, 'Document read');
    // What the tables' reading kept and left out holds for the model's reading too (it read the same items).
    return { tokens, notes, summary: summary ?? undefined, skipped };
  }
  return {
    engine: 'llm',
    async extractDocument(document: ExtractionDocument, options: ExtractOptions) {
      options.onProgress?.(0, `Parsing ${document.filename}`);
      return run(await parseDocument(document, limits, options.signal), options);
    },
    extractDescription(text: string, options: ExtractOptions) {
      return run(descriptionDocument(text), options);
    },
  };
}
