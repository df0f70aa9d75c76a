import { describe, expect, it } from 'vitest';
import type { RfqDetailsJson } from '../../db/schema/vendors.js';
import { rfqSubject, rfqText } from './request-text.js';

const details: RfqDetailsJson = {
  project_name: 'Shela Villas',
  site_location: 'Shela, Ahmedabad, Gujarat',
  buyer: { name: 'Ravi Patel', company: 'Patel Builders', email: 'ravi@example.in', phone: '+91 98250 12345' },
  note: 'Please quote delivered prices.',
  materials: [
    { name: 'OPC cement', category: 'Cement', quantity: 1200, unit: 'bags', specifications: { grade: '53', brand: 'UltraTech' }, notes: 'Fresh stock only' },
    { name: 'TMT bars', category: 'Steel & Metal', quantity: null, unit: 'tonnes', specifications: {}, notes: null },
  ],
};

describe('the text of a request for quotation', () => {
  it('names the project and the site in the subject', () => {
    expect(rfqSubject(details)).toBe('Request for quotation: Shela Villas (Shela, Ahmedabad, Gujarat)');
  });

  it('lists every material with quantity, unit, specifications and notes, and the buyer who asks', () => {
    const text = rfqText(details, '2027-01-15');
    expect(text).toContain('Ravi Patel, Patel Builders requests a quotation');
    expect(text).toContain('1. OPC cement (Cement): 1,200 bags');
    expect(text).toContain('   Specifications: grade: 53; brand: UltraTech');
    expect(text).toContain('   Notes: Fresh stock only');
    expect(text).toContain('Delivery site: Shela, Ahmedabad, Gujarat');
    expect(text).toContain('Required by: 15 January 2027');
    expect(text).toContain('Note from the buyer:\nPlease quote delivered prices.');
    expect(text.endsWith('ravi@example.in\n+91 98250 12345')).toBe(true);
  });

  it("says 'quantity to confirm' for a material without a quantity", () => {
    expect(rfqText(details, null)).toContain('2. TMT bars (Steel & Metal): quantity to confirm (tonnes)');
  });

  it('leaves out the date, the note and the company when there are none', () => {
    const text = rfqText({ ...details, note: null, buyer: { ...details.buyer, company: null, phone: null } }, null);
    expect(text).not.toContain('Required by');
    expect(text).not.toContain('Note from the buyer');
    expect(text).toContain('Ravi Patel requests a quotation');
    expect(text.endsWith('Ravi Patel\nravi@example.in')).toBe(true);
  });
});
