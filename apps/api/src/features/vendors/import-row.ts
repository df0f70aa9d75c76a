import { INDIA_BOUNDS, MATERIAL_CATEGORIES, type TMaterialCategory } from '@app/sdk/contracts';
import { z } from 'zod';
import type { NewVendor } from '../../db/schema/vendors.js';
import { dedupeKeyOf } from './dedupe.js';
import { normalizeGstin, validateGstin } from './gstin.js';

/** The columns of an import file (README: vendor import); only the first four are required. */
export const IMPORT_COLUMNS = [
  'name',
  'categories',
  'latitude',
  'longitude',
  'pincode',
  'city',
  'state',
  'address',
  'phone',
  'email',
  'website',
  'gstin',
  'year_established',
  'certifications',
  'rating',
  'review_count',
  'employee_count',
  'delivers_to_site',
  'price_levels',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['name', 'categories', 'latitude', 'longitude'];

export type ImportRow = Partial<Record<ImportColumn, string>>;
export type RowResult = { ok: true; vendor: NewVendor } | { ok: false; reasons: string[] };

const byLowerName = new Map(MATERIAL_CATEGORIES.map((c) => [c.toLowerCase(), c]));
const list = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((v) => v.trim())
    .filter(Boolean);
const ZEmail = z.email();

/** Reads one row of an import file into a directory row, or every reason it cannot be one. */
export function parseImportRow(row: ImportRow, now: Date): RowResult {
  const reasons: string[] = [];
  const text = (column: ImportColumn) => row[column]?.trim() || null;
  const number = (column: ImportColumn, label: string, check: (n: number) => boolean, rule: string): number | null => {
    const raw = text(column);
    if (raw === null) return null;
    const n = Number(raw);
    if (!Number.isFinite(n) || !check(n)) {
      reasons.push(`${label} "${raw}" ${rule}`);
      return null;
    }
    return n;
  };

  const name = text('name');
  if (!name) reasons.push('name is missing');

  const categories: TMaterialCategory[] = [];
  for (const raw of list(row.categories)) {
    const category = byLowerName.get(raw.toLowerCase());
    if (!category) reasons.push(`unknown category "${raw}" (one of: ${MATERIAL_CATEGORIES.join(', ')})`);
    else if (!categories.includes(category)) categories.push(category);
  }
  if (list(row.categories).length === 0) reasons.push('categories are missing');

  const b = INDIA_BOUNDS;
  const latitude = text('latitude') === null ? (reasons.push('latitude is missing'), null) : number('latitude', 'latitude', (n) => n >= b.minLatitude && n <= b.maxLatitude, 'is outside India');
  const longitude = text('longitude') === null ? (reasons.push('longitude is missing'), null) : number('longitude', 'longitude', (n) => n >= b.minLongitude && n <= b.maxLongitude, 'is outside India');

  const pincode = text('pincode');
  if (pincode && !/^[1-9][0-9]{5}$/.test(pincode)) reasons.push(`pincode "${pincode}" is not a 6-digit Indian PIN code`);

  const phone = text('phone');
  if (phone && !/^\+?[0-9][0-9 ()-]{8,18}$/.test(phone)) reasons.push(`phone "${phone}" is not a phone number`);

  const email = text('email');
  if (email && !ZEmail.safeParse(email).success) reasons.push(`e-mail "${email}" is not an e-mail address`);

  let website = text('website');
  if (website) {
    const withScheme = /^https?:\/\//i.test(website) ? website : `https://${website}`;
    try {
      const url = new URL(withScheme);
      if (!url.hostname.includes('.')) throw new Error('no domain');
      website = url.toString();
    } catch {
      reasons.push(`website "${website}" is not a web address`);
    }
  }

  const rawGstin = text('gstin');
  const gstin = rawGstin ? normalizeGstin(rawGstin) : null;
  if (gstin) {
    const check = validateGstin(gstin);
    if (!check.valid) reasons.push(`GSTIN "${rawGstin}" is not valid: ${check.reason.charAt(0).toLowerCase()}${check.reason.slice(1)}`);
  }

  const thisYear = now.getUTCFullYear();
  const yearEstablished = number('year_established', 'year established', (n) => Number.isInteger(n) && n >= 1800 && n <= thisYear, `is not a year between 1800 and ${thisYear}`);
  const rating = number('rating', 'rating', (n) => n >= 0 && n <= 5, 'is not between 0 and 5');
  const reviewCount = number('review_count', 'review count', (n) => Number.isInteger(n) && n >= 0, 'is not a whole number of reviews');
  const employeeCount = number('employee_count', 'employee count', (n) => Number.isInteger(n) && n >= 0, 'is not a whole number of staff');

  const delivers = text('delivers_to_site')?.toLowerCase() ?? null;
  let deliversToSite: boolean | null = null;
  if (delivers !== null) {
    if (['yes', 'y', 'true', '1'].includes(delivers)) deliversToSite = true;
    else if (['no', 'n', 'false', '0'].includes(delivers)) deliversToSite = false;
    else reasons.push(`delivers to site "${text('delivers_to_site')}" is not yes or no`);
  }

  const priceLevels: Record<string, number> = {};
  for (const entry of list(row.price_levels)) {
    const [rawCategory = '', rawLevel = ''] = entry.split('=').map((s) => s.trim());
    const category = byLowerName.get(rawCategory.toLowerCase());
    const level = Number(rawLevel);
    if (!category || !categories.includes(category)) reasons.push(`price level "${entry}" is not for one of the vendor's categories`);
    else if (!rawLevel || !Number.isFinite(level) || level <= 0 || level > 5) reasons.push(`price level "${entry}" is not a positive number (1 = the area's median)`);
    else priceLevels[category] = level;
  }

  if (reasons.length || !name || latitude === null || longitude === null) return { ok: false, reasons };
  const vendor = {
    source: 'import' as const,
    externalId: null,
    name,
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode,
    latitude,
    longitude,
    phone,
    email,
    website,
    gstin,
    yearEstablished,
    certifications: list(row.certifications),
    rating,
    reviewCount: reviewCount ?? 0,
    categories,
    priceLevels,
    employeeCount,
    deliversToSite,
  };
  return { ok: true, vendor: { ...vendor, dedupeKey: dedupeKeyOf(vendor) } };
}
