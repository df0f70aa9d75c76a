import type { NewVendor } from '../../db/schema/vendors.js';
import { distanceKm } from '../location/places.js';
import { nameKeyOf, phoneKeyOf } from './dedupe.js';
import { normalizeGstin } from './gstin.js';

/** Two rows of one name this close are one supplier even without a shared pincode. */
export const SAME_PLACE_KM = 0.2;

/** The facts matching reads; stored rows and incoming rows both have them. */
export type MatchFacts = Pick<NewVendor, 'source' | 'externalId' | 'gstin' | 'phone' | 'name' | 'pincode' | 'latitude' | 'longitude'>;

const gstinOf = (v: MatchFacts) => (v.gstin ? normalizeGstin(v.gstin) : null);

/**
 * Whether two rows are one supplier. Both GSTINs known: they decide alone (two GSTINs are two
 * businesses, whatever else they share). Otherwise the same provider id, the same national phone
 * number, or the same name (`nameKeyOf`) at the same pincode or within `SAME_PLACE_KM`.
 */
export function sameSupplier(a: MatchFacts, b: MatchFacts): boolean {
  const [ga, gb] = [gstinOf(a), gstinOf(b)];
  if (ga && gb) return ga === gb;
  if (a.externalId && b.externalId && a.source === b.source && a.externalId === b.externalId) return true;
  const pa = phoneKeyOf(a.phone);
  if (pa && pa === phoneKeyOf(b.phone)) return true;
  if (nameKeyOf(a.name) !== nameKeyOf(b.name)) return false;
  if (a.pincode && b.pincode && a.pincode.trim() === b.pincode.trim()) return true;
  return distanceKm(a.latitude, a.longitude, b.latitude, b.longitude) <= SAME_PLACE_KM;
}

/**
 * Rows by the keys `sameSupplier` can agree on, so finding the match of a row looks at a few
 * rows, not all. `add` again after a merge indexes the new facts (old keys keep pointing at the
 * same entry, which `sameSupplier` re-checks).
 */
export class SupplierIndex<T extends { facts: MatchFacts }> {
  private readonly buckets = new Map<string, T[]>();

  private put(key: string, entry: T) {
    const list = this.buckets.get(key);
    if (!list) this.buckets.set(key, [entry]);
    else if (!list.includes(entry)) list.push(entry);
  }

  private keysOf(v: MatchFacts): string[] {
    const keys = [`n:${nameKeyOf(v.name)}`];
    const gstin = gstinOf(v);
    if (gstin) keys.push(`g:${gstin}`);
    if (v.externalId) keys.push(`x:${v.source}:${v.externalId}`);
    const phone = phoneKeyOf(v.phone);
    if (phone) keys.push(`p:${phone}`);
    return keys;
  }

  add(entry: T): void {
    for (const key of this.keysOf(entry.facts)) this.put(key, entry);
  }

  /** The indexed supplier `facts` belongs to: a GSTIN match first, then any other agreement. */
  find(facts: MatchFacts): T | undefined {
    const candidates = this.keysOf(facts).flatMap((key) => this.buckets.get(key) ?? []);
    const gstin = gstinOf(facts);
    return (
      (gstin ? candidates.find((c) => gstinOf(c.facts) === gstin) : undefined) ?? candidates.find((c) => sameSupplier(c.facts, facts))
    );
  }
}
