import { describe, expect, it } from 'vitest';
import { financialYear, indianDate, indianNumberInWords, invoiceNumber, placeOfSupply, rupeesInWords, splitTax } from './gst.js';

describe('GST figures', () => {
  it('splits ₹29,999 for a buyer in the supplier’s state into CGST and SGST that add up to the total', () => {
    const split = splitTax(2_999_900, true);
    expect(split).toEqual({ taxable: 2_542_288, cgst: 228_806, sgst: 228_806, igst: 0, total: 2_999_900, intraState: true });
    expect(split.taxable + split.cgst + split.sgst).toBe(2_999_900);
  });

  it('prints equal CGST and SGST where halving the tax would not (₹79: 12.05 of tax)', () => {
    // Halving total − taxable gave CGST 6.02 and SGST 6.03 at the same 9 %.
    expect(splitTax(7_900, true)).toMatchObject({ taxable: 6_694, cgst: 603, sgst: 603 });
  });

  it('for every price up to ₹3,000 and Pro’s: equal halves, parts that add up, each tax within a paisa of its rate of the taxable value', () => {
    const wrong: number[] = [];
    for (const total of [...Array.from({ length: 300_000 }, (_, i) => i + 1), 2_999_900]) {
      const intra = splitTax(total, true);
      const inter = splitTax(total, false);
      const ok =
        intra.cgst === intra.sgst &&
        intra.taxable + intra.cgst + intra.sgst === total &&
        Math.abs(intra.cgst - intra.taxable * 0.09) < 1 &&
        inter.taxable + inter.igst === total &&
        Math.abs(inter.igst - inter.taxable * 0.18) < 1;
      if (!ok) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it('charges IGST to a buyer in another state', () => {
    const split = splitTax(59_900, false);
    expect(split.igst + split.taxable).toBe(59_900);
    expect(split.cgst + split.sgst).toBe(0);
  });

  it("takes the place of supply from the buyer's GSTIN, else the chosen state, else the supplier's state", () => {
    expect(placeOfSupply({ gstin: '27AAPFU0939F1ZV' }, '24')).toBe('27');
    expect(placeOfSupply({ state: '33' }, '24')).toBe('33');
    // Orders placed before the list stored the state's name.
    expect(placeOfSupply({ state: 'Maharashtra' }, '24')).toBe('27');
    expect(placeOfSupply({}, '24')).toBe('24');
    expect(placeOfSupply({}, '27')).toBe('27');
  });

  it('writes amounts in words in the Indian system', () => {
    expect(indianNumberInWords(29_999)).toBe('Twenty Nine Thousand Nine Hundred Ninety Nine');
    expect(indianNumberInWords(12_34_56_789)).toBe('Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine');
    expect(indianNumberInWords(1_00_000)).toBe('One Lakh');
    expect(rupeesInWords(59_950)).toBe('Rupees Five Hundred Ninety Nine and Fifty Paise Only');
  });

  it('dates invoices and numbers them per financial year in Indian time', () => {
    expect(financialYear(new Date('2026-03-31T12:00:00Z'))).toBe('2526');
    expect(financialYear(new Date('2026-04-01T00:00:00Z'))).toBe('2627');
    // 31 March 19:00 UTC is already 1 April in India: the new year's series and date.
    expect(financialYear(new Date('2026-03-31T19:00:00Z'))).toBe('2627');
    expect(indianDate(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
  });

  it('numbers invoices within 16 characters and refuses a number that would be longer', () => {
    expect(invoiceNumber('GBA', '2627', 12)).toBe('GBA/2627/000012');
    expect(invoiceNumber('ABCD', '2627', 999_999)).toHaveLength(16);
    expect(() => invoiceNumber('ABCD', '2627', 1_000_000)).toThrow(/longer than 16/);
  });
});
