import { describe, expect, it } from 'vitest';
import { materialsFromText } from './text.js';

const read = (text: string) =>
  materialsFromText(text.split('\n').map((line, i) => ({ text: line, provenance: { kind: 'description' as const, line: i + 1, text: line } })));
const brief = (text: string) => read(text).map((m) => [m.category, m.quantity, m.unit]);

describe('materials in free text', () => {
  it('reads several requests in one English line with grades, brands and urgency', () => {
    const [cement, steel, sand] = read('Need 200 bags UltraTech OPC 53 cement, 5 ton sariya 12mm Fe 500D and 3 brass reti urgently');
    expect(cement).toMatchObject({ category: 'Cement', quantity: 200, unit: 'bags', urgency: 'urgent', specifications: { grade: 'OPC 53', brand: 'UltraTech' } });
    expect(steel).toMatchObject({ category: 'Steel & Metal', quantity: 5, unit: 'ton', specifications: { grade: 'Fe 500D', diameter: '12 mm' } });
    expect(sand).toMatchObject({ category: 'Sand', quantity: 3, unit: 'brass' });
    expect(sand?.name).toMatch(/sand/i);
  });

  it('reads Gujarati, Hindi and Gujlish site messages', () => {
    expect(brief('સાઇટ પર 50 બોરી સિમેન્ટ અને 2 બ્રાસ રેતી જોઈએ')).toEqual([
      ['Cement', 50, 'bags'],
      ['Sand', 2, 'brass'],
    ]);
    expect(brief('साइट पर 5 टन सरिया और 4000 ईंट चाहिए')).toEqual([
      ['Steel & Metal', 5, 'ton'],
      ['Bricks', 4000, 'nos'],
    ]);
    expect(brief('Bhai kal 100 bori cement mokalo, 2 brass kapchi 20mm')).toEqual([
      ['Cement', 100, 'bags'],
      ['Aggregates', 2, 'brass'],
    ]);
  });

  it('reads lakh and Indian digit grouping', () => {
    expect(brief('Fly ash bricks 1.5 lakh nos')).toEqual([['Bricks', 150000, 'nos']]);
    expect(brief('Red bricks - 1,85,000 nos')).toEqual([['Bricks', 185000, 'nos']]);
  });

  it('leaves out labour, transport, taxes and lines that order nothing', () => {
    expect(read('Labour for plastering 2000 sqft')).toEqual([]);
    expect(read('Transport charges for sand 3 trips')).toEqual([]);
    expect(read('100 bags cement received yesterday')).toEqual([]);
    expect(read('Stock at site: 20 bags cement')).toEqual([]);
    expect(read('GST 18% extra')).toEqual([]);
  });

  it('never invents a quantity: a material asked for without a figure has a null quantity', () => {
    const [cement] = read('Plot area 2400 sq ft, G+4 with 16 flats.\nPlease send cement for the slab');
    expect(cement).toMatchObject({ category: 'Cement', quantity: null });
  });

  it('does not read pack sizes or capacities as the order', () => {
    expect(brief('Cement 50 kg bags - 120 bags')).toEqual([['Cement', 120, 'bags']]);
    expect(brief('1000 L water tank - 2 nos')).toEqual([['Plumbing', 2, 'nos']]);
  });

  it('reads urgency words and "no hurry"', () => {
    expect(read('Tatkal 50 bags cement')[0]?.urgency).toBe('urgent');
    expect(read('20 bags wall putty, no hurry')[0]?.urgency).toBe('flexible');
    expect(read('20 bags wall putty')[0]?.urgency).toBe('normal');
  });

  it('pulls sizes and thickness out of descriptions', () => {
    expect(read('Vitrified tiles 600x600 mm Kajaria - 2,500 sqft')[0]).toMatchObject({ quantity: 2500, unit: 'sqft', specifications: { size: '600x600 mm', brand: 'Kajaria' } });
    expect(read('Plywood 18 mm BWP Century 40 sheets')[0]).toMatchObject({ category: 'Wood', quantity: 40, unit: 'nos', specifications: { thickness: '18 mm', grade: 'BWP' } });
  });

  it('keeps where every material came from', () => {
    const [, steel] = read('hello\n5 MT TMT 10mm');
    expect(steel ?? read('hello\n5 MT TMT 10mm')[0]).toMatchObject({ provenance: { kind: 'description', line: 2 } });
  });
});
