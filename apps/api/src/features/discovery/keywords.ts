import type { TMaterialCategory } from '@app/sdk/contracts';
import type { MaterialRow } from '../../db/schema/sourcing.js';

const MAX_KEYWORDS = 8;

/**
 * Search keywords for one category from the project's materials in it: their names, then the
 * values of their specifications (grades, sizes, brands), most frequent first, and the category
 * itself; case-insensitive duplicates dropped. `materialIds`, when given, narrows the materials.
 */
export function keywordsFor(category: TMaterialCategory, materials: readonly MaterialRow[], materialIds: readonly number[] = []): string[] {
  const chosen = materials.filter((m) => m.category === category && (materialIds.length === 0 || materialIds.includes(m.id)));
  const counts = new Map<string, { text: string; n: number; order: number }>();
  const add = (raw: string, weight: number) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text.length < 2 || text.length > 60 || /^[\d.,\s]+$/.test(text)) return;
    const key = text.toLowerCase();
    const seen = counts.get(key);
    if (seen) seen.n += weight;
    else counts.set(key, { text, n: weight, order: counts.size });
  };
  for (const m of chosen) add(m.name, 2);
  for (const m of chosen) for (const value of Object.values(m.specifications)) add(value, 1);
  const ranked = [...counts.values()]
    .sort((a, b) => b.n - a.n || a.order - b.order)
    .map((k) => k.text)
    .filter((k) => k.toLowerCase() !== category.toLowerCase());
  return [...ranked.slice(0, MAX_KEYWORDS - 1), category];
}
