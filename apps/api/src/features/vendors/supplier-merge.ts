import type { NewVendor, VendorRow } from '../../db/schema/vendors.js';
import { phoneKeyOf } from './dedupe.js';

type Source = VendorRow['source'];

/** Whose facts win when two sources disagree: a curated import over a places listing over sample data. */
const AUTHORITY: Record<Source, number> = { demo: 0, places: 1, import: 2 };

/** The facts a merge decides one by one (the identity, key and times stay the stored row's). */
const SCALARS = [
  'externalId',
  'name',
  'address',
  'city',
  'state',
  'pincode',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'gstin',
  'yearEstablished',
  'employeeCount',
  'deliversToSite',
] as const satisfies readonly (keyof NewVendor)[];

export type MergedFacts = Omit<NewVendor, 'id' | 'dedupeKey' | 'createdAt' | 'updatedAt'>;

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * One supplier's row after another sighting. The same source again updates (its lists replace the
 * old ones: a re-import can drop a category); another source fills what is missing, and where both
 * know a fact the more authoritative source's value stays. Lists from two sources are united,
 * ratings come from whichever saw more reviews, and every source is remembered.
 */
export function mergeSupplier(stored: MergedFacts & { source: Source }, incoming: NewVendor): MergedFacts {
  const same = stored.source === incoming.source;
  const incomingWins = same || AUTHORITY[incoming.source] >= AUTHORITY[stored.source];
  const merged: MergedFacts = { ...stored };
  const target = merged as Record<string, unknown>;
  for (const key of SCALARS) {
    const mine = stored[key];
    const theirs = incoming[key];
    if (theirs === undefined || theirs === null) continue;
    if (incomingWins || mine === undefined || mine === null) target[key] = theirs;
  }
  merged.source = incomingWins ? incoming.source : stored.source;
  merged.sources = union(stored.sources ?? [stored.source], [incoming.source]) as Source[];
  merged.categories = same ? incoming.categories : union(stored.categories, incoming.categories);
  const certs = incoming.certifications ?? [];
  merged.certifications = same && incoming.certifications ? certs : union(stored.certifications ?? [], certs);
  merged.priceLevels = incomingWins ? { ...stored.priceLevels, ...incoming.priceLevels } : { ...incoming.priceLevels, ...stored.priceLevels };
  const moreReviews = (incoming.reviewCount ?? 0) >= (stored.reviewCount ?? 0);
  if ((same || moreReviews) && (incoming.rating !== undefined || incoming.reviewCount !== undefined)) {
    merged.rating = incoming.rating ?? null;
    merged.reviewCount = incoming.reviewCount ?? 0;
  }
  merged.phoneKey = phoneKeyOf(merged.phone);
  return merged;
}

/** A first sighting as stored: its source list and phone key filled in. */
export function firstSighting(row: NewVendor): NewVendor {
  return { ...row, sources: [row.source], phoneKey: phoneKeyOf(row.phone) };
}
