import { MATERIAL_CATEGORIES, type TMaterialCategory } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type NewVendor, vendorDirectorySeeds } from '../../db/schema/vendors.js';
import { PLACES, STATE, type Place } from '../location/gazetteer.js';
import { dedupeKeyOf } from './dedupe.js';
import { upsertVendors } from './directory-store.js';
import { gstinCheckCharacter } from './gstin.js';
import { SupplierIndex } from './supplier-match.js';

/** How many sample suppliers the demo directory holds. */
export const DEMO_DIRECTORY_SIZE = 1200;
const DEMO_SEED = 24;

/** mulberry32: small, fast and the same sequence on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

const PREFIXES = ['Shree', 'Shri', 'Jay', 'Om', 'Maruti', 'Ambica', 'Umiya', 'Khodiyar', 'Sardar', 'Navkar', 'Mahavir', 'Patel', 'Shah', 'Desai', 'Rathod', 'Gujarat', 'Saurashtra', 'Narmada', 'Sabar', 'Kutch', 'Jalaram', 'Sai', 'Krishna', 'Ganesh', 'Balaji', 'Vishwas', 'Pragati', 'Samarth', 'Siddhi', 'Yash'];
const SUFFIXES = ['Traders', 'Enterprise', 'Suppliers', 'Agency', 'Corporation', 'Sales', 'Depot', 'Industries', 'Brothers', '& Sons', 'Distributors', 'Mart'];
const TRADE: Record<TMaterialCategory, string[]> = {
  Cement: ['Cement', 'Cement Depot'],
  'Steel & Metal': ['Steel', 'Iron & Steel', 'TMT'],
  Bricks: ['Bricks', 'Brick Works', 'Fly Ash Bricks'],
  Sand: ['Sand Supply', 'River Sand'],
  Aggregates: ['Aggregates', 'Stone Crusher', 'Kapchi'],
  Concrete: ['Ready Mix', 'RMC', 'Concrete'],
  Tiles: ['Tiles', 'Ceramics', 'Vitrified'],
  Electrical: ['Electricals', 'Wires & Cables', 'Electric'],
  Plumbing: ['Sanitary', 'Pipes', 'Plumbing'],
  Paint: ['Paints', 'Colour House'],
  Wood: ['Timber', 'Plywood', 'Saw Mill'],
  Glass: ['Glass', 'Glass & Aluminium'],
  Hardware: ['Hardware', 'Hardware & Tools'],
  Marble: ['Marble', 'Marble Gallery'],
  Granite: ['Granite', 'Granite & Stone'],
  'Doors & Windows': ['Doors', 'Windows & Doors', 'UPVC'],
  Other: ['Building Materials', 'Construction Supplies'],
};
/** Categories that are sold together, so a shop's list reads true. */
const RELATED: Partial<Record<TMaterialCategory, TMaterialCategory[]>> = {
  Cement: ['Sand', 'Aggregates', 'Bricks', 'Steel & Metal'],
  'Steel & Metal': ['Cement', 'Hardware'],
  Bricks: ['Sand', 'Cement'],
  Sand: ['Aggregates', 'Bricks'],
  Aggregates: ['Sand', 'Concrete'],
  Concrete: ['Aggregates', 'Cement'],
  Tiles: ['Marble', 'Granite', 'Plumbing'],
  Electrical: ['Hardware'],
  Plumbing: ['Hardware', 'Tiles'],
  Paint: ['Hardware'],
  Wood: ['Doors & Windows', 'Hardware'],
  Glass: ['Doors & Windows'],
  Hardware: ['Paint', 'Electrical', 'Plumbing'],
  Marble: ['Granite', 'Tiles'],
  Granite: ['Marble', 'Tiles'],
  'Doors & Windows': ['Wood', 'Glass'],
};
const CERTIFICATES: Partial<Record<TMaterialCategory, string>> = {
  Cement: 'BIS IS 269',
  'Steel & Metal': 'BIS IS 1786',
  Bricks: 'BIS IS 1077',
  Tiles: 'BIS IS 15622',
  Electrical: 'BIS IS 694',
  Plumbing: 'BIS IS 4985',
  Paint: 'BIS IS 15489',
  Concrete: 'BIS IS 4926',
};
const STREETS = ['GIDC Estate', 'Station Road', 'Highway', 'Market Yard', 'Industrial Area', 'Ring Road', 'Main Bazaar', 'APMC Road'];

const cities = PLACES.filter((p) => p.kind === 'city');
/** Localities, by city: sample shops in the big cities sit in real neighbourhoods. */
const localities = new Map<string, Place[]>();
for (const p of PLACES) if (p.kind === 'locality') localities.set(p.city, [...(localities.get(p.city) ?? []), p]);
/** Larger cities get more shops: the gazetteer lists the largest first. */
const cityWeight = (index: number) => (index < 4 ? 8 : index < 12 ? 3 : 1);
const weighted = cities.flatMap((city, i) => Array.from({ length: cityWeight(i) }, () => city));

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const letters = (r: Random, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + r.int(0, 25))).join('');

/** A GSTIN in the official format; `broken` corrupts its check character (sample data of a typo). */
function sampleGstin(r: Random, stateCode: string, broken: boolean): string {
  const holder = r.pick(['F', 'C', 'P']);
  const first14 = `${stateCode}${letters(r, 3)}${holder}${letters(r, 1)}${String(r.int(0, 9999)).padStart(4, '0')}${letters(r, 1)}1Z`;
  const check = gstinCheckCharacter(first14);
  const wrong = broken ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.replace(check, '')[r.int(0, 34)] : check;
  return `${first14}${wrong}`;
}

/** Vendor `index` of the directory: the first ones cover every category in every city, the rest are spread by city size. */
function vendorAt(r: Random, index: number): NewVendor {
  const coverage = index < cities.length * MATERIAL_CATEGORIES.length;
  const city = (coverage ? cities[Math.floor(index / MATERIAL_CATEGORIES.length)] : undefined) ?? r.pick(weighted);
  const main = (coverage ? MATERIAL_CATEGORIES[index % MATERIAL_CATEGORIES.length] : undefined) ?? r.pick(MATERIAL_CATEGORIES);
  const related = RELATED[main] ?? [];
  const categories = [main, ...related.filter(() => r.chance(0.35))];
  const near = localities.get(city.name);
  const anchor = near && r.chance(0.7) ? r.pick(near) : city;
  // Within about 6 km of the anchor (a town's shops cluster in and around it).
  const spread = anchor.kind === 'locality' ? 0.02 : 0.05;
  const latitude = anchor.latitude + (r.next() * 2 - 1) * spread;
  const longitude = anchor.longitude + (r.next() * 2 - 1) * spread;
  const name = `${r.pick(PREFIXES)} ${r.pick(TRADE[main])} ${r.pick(SUFFIXES)} (Demo)`;
  const handle = `${slug(name.replace(' (Demo)', ''))}-${index}`;
  const pincode = anchor.pincode ?? city.pincode;
  const gstinKind = r.next();
  const gstin = gstinKind < 0.15 ? null : sampleGstin(r, gstinKind < 0.2 ? '27' : '24', gstinKind > 0.95);
  const rated = r.chance(0.85);
  const certifications = [
    ...(r.chance(0.3) ? ['ISO 9001:2015'] : []),
    ...(CERTIFICATES[main] && r.chance(0.45) ? [CERTIFICATES[main]] : []),
    ...(main === 'Other' && r.chance(0.3) ? ['RERA registered'] : []),
  ];
  const row = {
    source: 'demo' as const,
    externalId: null,
    name,
    address: `${r.int(1, 240)}, ${r.pick(STREETS)}, ${anchor.kind === 'locality' ? `${anchor.name}, ` : ''}${city.name}, ${STATE} ${pincode ?? ''}`.trim(),
    city: city.name,
    state: STATE,
    pincode,
    latitude: Math.round(latitude * 1e5) / 1e5,
    longitude: Math.round(longitude * 1e5) / 1e5,
    // No Indian number starts with 0 after +91: these reach nobody.
    phone: r.chance(0.9) ? `+91 00000 ${String(index % 100_000).padStart(5, '0')}` : null,
    email: r.chance(0.7) ? `${handle}@example.in` : null,
    website: r.chance(0.4) ? `https://${handle}.example.in` : null,
    gstin,
    yearEstablished: r.chance(0.9) ? r.int(1975, 2025) : null,
    certifications,
    rating: rated ? Math.round((3 + r.next() * 2) * 10) / 10 : null,
    reviewCount: rated ? Math.floor(r.next() ** 2 * 400) + 1 : 0,
    categories,
    priceLevels: Object.fromEntries(categories.filter(() => r.chance(0.8)).map((c) => [c, Math.round((0.8 + r.next() * 0.4) * 100) / 100])),
    employeeCount: r.chance(0.75) ? r.int(2, 120) : null,
    deliversToSite: r.chance(0.85) ? r.chance(0.7) : null,
  };
  return { ...row, dedupeKey: dedupeKeyOf(row) };
}

/**
 * `count` sample Gujarat suppliers, the same for the same seed (benches, tests, the demo). Every
 * city of the gazetteer has at least one supplier of every category once `count` reaches
 * cities × categories; no two rows are the same supplier (`sameSupplier`).
 */
export function generateDirectory(count: number, seed: number): NewVendor[] {
  const r = random(seed);
  const rows: NewVendor[] = [];
  const taken = new SupplierIndex<{ facts: NewVendor }>();
  for (let i = 0; i < count; i++) {
    let row = vendorAt(r, i);
    // A row the directory would take for an earlier one (its name nearby, a repeated sample GSTIN or phone): draw again.
    while (taken.find(row)) row = vendorAt(r, i);
    taken.add({ facts: row });
    rows.push(row);
  }
  return rows;
}

/** What the stored demo directory was generated from: a change of the generator or its data changes it. */
export function directoryFingerprint(rows: NewVendor[]): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/**
 * Stores the demo directory, unless the same generator output is already stored (a start then
 * costs one generation and one lookup, not 1,200 upserts); a changed generator updates the same
 * rows. Returns how many sample suppliers it holds.
 */
export async function seedDemoDirectory(db: Db): Promise<{ rows: number; stored: boolean }> {
  const rows = generateDirectory(DEMO_DIRECTORY_SIZE, DEMO_SEED);
  const fingerprint = directoryFingerprint(rows);
  const [seeded] = await db.select().from(vendorDirectorySeeds).where(eq(vendorDirectorySeeds.name, 'demo'));
  if (seeded?.fingerprint === fingerprint) return { rows: seeded.rows, stored: false };
  const stored = await upsertVendors(db, rows);
  await db
    .insert(vendorDirectorySeeds)
    .values({ name: 'demo', fingerprint, rows: stored.length })
    .onConflictDoUpdate({ target: vendorDirectorySeeds.name, set: { fingerprint, rows: stored.length, seededAt: sql`now()` } });
  return { rows: stored.length, stored: true };
}
