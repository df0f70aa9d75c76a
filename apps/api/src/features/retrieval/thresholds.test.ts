import { describe, expect, it } from 'vitest';
import { measurementsIn, meets, thresholdsIn } from './thresholds';

describe('thresholds and measurements', () => {
  it('reads the lower bounds a passage states, areas apart from lengths', () => {
    expect(thresholdsIn('Any high-rise building | height of 15 m or more')).toEqual([{ unit: 'm', min: 15, inclusive: true }]);
    expect(thresholdsIn('a floor area of more than 500 m² on any one or more floors')).toEqual([
      { unit: 'm2', min: 500, inclusive: false },
    ]);
    expect(thresholdsIn('Buildings taller than 100 m may reach 5.4; above 70 metres a committee decides')).toEqual([
      { unit: 'm', min: 100, inclusive: false },
      { unit: 'm', min: 70, inclusive: false },
    ]);
    expect(thresholdsIn('The base FSI is 1.8 on a 12 m road')).toEqual([]);
  });

  it("reads the user's measurements in English, Gujarati and Hindi, with Indic digits", () => {
    expect(measurementsIn('Do I need a fire NOC for a 20 m tall building?')).toEqual([{ unit: 'm', value: 20 }]);
    expect(measurementsIn('FSI for a 1,000 sq m plot on a 12m road')).toEqual([
      { unit: 'm2', value: 1000 },
      { unit: 'm', value: 12 },
    ]);
    expect(measurementsIn('૨૦ મીટર ઊંચી ઇમારત')).toEqual([{ unit: 'm', value: 20 }]);
    expect(measurementsIn('20 मीटर ऊंची इमारत')).toEqual([{ unit: 'm', value: 20 }]);
    expect(measurementsIn('clause 6.3.1 and 20 mm bars')).toEqual([]);
  });

  it('meets a bound only in the same unit, at the bound only when it is inclusive', () => {
    expect(meets({ unit: 'm', value: 20 }, { unit: 'm', min: 15, inclusive: true })).toBe(true);
    expect(meets({ unit: 'm', value: 15 }, { unit: 'm', min: 15, inclusive: true })).toBe(true);
    expect(meets({ unit: 'm', value: 100 }, { unit: 'm', min: 100, inclusive: false })).toBe(false);
    expect(meets({ unit: 'm', value: 20 }, { unit: 'm', min: 100, inclusive: false })).toBe(false);
    expect(meets({ unit: 'm2', value: 600 }, { unit: 'm', min: 15, inclusive: true })).toBe(false);
  });
});
