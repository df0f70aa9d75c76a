/**
 * Pure checks over catalogues, used by the catalogue tests (and by their own tests, which
 * prove each check really fails on a bad catalogue). Each returns a list of problems as
 * readable sentences; an empty list means the catalogues pass.
 */

export type Catalogue = Record<string, unknown>;
/** namespace → language → catalogue */
export type CatalogueSet = Record<string, Record<string, Catalogue>>;

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Flattens nested objects and arrays to dotted keys ("faq.items.0.question"). */
export function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

export function placeholders(text: string): string[] {
  // "{{value, number}}" → "value": the format part may differ by language, the name may not.
  return [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] as string).sort();
}

export function tags(text: string): string[] {
  // react-i18next <Trans> tags such as <terms>...</terms> or <1>...</1>.
  return [...text.matchAll(/<\/?([a-zA-Z0-9]+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
}

interface LogicalKey {
  /** plural categories present ("" for a plain key) */
  forms: Set<string>;
  placeholders: Set<string>;
  tags: Set<string>;
}

function logicalKeys(catalogue: Catalogue): Map<string, LogicalKey> {
  const keys = new Map<string, LogicalKey>();
  for (const [key, value] of flatten(catalogue)) {
    const match = pluralSuffix.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const entry = keys.get(base) ?? { forms: new Set(), placeholders: new Set(), tags: new Set() };
    entry.forms.add(match ? (match[1] as string) : '');
    if (typeof value === 'string') {
      placeholders(value).forEach((p) => entry.placeholders.add(p));
      tags(value).forEach((t) => entry.tags.add(t));
    }
    keys.set(base, entry);
  }
  return keys;
}

const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const show = (s: Set<string>) => `[${[...s].join(', ')}]`;

/** Every value must be a non-empty string. */
export function emptyValueProblems(set: CatalogueSet): string[] {
  const problems: string[] = [];
  for (const [ns, byLng] of Object.entries(set)) {
    for (const [lng, catalogue] of Object.entries(byLng)) {
      for (const [key, value] of flatten(catalogue)) {
        if (typeof value !== 'string') problems.push(`${lng}/${ns}: "${key}" is not a string`);
        else if (value.trim() === '') problems.push(`${lng}/${ns}: "${key}" is empty`);
      }
    }
  }
  return problems;
}

/**
 * Same keys, placeholders and tags in every language of a namespace. Plural variants are
 * compared per base key: each language must carry exactly the categories its own plural rules
 * use (Intl.PluralRules), plus an optional "_zero" which i18next honours for count 0.
 */
export function parityProblems(set: CatalogueSet, lngs: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [ns, byLng] of Object.entries(set)) {
    const present = lngs.filter((lng) => byLng[lng]);
    for (const lng of lngs) if (!byLng[lng]) problems.push(`${lng}/${ns}.json is missing`);
    const keysByLng = new Map(present.map((lng) => [lng, logicalKeys(byLng[lng] as Catalogue)]));
    const allKeys = new Set([...keysByLng.values()].flatMap((keys) => [...keys.keys()]));
    for (const key of allKeys) {
      const reference = present.map((lng) => keysByLng.get(lng)?.get(key)).find(Boolean) as LogicalKey;
      const isPlural = !reference.forms.has('');
      for (const lng of present) {
        const entry = keysByLng.get(lng)?.get(key);
        if (!entry) {
          problems.push(`${lng}/${ns}: "${key}" is missing`);
          continue;
        }
        if (isPlural) {
          const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
          for (const form of needed) {
            if (!entry.forms.has(form)) problems.push(`${lng}/${ns}: "${key}_${form}" is missing`);
          }
          for (const form of entry.forms) {
            if (form !== 'zero' && !needed.includes(form as Intl.LDMLPluralRule)) {
              problems.push(`${lng}/${ns}: "${key}_${form}" is not a plural form of ${lng}`);
            }
          }
        } else if (!entry.forms.has('') || entry.forms.size > 1) {
          problems.push(`${lng}/${ns}: "${key}" mixes plain and plural forms`);
        }
        if (!same(entry.placeholders, reference.placeholders)) {
          problems.push(
            `${lng}/${ns}: "${key}" has placeholders ${show(entry.placeholders)}, expected ${show(reference.placeholders)}`,
          );
        }
        if (!same(entry.tags, reference.tags)) {
          problems.push(`${lng}/${ns}: "${key}" has tags ${show(entry.tags)}, expected ${show(reference.tags)}`);
        }
      }
    }
  }
  return problems;
}

/** Latin-script words, numbers with letters included ("500D", "5x"). */
function latinWords(text: string): string[] {
  const stripped = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[a-zA-Z0-9]+\s*\/?>/g, ' ');
  return stripped.match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];
}

/**
 * A Gujarati or Hindi value may contain Latin script only for allow-listed words (acronyms,
 * brand names, unit symbols). This catches English left untranslated, whole or in part.
 */
export function untranslatedProblems(set: CatalogueSet, lng: string, allowed: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [ns, byLng] of Object.entries(set)) {
    const catalogue = byLng[lng];
    if (!catalogue) continue;
    for (const [key, value] of flatten(catalogue)) {
      if (typeof value !== 'string') continue;
      const foreign = latinWords(value).filter((word) => !allowed.has(word));
      if (foreign.length) problems.push(`${lng}/${ns}: "${key}" has English words ${foreign.join(', ')}: "${value}"`);
    }
  }
  return problems;
}

/** A Gujarati or Hindi value equal to the English one must consist of allow-listed words only. */
export function copiedFromEnglishProblems(set: CatalogueSet, lng: string, allowed: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [ns, byLng] of Object.entries(set)) {
    const english = flatten(byLng.en ?? {});
    for (const [key, value] of flatten(byLng[lng] ?? {})) {
      if (typeof value !== 'string' || english.get(key) !== value) continue;
      if (latinWords(value).some((word) => !allowed.has(word))) {
        problems.push(`${lng}/${ns}: "${key}" is a copy of the English text "${value}"`);
      }
    }
  }
  return problems;
}
