/**
 * Lines that are not a material to buy: labour, services, hire, transport, taxes and totals.
 * Checked on the description (a table row) or the segment (free text).
 */
const NOT_A_MATERIAL = new RegExp(
  [
    '\\blabou?r\\b',
    '\\blabou?r charges?\\b',
    '\\bmason\\b',
    '\\bmistri\\b',
    '\\bkadiya\\b',
    '\\bmajdoor\\b',
    '\\bmazdoor\\b',
    '\\bmajuri\\b',
    '\\bmazdoori\\b',
    '\\bworkmanship\\b',
    '\\bservices?\\b',
    '\\bservicing\\b',
    '\\bhire\\b',
    '\\bhiring\\b',
    '\\bon rent\\b',
    '\\brental\\b',
    '\\brent\\b',
    '\\bbhada\\b',
    '\\bbhadu\\b',
    '\\btransport(ation)?\\b',
    '\\bcartage\\b',
    '\\bfreight\\b',
    '\\bloading\\b',
    '\\bunloading\\b',
    '\\bdelivery charges?\\b',
    '\\bgst\\b',
    '\\bcgst\\b',
    '\\bsgst\\b',
    '\\bigst\\b',
    '\\btax(es)?\\b',
    '\\bsub[ -]?total\\b',
    '\\bgrand total\\b',
    '^\\s*total\\b',
    '\\btotal amount\\b',
    '\\bcarried (forward|over)\\b',
    '\\bbrought forward\\b',
    '\\bround(ed)? off\\b',
    '\\bdiscount\\b',
    '\\bjcb\\b',
    '\\bexcavation\\b',
    '\\bexcavator\\b',
    '\\bcrane\\b',
    '\\bscaffolding hire\\b',
    '\\bsupervision\\b',
    '\\bconsultancy\\b',
    '\\btesting\\b',
    '\\bdemolition\\b',
    '\\bdismantl',
    'મજૂરી',
    'મજુરી',
    'ભાડું',
    'ભાડુ',
    'ટ્રાન્સપોર્ટ',
    'મિસ્ત્રી',
    'मजदूरी',
    'मज़दूरी',
    'किराया',
    'भाड़ा',
    'ढुलाई',
    'मिस्त्री',
  ].join('|'),
  'iu',
);

const CHARGED = /^\s*(charges?|cost|only|rate|bill|extra|contract|contractor|work|job)\b/i;
const INCLUDED = /\b(including|incl\.?|inclusive of|with|along with)\b/i;

/**
 * Where a labour/service/tax word sits in a text, and whether it names what is billed: "transport
 * charges", "plumbing labour" (the last words), unlike "sand including cartage".
 */
export function exclusionAt(text: string): { index: number; charged: boolean } | null {
  const match = NOT_A_MATERIAL.exec(text);
  if (!match) return null;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  const last = after.trim().split(/\s+/).filter((w) => /[\p{L}]/u.test(w)).length <= 1;
  return { index: match.index, charged: !INCLUDED.test(before) && (CHARGED.test(after) || last) };
}

/**
 * A quantity that is not an order: what was received or used, stock at site, areas of the plot
 * or building, counts of flats or floors. The whole line is then left out (it orders nothing).
 */
const NOT_AN_ORDER = new RegExp(
  [
    '\\breceived\\b',
    '\\b(was|were|been|got)\\s+(delivered|supplied)\\b',
    '\\bdelivered (yesterday|today|last|on)\\b',
    '\\balready\\b',
    '\\b(in|at|our|site|current|existing|closing|opening) stock\\b',
    '\\bstock\\s*(at|in|on|lying|available|position|:)',
    '\\bavailable at site\\b',
    '\\blying at site\\b',
    '\\bat site (is|are|:)',
    '\\bconsumed\\b',
    '\\bused (at|in|till|so far|for the)\\b',
    '\\bleft at site\\b',
    '\\bpadyu che\\b',
    '\\baavi gayu\\b',
    '\\baa gaya\\b',
    '\\baa gayi\\b',
    '\\bmil gaya\\b',
    '\\bpada hai\\b',
    '\\bplot area\\b',
    '\\bbuilt[ -]?up\\b',
    '\\bcarpet area\\b',
    '\\bsuper area\\b',
    '\\bsite area\\b',
    'આવી ગયા',
    'આવી ગઈ',
    'આવી ગયું',
    'પડ્યું છે',
    'પડી છે',
    'સ્ટોક',
    'आ गया',
    'आ गई',
    'आ गए',
    'मिल गया',
    'पड़ा है',
    'पड़ी है',
    'स्टॉक',
  ].join('|'),
  'iu',
);

export const isNotAnOrder = (text: string) => NOT_AN_ORDER.test(text);

/** A row that sums or taxes the ones above it. */
export const isTotalRow = (text: string) =>
  /^\s*(sub[ -]?total|total|grand total|gst|cgst|sgst|igst|tax|net amount|amount in words|carried|c\/f|b\/f|brought)\b/i.test(text) || /^\s*(કુલ|कुल)/u.test(text);
