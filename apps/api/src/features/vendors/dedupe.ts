import type { NewVendor } from '../../db/schema/vendors.js';
import { normalizeGstin } from './gstin.js';

/** Lower case, letters and digits only, one space between words: 'Shree  Ambica Traders.' → 'shree ambica traders'. */
export const normalizeName = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Words that name the legal form or a courtesy, not the business: 'M/s Shri Ambica Traders Pvt. Ltd.' is 'Shree Ambica Traders'. */
const NOISE_WORDS = new Set(['m', 's', 'ms', 'pvt', 'private', 'ltd', 'limited', 'llp', 'co', 'company', 'the', 'and', 'india']);
const SPELLINGS: Record<string, string> = { shri: 'shree', sri: 'shree', shre: 'shree', enterprises: 'enterprise', traders: 'trader', suppliers: 'supplier' };

/** The name two sources of one supplier agree on: normalised, a leading 'Shree' and the legal form dropped. */
export function nameKeyOf(name: string): string {
  const words = normalizeName(name)
    .split(' ')
    .map((w) => SPELLINGS[w] ?? w)
    .filter((w) => w && !NOISE_WORDS.has(w));
  // 'Shree' before a name is a blessing many shops add on one listing and not another.
  if (words.length > 1 && words[0] === 'shree') words.shift();
  return words.join(' ') || normalizeName(name);
}

/**
 * An Indian phone number as its national significant number: '+91 79 2658 1234', '079-26581234'
 * and '(0)79 26581234' are all '7926581234'. Null when too short to identify anyone.
 */
export function phoneKeyOf(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2).replace(/^0+/, '');
  return digits.length >= 8 ? digits : null;
}

/**
 * The key of a row's first sighting: its GSTIN when known, else the provider's id for a places
 * result, else its name at its pincode. Concurrent inserts of one supplier meet on it; matching
 * across sources (phone, name nearby) is `supplier-match.ts`.
 */
export function dedupeKeyOf(v: Pick<NewVendor, 'gstin' | 'externalId' | 'source' | 'name' | 'pincode'>): string {
  const gstin = v.gstin ? normalizeGstin(v.gstin) : '';
  if (gstin) return `gstin:${gstin}`;
  if (v.externalId) return `${v.source}:${v.externalId}`;
  return `name:${normalizeName(v.name)}|${(v.pincode ?? '').trim()}`;
}
