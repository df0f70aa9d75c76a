import { VENDOR_EXPORT_COLUMNS, type TVendor } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { csvField, UTF8_BOM, vendorsCsv } from './csv-export.js';

const vendor = (over: Partial<TVendor> = {}): TVendor => ({
  id: 1,
  vendor_name: 'Shree Ambica Cement Traders',
  contact_number: '+91 79 0000 0001',
  website: null,
  city: 'Ahmedabad',
  address: null,
  distance_km: 4.25,
  materials_supplied: [{ material_category: 'Cement' }, { material_category: 'Sand' }],
  quote_received: false,
  suitability_score: 0.8,
  trust_score: 0.75,
  average_rating: 4.3,
  total_reviews: 210,
  gstin: null,
  directory_id: 7,
  email: 'sales@example.in',
  pincode: '380009',
  latitude: 23.03,
  longitude: 72.56,
  year_established: 2012,
  certifications: [],
  risk_level: 'low',
  score_breakdown: {
    trust: [{ name: 'gstin', points: 0.3, max_points: 0.3, reason: 'GSTIN valid, registered in Gujarat' }],
    suitability: [{ name: 'distance', points: 0.2, max_points: 0.3, reason: '4.3 km from the site' }],
  },
  price_index: 0.95,
  source: 'demo',
  is_demo: true,
  quote_requested_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('vendor CSV export', () => {
  it('quotes fields with commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Patel, Sons')).toBe('"Patel, Sons"');
    expect(csvField('The "Best" Bricks')).toBe('"The ""Best"" Bricks"');
    expect(csvField('line1\nline2')).toBe('"line1\nline2"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+91 79')).toBe("'+91 79");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes a BOM, the header in VENDOR_EXPORT_COLUMNS order and one CRLF row per vendor', () => {
    const csv = vendorsCsv([vendor(), vendor({ id: 2, vendor_name: 'Ganesh, Steel', is_demo: false, quote_requested_at: '2026-02-01T10:00:00.000Z' })]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(VENDOR_EXPORT_COLUMNS.join(','));
    expect(lines[1]).toBe(
      `Shree Ambica Cement Traders,Cement; Sand,0.8,0.75,low,4.25,4.3,210,'+91 79 0000 0001,sales@example.in,,Ahmedabad,380009,,,"GSTIN valid, registered in Gujarat · 4.3 km from the site",yes`,
    );
    expect(lines[2]?.startsWith('"Ganesh, Steel",')).toBe(true);
    expect(lines[2]?.endsWith(',2026-02-01T10:00:00.000Z,"GSTIN valid, registered in Gujarat · 4.3 km from the site",no')).toBe(true);
    expect(lines[3]).toBe('');
  });
});
