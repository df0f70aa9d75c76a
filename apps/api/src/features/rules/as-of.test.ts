import { describe, expect, it } from 'vitest';
import { asOfIn } from './as-of.js';

const dateOf = (question: string) => asOfIn(question)?.date ?? null;

describe('the date a question asks the rules for', () => {
  it('reads a year, or a month and year, named with "as of" or "in" as the end of that period', () => {
    expect(dateOf('What could I build on a 500 m² R1 plot in Ahmedabad as of 2019?')).toBe('2019-12-31');
    expect(dateOf('What applied in June 2018 to a 12 m road?')).toBe('2018-06-30');
    expect(dateOf('under the 2017 GDCR')).toBe('2017-12-31');
  });

  it('reads "before the 2023 jantri change" as the day before that year\'s first rule change, and "before 2023" as the day before the year', () => {
    expect(dateOf('Before the 2023 jantri change, what was the chargeable FSI cost?')).toBe('2023-04-14');
    expect(dateOf('What was the rule before 2023?')).toBe('2022-12-31');
    expect(dateOf('before March 2021')).toBe('2021-02-28');
  });

  it('reads Gujarati and Hindi phrasing, Indic digits and transliteration', () => {
    expect(dateOf('2023 ની જંત્રી પહેલાં 500 ચો.મી. પ્લોટ પર શું બાંધી શકાય?')).toBe('2023-04-14');
    expect(dateOf('૨૦૧૯ માં R1 પ્લોટ')).toBe('2019-12-31');
    expect(dateOf('२०१९ में आर1 प्लॉट पर क्या बना सकते थे?')).toBe('2019-12-31');
    expect(dateOf('2023 की जंत्री से पहले कितना खर्च था?')).toBe('2023-04-14');
    expect(dateOf('2019 ma R1 plot par ketlu bandhkam thay?')).toBe('2019-12-31');
  });

  it('names no date for sizes, the regulation\'s own name or a question without a year', () => {
    expect(dateOf('What can I build on a 2000 m² plot on a 12 m road?')).toBeNull();
    expect(dateOf('in 2000 sq ft plot')).toBeNull();
    expect(dateOf('What does CGDCR 2017 say about a 500 m2 plot?')).toBeNull();
    expect(dateOf('What can I build on a 500 m² R1 plot on a 12 m road in Ahmedabad?')).toBeNull();
  });
});
