import { describe, expect, it } from 'vitest';
import { encodeSseFrame, parseSseData } from './scalars.js';
import { ZDiscoveryStreamEvent, ZExtractionStreamEvent } from './sourcing.js';

const at = '2025-03-01T10:00:00.000Z';
const material = {
  id: 3,
  project_id: 7,
  name: 'TMT bars Fe500',
  category: 'Steel & Metal',
  quantity: 12.5,
  unit: 'ton',
  urgency: 'normal',
  specifications: { grade: 'Fe500' },
  budget_amount: null,
  notes: null,
  source: 'extracted',
  confidence: 0.92,
  needs_review: false,
  provenance: { kind: 'sheet', document_id: 4, document_name: 'boq.xlsx', sheet: 'Civil', row: 12 },
  created_at: at,
};
const vendor = {
  id: 11,
  vendor_name: 'Shree Steel Traders',
  contact_number: '+91 79 2658 0000',
  website: null,
  city: 'Ahmedabad',
  distance_km: 6.2,
  materials_supplied: [{ material_category: 'Steel & Metal' }],
  quote_received: false,
  suitability_score: 0.82,
  trust_score: 0.71,
  average_rating: 4.3,
  total_reviews: 57,
  directory_id: 401,
  email: 'sales@example.in',
  pincode: '380009',
  latitude: 23.03,
  longitude: 72.56,
  year_established: 2012,
  certifications: ['ISO 9001:2015'],
  risk_level: 'low',
  score_breakdown: {
    trust: [{ name: 'gstin', points: 0.3, max_points: 0.3, reason: 'GSTIN valid, registered in Gujarat' }],
    suitability: [{ name: 'distance', points: 0.2, max_points: 0.25, reason: '6.2 km from the site' }],
  },
  price_index: 0.94,
  source: 'demo',
  is_demo: true,
  quote_requested_at: null,
  created_at: at,
};

/** What a client does with one SSE frame: take its data line and parse it. */
const dataOf = (frame: string) => frame.split('\n').find((line) => line.startsWith('data: '))?.slice(6) ?? '';

describe('extraction stream events', () => {
  it('round-trips every event through an SSE frame', () => {
    const events = [
      { type: 'extraction_started', timestamp: at, project_id: 7, total_documents: 2 },
      { type: 'document_started', timestamp: at, document_name: 'boq.pdf', document_index: 1, total_documents: 2 },
      { type: 'material_found', timestamp: at, material, total_materials_found: 1, progress: 30 },
      { type: 'progress_update', timestamp: at, progress: 45, current_activity: 'Reading page 3', materials_found: 1 },
      { type: 'document_completed', timestamp: at, document_name: 'boq.pdf', document_index: 1, total_documents: 2, materials_found: 1 },
      { type: 'extraction_completed', timestamp: at, total_materials_found: 1 },
      { type: 'extraction_failed', timestamp: at, error: 'The PDF is encrypted' },
      { type: 'heartbeat', timestamp: at },
    ];
    for (const [index, event] of events.entries()) {
      const frame = encodeSseFrame(event, index + 1);
      expect(frame.startsWith(`id: ${index + 1}\ndata: `)).toBe(true);
      expect(parseSseData(ZExtractionStreamEvent, dataOf(frame))).toEqual(event);
    }
  });

  it('refuses a progress over 100 percent', () => {
    const event = { type: 'progress_update', timestamp: at, progress: 120, current_activity: 'x', materials_found: 0 };
    expect(ZExtractionStreamEvent.safeParse(event).success).toBe(false);
  });
});

describe('discovery stream events', () => {
  it('reads the spec events and the designed stage events', () => {
    const events = [
      { type: 'session_started', timestamp: at, session_id: 4, categories: ['Cement'], total_categories: 1 },
      { type: 'category_started', timestamp: at, category: 'Cement', category_index: 1, total_categories: 1 },
      { type: 'stage_changed', timestamp: at, stage: 'searching', category: 'Cement', message: 'Searching' },
      { type: 'keywords_generated', timestamp: at, category: 'Cement', keywords: ['cement dealer'] },
      { type: 'search_results_found', timestamp: at, category: 'Cement', results_count: 9, source: 'directory' },
      { type: 'enrichment_started', timestamp: at, category: 'Cement', vendor_count: 5 },
      { type: 'vendors_enriched', timestamp: at, category: 'Cement', enriched_count: 5 },
      { type: 'vendor_found', timestamp: at, vendor, material: 'Cement', is_new: true },
      { type: 'progress_update', timestamp: at, progress: 80, current_activity: 'Scoring', vendors_found: 5 },
      { type: 'category_completed', timestamp: at, category: 'Cement', vendors_saved: 5 },
      { type: 'session_completed', timestamp: at, total_vendors_found: 5, new_vendors_found: 4, duration_seconds: 42 },
      { type: 'session_failed', timestamp: at, error: 'Search provider unavailable' },
      { type: 'heartbeat', timestamp: at },
    ];
    for (const event of events) {
      expect(ZDiscoveryStreamEvent.parse(event)).toEqual(event);
    }
  });

  it('does not confuse the two progress_update payloads', () => {
    const extraction = { type: 'progress_update', timestamp: at, progress: 5, current_activity: 'x', materials_found: 1 };
    expect(ZDiscoveryStreamEvent.safeParse(extraction).success).toBe(false);
  });

  it('skips an event type it does not know', () => {
    expect(parseSseData(ZDiscoveryStreamEvent, JSON.stringify({ type: 'quote_requested', timestamp: at }))).toBeNull();
  });
});

describe('event producers', () => {
  it('may leave the timestamp out', () => {
    expect(ZExtractionStreamEvent.parse({ type: 'extraction_completed', total_materials_found: 4 })).toEqual({
      type: 'extraction_completed',
      total_materials_found: 4,
    });
  });
});
