import { VENDOR_EXPORT_COLUMNS, ZVendorList, ZVendorStats } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { projectVendors } from '../../db/schema/vendors.js';
import { bearer, signUp } from '../auth/test-support.js';
import { insertProject } from '../sourcing/test-support.js';
import { UTF8_BOM } from './csv-export.js';
import { createDiscoveryApp, insertDirectoryVendor } from './test-support.js';

// Nagpur, away from the seeded Gujarat demo directory.
const SITE = { latitude: 21.15, longitude: 79.09 };
const breakdown = (reason: string) => ({
  trust: [{ name: 'gstin', points: 0.2, max_points: 0.3, reason }],
  suitability: [{ name: 'distance', points: 0.3, max_points: 0.4, reason: 'Near the site' }],
});

describe('vendor lists, stats and export', () => {
  let t: TestApp;
  let token: string;
  let projectId: number;
  const ids: Record<string, number> = {};

  const add = async (
    name: string,
    v: { s: number; t: number; d: number | null; categories: string[]; rating?: number; levels?: Record<string, number>; quote?: boolean },
  ) => {
    const vendor = await insertDirectoryVendor(t.database.db, {
      name,
      latitude: SITE.latitude + 0.01,
      longitude: SITE.longitude,
      categories: v.categories,
      rating: v.rating ?? 4,
      priceLevels: v.levels ?? {},
      source: name.includes('Demo') ? 'demo' : 'import',
    });
    const [row] = await t.database.db
      .insert(projectVendors)
      .values({
        projectId,
        vendorId: vendor.id,
        matchedCategories: v.categories,
        distanceKm: v.d,
        suitabilityScore: v.s,
        trustScore: v.t,
        scoreBreakdown: breakdown(`Reason of ${name}`),
        quoteReceived: v.quote ?? false,
      })
      .returning();
    ids[name] = row?.id ?? 0;
  };
  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${projectId}/vendors${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return ZVendorList.parse(res.json());
  };
  const names = (l: { vendors: Array<{ vendor_name: string }> }) => l.vendors.map((v) => v.vendor_name);

  beforeAll(async () => {
    t = await createDiscoveryApp();
    const session = await signUp(t);
    token = session.access_token;
    projectId = await insertProject(t.database.db, session.user.id, {
      name: 'Lists',
      locationJson: { city: 'Nagpur', ...SITE },
      budgetPaise: 450_000_00,
    });
    // Inserted in this order, so ids ascend: A < B < C < D < E.
    await add('A Cement', { s: 0.9, t: 0.8, d: 3, categories: ['Cement'], rating: 4.5, levels: { Cement: 1.0 }, quote: true });
    await add('B Cement', { s: 0.895, t: 0.5, d: 12, categories: ['Cement', 'Sand'], rating: 4.1, levels: { Cement: 1.1, Sand: 0.8 } });
    await add('C Sand', { s: 0.6, t: 0.3, d: null, categories: ['Sand'], rating: 3.9, levels: { Sand: 1.0 } });
    await add('D Cement, "Quoted"', { s: 0.95, t: 0.75, d: 3.004, categories: ['Cement'], rating: 4.5, levels: { Cement: 0.9 } });
    await add('=Demo Steel', { s: 0.2, t: 0.7, d: 20, categories: ['Steel & Metal'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists newest first by default, with the total and pages', async () => {
    expect(names(await list())).toEqual(['=Demo Steel', 'D Cement, "Quoted"', 'C Sand', 'B Cement', 'A Cement']);
    const second = await list('?page=2&page_size=2');
    expect(second.total).toBe(5);
    expect(names(second)).toEqual(['C Sand', 'B Cement']);
  });

  it('sorts by suitability, trust, rating and distance with the 0.01 tie rule falling back to the newer id', async () => {
    // 0.9 and 0.895 tie: the newer B first.
    expect(names(await list('?sort=suitability'))).toEqual(['D Cement, "Quoted"', 'B Cement', 'A Cement', 'C Sand', '=Demo Steel']);
    expect(names(await list('?sort=trust'))).toEqual(['A Cement', 'D Cement, "Quoted"', '=Demo Steel', 'B Cement', 'C Sand']);
    // Both 4.5: the newer D first; then 4.1, 4.0 and 3.9.
    expect(names(await list('?sort=rating'))).toEqual(['D Cement, "Quoted"', 'A Cement', 'B Cement', '=Demo Steel', 'C Sand']);
    // 3 and 3.004 km tie: newer D first; unknown distance last.
    expect(names(await list('?sort=distance'))).toEqual(['D Cement, "Quoted"', 'A Cement', 'B Cement', '=Demo Steel', 'C Sand']);
  });

  it('filters by risk band and by category', async () => {
    expect(names(await list('?risk=low'))).toEqual(['=Demo Steel', 'D Cement, "Quoted"', 'A Cement']);
    expect(names(await list('?risk=medium'))).toEqual(['B Cement']);
    expect(names(await list('?risk=high'))).toEqual(['C Sand']);
    expect(names(await list('?category=Sand&sort=suitability'))).toEqual(['B Cement', 'C Sand']);
    expect((await list('?category=Tiles')).total).toBe(0);
  });

  it('answers 400 for an unknown sort, risk or category', async () => {
    for (const query of ['?sort=price', '?risk=none', '?category=Plutonium', '?page=0', '?page_size=101']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${projectId}/vendors${query}`, headers: bearer(token) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_request' });
    }
  });

  it('maps each vendor with its risk band, demo flag, reasons and categories', async () => {
    const { vendors } = await list();
    const demo = vendors.find((v) => v.vendor_name === '=Demo Steel');
    expect(demo).toMatchObject({ is_demo: true, source: 'demo', risk_level: 'low', trust_score: 0.7 });
    const b = vendors.find((v) => v.vendor_name === 'B Cement');
    expect(b?.materials_supplied.map((m) => m.material_category)).toEqual(['Cement', 'Sand']);
    expect(b?.score_breakdown.trust[0]?.reason).toBe('Reason of B Cement');
    expect(b?.id).toBe(ids['B Cement']);
  });

  it('exports the filtered, sorted list as a formula-safe CSV attachment', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sourcing/projects/${projectId}/vendors/export?sort=suitability&risk=low`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="vendors-project-${projectId}.csv"`);
    expect(res.body.startsWith(UTF8_BOM)).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(VENDOR_EXPORT_COLUMNS.join(','));
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['"D Cement', 'A Cement', "'=Demo Steel"]);
    expect(lines[1]?.startsWith('"D Cement, ""Quoted""",Cement,0.95,0.75,low,3,4.5,')).toBe(true);
  });

  it('counts the stats panel and estimates savings against the area median of the directory', async () => {
    // More Cement suppliers in the area for the median: levels 1.0 (A), 1.1 (B), 0.9 (D), 1.0, 1.2 → median 1.0.
    for (const level of [1.0, 1.2]) {
      await insertDirectoryVendor(t.database.db, { latitude: SITE.latitude, longitude: SITE.longitude + 0.05, categories: ['Cement'], priceLevels: { Cement: level } });
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${projectId}/vendors/stats`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const stats = ZVendorStats.parse(res.json());
    expect(stats).toMatchObject({
      total_vendors: 5,
      by_risk: { low: 3, medium: 1, high: 1 },
      quotes_received: 1,
      average_trust: 0.61,
      average_suitability: 0.709,
    });
    expect(stats.by_category).toEqual([
      { category: 'Cement', count: 3 },
      { category: 'Sand', count: 2 },
      { category: 'Steel & Metal', count: 1 },
    ]);
    expect(stats.best_value_items.map((b) => [b.category, b.vendor_name])).toEqual([
      ['Cement', 'D Cement, "Quoted"'],
      ['Steel & Metal', '=Demo Steel'],
      ['Sand', 'B Cement'],
    ]);
    // Cement: best D at 0.9 against the median 1.0 → 10 %; Sand: best B at 0.8 against the median 0.9 (B, C) → 11.1 %;
    // Steel has no price level. Mean 10.6 % of the ₹4,50,000 budget.
    expect(stats.estimated_savings).toMatchObject({ percentage: 10.6, amount: 47_700, formatted: '₹47,700' });
    expect(stats.estimated_savings.basis).toBe(
      "Estimate: best vendors' price levels in 2 categories against the median of 7 suppliers within 25 km of the project; not a quote",
    );
  });
});
