import { describe, expect, it } from 'vitest';
import { isWorkItem, itemName, shortName } from './names.js';

describe('names of schedule items', () => {
  it('drops the opening verbs and the specification clause', () => {
    expect(shortName('Providing and laying PCC 1:4:8 in foundation including curing complete as per drawing')).toBe('PCC 1:4:8 in foundation');
    expect(shortName('P & F Indian type WC pan of approved make')).toBe('Indian type WC pan');
    expect(shortName('SITC of Thermal Insulation of duct using Close Cell Nitrile rubber')).toBe('Thermal Insulation of duct using Close Cell Nitrile rubber');
  });

  it('never ends a cut name on a joining word, and writes sizes apart from their unit', () => {
    const name = shortName('Supply and application of closed cell nitrile rubber insulation for chilled water pipes with aluminium foil facing and glass cloth wrapping');
    expect(name.length).toBeLessThanOrEqual(90);
    expect(name).not.toMatch(/\s(and|with|of|for)$/);
    expect(shortName('15MM')).toBe('15 mm');
  });

  it('names a sub-row after the nearest parent line that describes something', () => {
    expect(itemName(['Sinking of well through all types of soil', '(a) In sandy soil'], 'Depth 0-3 m')).toBe('Sinking of well through all types of soil, in sandy soil, depth 0-3 m');
    expect(itemName(['UPVC SWR pipes type B for soil and waste'], '(a) 110 mm dia')).toBe('UPVC SWR pipes type B for soil and waste, 110 mm dia');
  });

  it('knows work items by their heading, not by words in a material\'s scope', () => {
    expect(isWorkItem([], 'Earthwork in excavation for foundation')).toBe(true);
    expect(isWorkItem([], 'Centering and shuttering including strutting')).toBe(true);
    expect(isWorkItem([], 'Shuttering plates 600 x 300')).toBe(false);
    expect(isWorkItem([], 'Fabrication of wooden trestles 1.80 M x 1.20 M wide')).toBe(true);
    expect(isWorkItem([], 'Fabrication of MS structural steel for the foot bridge')).toBe(false);
    expect(isWorkItem([], 'Supply, installation, testing and commissioning of thermal insulation')).toBe(false);
  });
});
