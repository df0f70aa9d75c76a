import { describe, expect, it } from 'vitest';
import { unitOf } from './units.js';

describe('units as Indian schedules write them', () => {
  it('maps the written forms onto the unit list without converting', () => {
    const cases: [string, string][] = [
      ['Sq. Mtr', 'sqm'],
      ['Sq.Mtr.', 'sqm'],
      ['Cu.Mtr', 'cum'],
      ['Cum.', 'cum'],
      ['R.Mtr', 'rmt'],
      ['Rmt.', 'rmt'],
      ['MT', 'ton'],
      ['Kg.', 'kg'],
      ['Each', 'nos'],
      ['P. point', 'nos'],
      ['No.', 'nos'],
    ];
    for (const [written, unit] of cases) expect(unitOf(written), written).toEqual({ unit, factor: 1 });
  });

  it('knows no unit for a rate column ("P RM") or a measure the list cannot hold', () => {
    for (const written of ['P RM', 'P.Cum.', 'Cm3', 'LS', 'Job', 'Hectare']) expect(unitOf(written), written).toBeNull();
  });
});
