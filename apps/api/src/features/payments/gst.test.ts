import { describe, expect, it } from 'vitest';
import { financialYear, indianNumberInWords, invoiceNumber, isIntraState, rupeesInWords, splitTax } from './gst.js';

describe('GST figures', () => {
  it('splits ₹29,999 for a Gujarat buyer into CGST and SGST that add up to the total', () => {
    const split = splitTax(2_999_900, true);
    expect(split).toEqual({ taxable: 2_542_288, cgst: 228_806, sgst: 228_806, igst: 0, total: 2_999_900, intraState: true });
    expect(split.taxable + split.cgst + split.sgst).toBe(2_999_900);
  });

  it('charges IGST to a buyer in another state', () => {
    const split = splitTax(59_900, false);
    expect(split.igst + split.taxable).toBe(59_900);
    expect(split.cgst + split.sgst).toBe(0);
  });

  it('places a buyer by GSTIN state code first, then by state name, defaulting to Gujarat', () => {
    expect(isIntraState({ gstin: '27AAACB1234C1Z5', state: 'Gujarat' })).toBe(false);
    expect(isIntraState({ gstin: '24AAACB1234C1Z5' })).toBe(true);
    expect(isIntraState({ state: ' gujarat ' })).toBe(true);
    expect(isIntraState({ state: 'Maharashtra' })).toBe(false);
    expect(isIntraState({})).toBe(true);
  });

  it('writes amounts in words in the Indian system', () => {
    expect(indianNumberInWords(29_999)).toBe('Twenty Nine Thousand Nine Hundred Ninety Nine');
    expect(indianNumberInWords(12_34_56_789)).toBe('Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine');
    expect(indianNumberInWords(1_00_000)).toBe('One Lakh');
    expect(rupeesInWords(59_950)).toBe('Rupees Five Hundred Ninety Nine and Fifty Paise Only');
  });

  it('numbers invoices per Indian financial year within 16 characters', () => {
    expect(financialYear(new Date('2026-03-31T12:00:00Z'))).toBe('2526');
    expect(financialYear(new Date('2026-04-01T00:00:00Z'))).toBe('2627');
    const number = invoiceNumber('GBA', '2627', 12);
    expect(number).toBe('GBA/2627/000012');
    expect(invoiceNumber('ABCD', '2627', 999_999).length).toBeLessThanOrEqual(16);
  });
});
