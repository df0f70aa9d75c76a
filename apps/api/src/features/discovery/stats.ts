import {
  DEFAULT_DISCOVERY_COORDINATES,
  DISCOVERY_RADIUS,
  MATERIAL_CATEGORIES,
  paiseToRupees,
  riskFromTrust,
  type TMaterialCategory,
  type TVendorStats,
} from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import { searchDirectory } from '../vendors/index.js';
import { bestPerCategory, estimateSavings } from './savings.js';
import { latestSessionOf } from './session-store.js';
import { ownedProject } from './vendor-lists.js';
import { vendorsOfProject } from './vendor-store.js';

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Where prices are compared: the latest session's circle, else 25 km around the project (or the default point). */
async function priceArea(db: Db, project: { id: number; locationJson: { latitude: number; longitude: number } | null }) {
  const session = await latestSessionOf(db, project.id);
  if (session) return { latitude: session.latitude, longitude: session.longitude, radiusKm: session.radiusKm, label: `within ${session.radiusKm} km of ${session.location}` };
  const point = project.locationJson ?? DEFAULT_DISCOVERY_COORDINATES;
  return { latitude: point.latitude, longitude: point.longitude, radiusKm: DISCOVERY_RADIUS.default, label: `within ${DISCOVERY_RADIUS.default} km of the project` };
}

/** The stats panel and the savings card of a project's Vendors tab. */
export async function vendorStats(db: Db, userId: string, projectId: number): Promise<TVendorStats> {
  const project = await ownedProject(db, userId, projectId);
  const rows = await vendorsOfProject(db, projectId);
  const byRisk = { low: 0, medium: 0, high: 0 };
  const byCategory = new Map<string, number>();
  let trust = 0;
  let suitability = 0;
  let quotes = 0;
  for (const { pv } of rows) {
    byRisk[riskFromTrust(round4(pv.trustScore))]++;
    for (const c of pv.matchedCategories) byCategory.set(c, (byCategory.get(c) ?? 0) + 1);
    trust += pv.trustScore;
    suitability += pv.suitabilityScore;
    if (pv.quoteReceived) quotes++;
  }
  const n = rows.length;
  const ranked = rows.map(({ pv, vendor }) => ({
    vendor_id: pv.id,
    vendor_name: vendor.name,
    suitability_score: round4(pv.suitabilityScore),
    trust_score: round4(pv.trustScore),
    categories: pv.matchedCategories,
    priceLevels: vendor.priceLevels,
  }));
  const best = [...bestPerCategory(ranked).entries()].sort(
    ([a], [b]) => MATERIAL_CATEGORIES.indexOf(a as TMaterialCategory) - MATERIAL_CATEGORIES.indexOf(b as TMaterialCategory),
  );
  const area = await priceArea(db, project);
  const prices = await Promise.all(
    best.map(async ([category, v]) => {
      const nearby = await searchDirectory(db, { ...area, category: category as TMaterialCategory });
      const levels = nearby.map((c) => c.vendor.priceLevels[category]).filter((l): l is number => typeof l === 'number' && l > 0);
      return { category, bestLevel: v.priceLevels[category] ?? null, areaLevels: levels };
    }),
  );
  const budget = project.budgetPaise === null ? null : paiseToRupees(project.budgetPaise);
  return {
    total_vendors: n,
    by_risk: byRisk,
    by_category: [...byCategory.entries()]
      .map(([category, count]) => ({ category: category as TMaterialCategory, count }))
      .sort((a, b) => b.count - a.count || MATERIAL_CATEGORIES.indexOf(a.category) - MATERIAL_CATEGORIES.indexOf(b.category)),
    average_trust: n ? round4(trust / n) : 0,
    average_suitability: n ? round4(suitability / n) : 0,
    quotes_received: quotes,
    estimated_savings: estimateSavings(prices, budget, area.label),
    best_value_items: best.map(([category, v]) => ({
      category: category as TMaterialCategory,
      vendor_id: v.vendor_id,
      vendor_name: v.vendor_name,
      suitability_score: v.suitability_score,
      trust_score: v.trust_score,
    })),
  };
}
