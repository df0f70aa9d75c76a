import type { NewVendor } from '../../db/schema/vendors.js';
import { normalizeGstin } from './gstin.js';

/** Lower case, letters and digits only, one space between words: 'Shree  Ambica Traders.' → 'shree ambica traders'. */
export const normalizeName = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The key that makes one supplier one row: its GSTIN when known (the same business from any
 * source), else the provider's id for a places result, else its name at its pincode.
 */
export function dedupeKeyOf(v: Pick<NewVendor, 'gstin' | 'externalId' | 'source' | 'name' | 'pincode'>): string {
  const gstin = v.gstin ? normalizeGstin(v.gstin) : '';
  if (gstin) return `gstin:${gstin}`;
  if (v.externalId) return `${v.source}:${v.externalId}`;
  return `name:${normalizeName(v.name)}|${(v.pincode ?? '').trim()}`;
}
