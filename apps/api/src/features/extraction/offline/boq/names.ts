/**
 * Short names for BOQ items, and the work items that are not materials, as a quantity surveyor
 * reads them: "Providing and laying PCC 1:4:8 in foundation including …" is "PCC 1:4:8 in
 * foundation"; "Earthwork in excavation …" orders nothing from a supplier.
 */

/** The verbs a schedule item opens with. */
const LEAD =
  /^\s*((providing|supplying|supply|provide|fixing|fitting|laying|installation|installing|install|erection|erecting|testing|commissioning|making|placing|applying|application|p\s*&\s*f|p\s*\/\s*f|s\s*&\s*f|sitc|s\.i\.t\.c\.?|itc|e\s*&\s*c)(\s*(,|and|&|\/)\s*|\s+)|of\s+|in\s+position\s+)+/i;

/** Where a description's name ends and its specification begins. */
const CLAUSE = /\s+(including|incl\.?|inclusive|complete|completed|as per|as directed|confirming|conforming|according|all complete|with all|etc\.?\b|in cement|in c\.?m\.?\b|for all|at all|at any|upto|up to|of approved|approved|duly)\b|[[{]|;|\s-\s|:-/i;

const MAX = 90;

const tidy = (text: string) =>
  text
    // "15MM" reads "15 mm", "Piping’s" "Piping".
    .replace(/(\d)\s*(mm|cm|sqmm|mtr|kg|od|nb)\b/gi, (_, d: string, u: string) => `${d} ${u.toLowerCase()}`)
    .replace(/[’']s\b/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:\-–—)]+|[\s,;:\-–—(]+$/g, '')
    .trim();

/** The name part of one description. */
export function shortName(description: string): string {
  let text = tidy(description.replace(LEAD, ''));
  const clause = CLAUSE.exec(text);
  if (clause && clause.index >= 12) text = text.slice(0, clause.index);
  if (text.length > MAX) {
    const comma = text.lastIndexOf(',', MAX);
    const cut = comma > 30 ? comma : text.lastIndexOf(' ', MAX);
    text = text.slice(0, cut > 30 ? cut : MAX);
  }
  // A cut name does not end on a joining word ("… for chilled water pipes with").
  text = tidy(text).replace(/(\s+(with|of|for|and|in|to|the|a|an|at|on|by|from|or|&))+$/i, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SUB_PREFIX = /^\s*(\(?[a-z]{1,4}\)|©)\s*/i;
/** A parent line that describes a material (several words), not a sub-heading ("(a) In sandy soil", "Option 2"). */
const describes = (text: string) => text.replace(SUB_PREFIX, '').split(/\s+/).filter((w) => /[a-z]{2}/i.test(w)).length >= 4;

/**
 * An item's name: the nearest parent line that describes a material, the sub-headings under it,
 * then its own sub-item text ("UPVC SWR pipe, 110 mm dia").
 */
export function itemName(parents: string[], own: string): string {
  const ownName = shortName(own.replace(SUB_PREFIX, ''));
  if (!parents.length) return ownName;
  let anchor = parents.length - 1;
  while (anchor > 0 && !describes(parents[anchor] ?? '')) anchor--;
  const heading = shortName(parents[anchor] ?? '');
  const middle = parents
    .slice(anchor + 1)
    .map((p) => shortName(p.replace(SUB_PREFIX, '')))
    .filter((p) => p && p.length <= 40);
  // Parts after the first continue the name: "Pipes, with 40 mm aggregate" (acronyms such as "DN" stay).
  const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text);
  const parts = [heading, ...[...middle, ownName].map(lowerFirst)].filter(Boolean);
  const name = parts.join(', ');
  return name.length > 160 ? `${name.slice(0, 159).trim()}…` : name;
}

/** Work items a supplier does not sell (the labelling rules of a quantity surveyor's list). */
const WORK_ITEM = new RegExp(
  [
    '^earth\\s*work',
    '^excavat',
    '^(back\\s*)?filling',
    '^embankment',
    '^(site\\s+)?clearing',
    '^clearance',
    '^jungle',
    '^cent(e|)ring',
    '^shuttering(?!\\s*(plates?|sheets?|ply|plywood|oil|props?|material))',
    '^form\\s*work',
    '^staging',
    // Temporary supports built for the work and taken down after it.
    '^(fabrication|erection|making)\\s+(and\\s+\\w+\\s+)?of\\s+(\\w+\\s+)?(trestles?|staging|scaffold\\w*|cent(e|)ring|form\\s*work|shuttering)',
    '^dismantl',
    '^demoli',
    '^removal',
    '^(initial|routine|load|lateral|vertical)?\\s*(and\\s+\\w+\\s+)?test',
    '^for\\s+\\w+\\s+load\\s+test',
    '^pumping',
    '^de-?watering',
    '^bailing',
    '^temporary',
    '^(making\\s+)?connection',
    '^sinking',
    '^boring',
    '^labou?r',
    '^carriage',
    '^cartage',
    '^transport',
    '^loading',
    '^unloading',
    '^contingenc',
    '^add\\s+(for|@|\\d)',
    '^lump\\s*sum',
    '^l\\.?\\s*s\\.?$',
    '^curing',
    '^scaffolding',
    '^watering',
    '^disposal',
    '^mobili[sz]ation',
  ].join('|'),
  'i',
);

/** The description with its lead verbs removed ("Providing and laying earth work …" → "earth work …"). */
const stripped = (text: string) => text.replace(LEAD, '').replace(/^\s*(\(?[a-z]{1,4}\)|©|\d+(\.\d+)*)\s*/i, '');

/** True when the item (its heading, or its own text without one) is work rather than a material. */
export function isWorkItem(parents: string[], own: string): boolean {
  const head = parents[0] ?? own;
  return WORK_ITEM.test(stripped(head)) || (parents.length > 0 && WORK_ITEM.test(stripped(own)));
}
