import { describe, expect, it } from 'vitest';
import { figure } from './lookup.js';
import { measuresIn } from './plot-question.js';
import { parseRowQuestion, rowsForQuestion } from './row-question.js';

const TODAY = '2026-01-15';
const rowsOf = (question: string, topics: string[]) => {
  const request = parseRowQuestion(question, topics);
  return request ? rowsForQuestion(request, TODAY) : null;
};

describe('measurements in a question', () => {
  it('names each length by the nearest road or height word, in any script or Latin letters', () => {
    expect(measuresIn('max height on a 20 m wide road')).toEqual({ road_width: 20 });
    expect(measuresIn('૨૪ મીટરના રોડ પરના પ્લોટ')).toEqual({ road_width: 24 });
    expect(measuresIn('२० मीटर ऊंची इमारत')).toEqual({ building_height: 20 });
    expect(measuresIn('20 meter uche apartment me seedhi')).toEqual({ building_height: 20 });
    expect(measuresIn('surat ma 10 mtr rasta par plot')).toEqual({ road_width: 10 });
  });

  it('reads plot and floor areas in m², sq ft, vaar and gaj, converted to m²', () => {
    expect(measuresIn('a 1,000 m² commercial plot')).toEqual({ plot_area: 1000 });
    expect(measuresIn('hotel 12 m high with 600 m² on a floor')).toEqual({ building_height: 12, floor_area: 600 });
    expect(measuresIn('200 chorus mitar no plot')).toEqual({ plot_area: 200 });
    expect(measuresIn('1500 sq ft plot')).toEqual({ plot_area: 139.35 });
    expect(measuresIn('100 गज का प्लॉट')).toEqual({ plot_area: 83.61 });
    expect(measuresIn('૧૨૦ વાર નો પ્લોટ')).toEqual({ plot_area: 100.34 });
    expect(measuresIn('what is FSI in R1')).toEqual({});
  });
});

describe('the rule rows a measurement selects', () => {
  it('gives the one height row whose road band holds the width, not the table', () => {
    const rows = rowsOf('What is the maximum building height allowed on a 20 m wide road in Ahmedabad?', ['height']);
    expect(rows?.map((r) => r.table)).toEqual(['height']);
    expect(rows && figure(rows[0]!)).toBe(45);
  });

  it('narrows margins to the side they name and the use they name', () => {
    const front = rowsOf('front margin for a plot on a 24 m road', ['margins']);
    expect(front?.map((r) => [r.table, figure(r)])).toEqual([['road_margin', 6]]);
    const side = rowsOf('side and rear margins of an apartment building 30 m tall', ['margins']);
    expect(side?.map((r) => [r.table, figure(r)])).toEqual([['side_rear_margin', 6]]);
    const house = rowsOf('side margin for a bungalow on a 200 sq m plot', ['margins']);
    expect(house?.map((r) => [r.table, figure(r)])).toEqual([
      ['house_side_margin', 1.5],
      ['house_rear_margin', 2],
    ]);
  });

  it('keeps every case a measurement leaves open, and nothing for a question without a banded measurement', () => {
    const cases = rowsOf('side margin of a 20 m tall commercial building', ['margins']);
    expect(cases?.map((r) => r.id)).toHaveLength(2);
    expect(rowsOf('FSI of a 500 m² plot in R1', ['fsi'])).toBeNull();
    expect(rowsOf('what is the parking for a commercial building', ['parking'])).toBeNull();
  });
});
