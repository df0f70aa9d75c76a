import type { TMaterialCategory } from '@app/sdk/contracts';

/**
 * Words that name a material, in English, Gujarati, Hindi and Gujlish/Hinglish, with the
 * category they belong to. `weight` settles phrases naming two things: the more specific phrase
 * wins ("cement paint" is paint, "steel door" is a door, "tile adhesive" is a tile item).
 */
interface Entry {
  category: TMaterialCategory;
  weight: number;
  words: string[];
}

const ENTRIES: Entry[] = [
  { category: 'Cement', weight: 3, words: ['cement', 'opc', 'ppc', 'psc', 'white cement', 'cemant', 'siment', 'સિમેન્ટ', 'સીમેન્ટ', 'સિમેંટ', 'सीमेंट', 'सिमेंट', 'सीमेन्ट'] },
  {
    category: 'Steel & Metal',
    weight: 3,
    words: ['steel', 'tmt', 'tmt bar', 'tmt bars', 'rebar', 'rebars', 'reinforcement', 'sariya', 'saria', 'sariyo', 'saliya', 'saliyo', 'rod', 'rods', 'ms angle', 'ms channel', 'ms plate', 'ms pipe', 'ms flat', 'ms section', 'angle', 'channel', 'i-beam', 'ismb', 'binding wire', 'gi sheet', 'ms sheet', 'structural steel', 'ms', 'mild steel', 'સળિયા', 'સળીયા', 'સળિયો', 'લોખંડ', 'સ્ટીલ', 'सरिया', 'सरिये', 'सरिए', 'स्टील', 'लोहा', 'छड़'],
  },
  {
    category: 'Bricks',
    weight: 3,
    words: ['brick', 'bricks', 'int', 'inte', 'eet', 'eent', 'eeth', 'itt', 'aac block', 'aac blocks', 'block', 'blocks', 'fly ash brick', 'fly ash bricks', 'flyash bricks', 'red bricks', 'clay bricks', 'ઈંટ', 'ઇંટ', 'ઈંટો', 'ઇંટો', 'ईंट', 'ईंटें', 'ईट'],
  },
  // Materials of which things are made: they name the category only when nothing else does ("PVC wire" is a wire).
  { category: 'Plumbing', weight: 2, words: ['pvc', 'upvc'] },
  // Compound names whose last word decides, against a stronger single word inside them.
  { category: 'Bricks', weight: 6, words: ['concrete block', 'concrete blocks', 'solid block', 'solid blocks', 'cement block', 'cement blocks', 'cement bricks', 'hollow blocks'] },
  { category: 'Steel & Metal', weight: 6, words: ['binding wire', 'ms pipe', 'ms pipes', 'ms angle', 'steel plate'] },
  { category: 'Sand', weight: 3, words: ['sand', 'reti', 'retti', 'river sand', 'm-sand', 'm sand', 'msand', 'plaster sand', 'crushed sand', 'રેતી', 'રેતિ', 'रेती', 'रेत', 'बालू'] },
  {
    category: 'Aggregates',
    weight: 3,
    words: ['aggregate', 'aggregates', 'kapchi', 'kapachi', 'grit', 'metal', 'coarse aggregate', 'jelly', 'gitti', 'giti', 'rodi', 'bajri', 'stone chips', 'crushed stone', 'rubble', 'murrum', 'murum', 'કપચી', 'ગ્રીટ', 'કાંકરી', 'गिट्टी', 'रोड़ी', 'बजरी', 'गिट्टि'],
  },
  { category: 'Concrete', weight: 4, words: ['concrete', 'rmc', 'ready mix', 'ready-mix', 'ready mixed', 'pcc', 'rcc', 'm15', 'm20', 'm25', 'm30', 'm35', 'm40', 'કોંક્રીટ', 'कंक्रीट'] },
  {
    category: 'Tiles',
    weight: 4,
    words: ['tile', 'tiles', 'vitrified', 'ceramic', 'tile adhesive', 'dado', 'skirting', 'paver', 'pavers', 'paver block', 'paver blocks', 'kota', 'kota stone', 'ટાઇલ્સ', 'ટાઈલ્સ', 'ટાઇલ', 'टाइल्स', 'टाइल'],
  },
  {
    category: 'Electrical',
    weight: 4,
    words: ['wire', 'wires', 'cable', 'cables', 'switch', 'switches', 'socket', 'sockets', 'mcb', 'rccb', 'elcb', 'db box', 'distribution board', 'conduit', 'led', 'light', 'lights', 'fan', 'fans', 'bulb', 'tube light', 'electrical', 'earthing', 'modular switch', 'fitting', 'fittings', 'વાયર', 'વાયરિંગ', 'स्विच', 'तार', 'वायर', 'केबल'],
  },
  {
    category: 'Plumbing',
    weight: 4,
    words: ['pipe', 'pipes', 'cpvc', 'swr', 'gi pipe', 'hdpe', 'elbow', 'elbows', 'tee', 'tees', 'valve', 'valves', 'tap', 'taps', 'faucet', 'water tank', 'tank', 'wash basin', 'basin', 'wc', 'commode', 'sanitary', 'sanitaryware', 'plumbing', 'nahani trap', 'floor trap', 'cp fittings', 'sanitary fittings', 'mixer', 'wall mixer', 'shower', 'પાઇપ', 'પાઈપ', 'नल', 'पाइप', 'टंकी'],
  },
  {
    category: 'Paint',
    weight: 5,
    words: ['paint', 'paints', 'primer', 'emulsion', 'distemper', 'enamel', 'putty', 'wall putty', 'cement paint', 'texture', 'varnish', 'polish', 'pu polish', 'rang', 'કલર', 'પેઇન્ટ', 'પુટ્ટી', 'पेंट', 'रंग', 'पुट्टी'],
  },
  {
    category: 'Wood',
    weight: 4,
    words: ['wood', 'wooden', 'timber', 'plywood', 'ply', 'block board', 'blockboard', 'mdf', 'hdhmr', 'laminate', 'laminates', 'veneer', 'teak', 'sagwan', 'sal wood', 'flush board', 'લાકડું', 'પ્લાયવુડ', 'लकड़ी', 'प्लाई', 'प्लाईवुड'],
  },
  { category: 'Glass', weight: 4, words: ['glass', 'toughened glass', 'float glass', 'mirror', 'glazing', 'કાચ', 'कांच', 'शीशा'] },
  {
    category: 'Hardware',
    weight: 5,
    words: ['hardware', 'nails', 'nail', 'screw', 'screws', 'bolt', 'bolts', 'hinge', 'hinges', 'handle', 'handles', 'lock', 'locks', 'tower bolt', 'anchor', 'anchors', 'fastener', 'fasteners', 'chain', 'kadi', 'khilla', 'khili', 'ખીલી', 'સ્ક્રૂ', 'कील', 'पेंच', 'कब्जा'],
  },
  { category: 'Marble', weight: 5, words: ['marble', 'makrana', 'italian marble', 'ambaji marble', 'આરસ', 'માર્બલ', 'मार्बल', 'संगमरमर'] },
  { category: 'Granite', weight: 5, words: ['granite', 'jet black', 'ગ્રેનાઈટ', 'ગ્રેનાઇટ', 'ग्रेनाइट'] },
  {
    category: 'Doors & Windows',
    weight: 5,
    words: ['door', 'doors', 'window', 'windows', 'shutter', 'shutters', 'frame', 'frames', 'chaukhat', 'upvc window', 'aluminium window', 'aluminum window', 'sliding window', 'ventilator', 'grill', 'grills', 'દરવાજા', 'દરવાજો', 'બારી', 'બારીઓ', 'दरवाजा', 'दरवाज़ा', 'दरवाजे', 'खिड़की', 'खिड़कियां', 'चौखट'],
  },
  {
    category: 'Other',
    weight: 2,
    words: ['waterproofing', 'water proofing', 'admixture', 'chemical', 'bitumen', 'tarpaulin', 'membrane', 'sealant', 'silicone', 'grout', 'epoxy', 'gypsum', 'pop', 'plaster of paris', 'lime', 'chuna', 'shuttering plate', 'shuttering plates', 'curing compound', 'geotextile', 'insulation', 'thermocol', 'dr fixit', 'fosroc'],
  },
];

/** Trade names: brand (as printed) → category, and the words that spell it. */
const BRANDS: [string, TMaterialCategory, string[]][] = [
  ['UltraTech', 'Cement', ['ultratech', 'ultra tech', 'અલ્ટ્રાટેક', 'अल्ट्राटेक']],
  ['Ambuja', 'Cement', ['ambuja', 'અંબુજા', 'अंबुजा']],
  ['ACC', 'Cement', ['acc']],
  ['JK Lakshmi', 'Cement', ['jk lakshmi', 'jk laxmi']],
  ['Sanghi', 'Cement', ['sanghi']],
  ['Shree', 'Cement', ['shree cement']],
  ['Birla', 'Cement', ['birla cement', 'birla gold']],
  ['Wonder', 'Cement', ['wonder cement']],
  ['Tata Tiscon', 'Steel & Metal', ['tata tiscon', 'tiscon']],
  ['JSW Neosteel', 'Steel & Metal', ['jsw neosteel', 'neosteel', 'jsw steel']],
  ['SAIL', 'Steel & Metal', ['sail']],
  ['Kamdhenu', 'Steel & Metal', ['kamdhenu']],
  ['Kajaria', 'Tiles', ['kajaria']],
  ['Somany', 'Tiles', ['somany']],
  ['Johnson', 'Tiles', ['johnson tiles', 'h&r johnson']],
  ['Nitco', 'Tiles', ['nitco']],
  ['Simpolo', 'Tiles', ['simpolo']],
  ['Asian Paints', 'Paint', ['asian paints', 'asian paint', 'apex', 'tractor emulsion', 'royale']],
  ['Berger', 'Paint', ['berger']],
  ['Nerolac', 'Paint', ['nerolac']],
  ['Birla White', 'Paint', ['birla white']],
  ['JK Wall Putty', 'Paint', ['jk wall putty']],
  ['Astral', 'Plumbing', ['astral']],
  ['Supreme', 'Plumbing', ['supreme']],
  ['Prince', 'Plumbing', ['prince pipes']],
  ['Ashirvad', 'Plumbing', ['ashirvad']],
  ['Jaquar', 'Plumbing', ['jaquar']],
  ['Cera', 'Plumbing', ['cera']],
  ['Hindware', 'Plumbing', ['hindware']],
  ['Parryware', 'Plumbing', ['parryware']],
  ['Finolex', 'Electrical', ['finolex']],
  ['Polycab', 'Electrical', ['polycab']],
  ['Havells', 'Electrical', ['havells']],
  ['Anchor', 'Electrical', ['anchor roma', 'anchor switches', 'roma']],
  ['Legrand', 'Electrical', ['legrand']],
  ['KEI', 'Electrical', ['kei']],
  ['RR Kabel', 'Electrical', ['rr kabel']],
  ['Saint-Gobain', 'Glass', ['saint-gobain', 'saint gobain']],
  ['Modiguard', 'Glass', ['modiguard']],
  ['Greenply', 'Wood', ['greenply']],
  ['Century', 'Wood', ['century ply', 'centuryply', 'century']],
  ['Merino', 'Wood', ['merino']],
  ['Godrej', 'Hardware', ['godrej']],
  ['Hettich', 'Hardware', ['hettich']],
  ['Dorset', 'Hardware', ['dorset']],
  ['Fenesta', 'Doors & Windows', ['fenesta']],
  ['Siporex', 'Bricks', ['siporex']],
  ['Magicrete', 'Bricks', ['magicrete']],
  ['Dr. Fixit', 'Other', ['dr fixit', 'dr. fixit']],
];

export interface CategoryHit {
  category: TMaterialCategory;
  /** Category certainty: a noun naming the material (1), only a brand (0.7). */
  certainty: number;
  brand?: string;
  /** Where the deciding word starts in the text (names are built around it). */
  index: number;
  word: string;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isLatin = (word: string) => /^[\x20-\x7e]+$/.test(word);
/** Runs of letters or of digits: "M-Sand" → m, sand; "OPC53" → opc, 53. */
const TOKEN = /\p{L}[\p{L}\p{M}]*|\p{N}+/gu;
const tokenise = (text: string) => [...text.toLowerCase().matchAll(TOKEN)].map((m) => ({ token: m[0], index: m.index }));

interface Compiled {
  category: TMaterialCategory;
  weight: number;
  word: string;
  brand?: string;
  /** Latin words match as whole tokens; Indic words as text that may carry suffixes (સિમેન્ટની, सरिये). */
  tokens?: string[];
  regex?: RegExp;
}

function compile(word: string, entry: Omit<Compiled, 'word' | 'tokens' | 'regex'>): Compiled {
  if (isLatin(word)) return { ...entry, word, tokens: tokenise(word).map((t) => t.token) };
  return { ...entry, word, regex: new RegExp(`(?<![\\p{L}\\p{M}])${escape(word)}`, 'u') };
}

const COMPILED: Compiled[] = [
  ...ENTRIES.flatMap(({ category, weight, words }) => words.map((word) => compile(word, { category, weight: weight + word.split(' ').length * 0.5 }))),
  ...BRANDS.flatMap(([brand, category, words]) => words.map((word) => compile(word, { category, weight: 1, brand }))),
];
const BY_FIRST_TOKEN = new Map<string, Compiled[]>();
for (const entry of COMPILED) {
  const first = entry.tokens?.[0];
  if (first) BY_FIRST_TOKEN.set(first, [...(BY_FIRST_TOKEN.get(first) ?? []), entry]);
}
const INDIC = COMPILED.filter((entry) => entry.regex);

/** Every lexicon entry the text holds, at its first occurrence (a token lookup: one pass over the text). */
function matches(text: string): { entry: Compiled; index: number }[] {
  const found = new Map<Compiled, number>();
  const tokens = tokenise(text);
  tokens.forEach(({ token, index }, i) => {
    for (const entry of BY_FIRST_TOKEN.get(token) ?? []) {
      if (!found.has(entry) && (entry.tokens ?? []).every((t, k) => tokens[i + k]?.token === t)) found.set(entry, index);
    }
  });
  if (/\P{ASCII}/u.test(text)) {
    for (const entry of INDIC) {
      const match = entry.regex?.exec(text);
      if (match) found.set(entry, match.index);
    }
  }
  return [...found].map(([entry, index]) => ({ entry, index }));
}

/** Words so generic they name a material only beside a stronger word (a "block" of flats, "metal" work). */
const WEAK = new Set(['int', 'block', 'blocks', 'metal', 'rod', 'rods', 'angle', 'channel', 'ms', 'light', 'lights', 'fitting', 'fittings', 'frame', 'frames', 'tank', 'tee', 'tees', 'chain', 'lock', 'handle', 'texture', 'polish', 'rang', 'chemical', 'lime', 'pop', 'fan', 'fans', 'tap', 'taps', 'ply', 'wc', 'supreme', 'apex', 'century', 'anchor', 'sail', 'roma', 'led', 'kadi', 'jelly']);

/** The category a text names, or null when it names no known material. */
export function categorise(text: string): CategoryHit | null {
  let best: (Compiled & { index: number }) | null = null;
  let brand: string | undefined;
  let strong = false;
  for (const { entry, index } of matches(text)) {
    if (entry.brand) brand ??= entry.brand;
    if (!WEAK.has(entry.word.toLowerCase())) strong = true;
    // On equal weight the later word wins: English compounds end in their head noun ("door hinges").
    if (!best || entry.weight > best.weight || (entry.weight === best.weight && index > best.index)) best = { ...entry, index };
  }
  if (!best) return null;
  const onlyBrand = Boolean(best.brand);
  if (!strong && !onlyBrand) return { category: best.category, certainty: 0.5, brand, index: best.index, word: best.word };
  return { category: best.category, certainty: onlyBrand ? 0.7 : 1, brand, index: best.index, word: best.word };
}

/** The canonical brand a text mentions, if any. */
export function brandOf(text: string): string | undefined {
  return matches(text)
    .filter(({ entry }) => entry.brand)
    .sort((a, b) => a.index - b.index)[0]?.entry.brand;
}
