import { describe, expect, it } from 'vitest';
import { ZCalculateRequest, ZCalculatorLine } from './regagent-calculator.js';
import { regagentContract } from './regagent.js';
import { errorStatusesOf } from './route.js';

const PLOT = { authority: 'AUDA', zone: 'R1', use: 'apartment', plot_area: 500, road_width: 12, building_height: 15 };

describe('plot calculator contract', () => {
  it('reads authority, zone and use in any case and with spaces', () => {
    expect(ZCalculateRequest.parse({ ...PLOT, authority: ' auda ', zone: 'r1', use: 'Apartment' })).toMatchObject({ authority: 'AUDA', zone: 'R1', use: 'apartment' });
  });

  it.each([
    ['plot_area', 0, 'plot_area must be greater than 0'],
    ['road_width', 250, 'road_width must be at most 200 m'],
    ['zone', 'Z9', 'zone must be one of'],
    ['authority', undefined, 'authority is required'],
  ])('refuses %s = %j with a message naming the field', (field, value, message) => {
    const result = ZCalculateRequest.safeParse({ ...PLOT, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('declares 422 besides the implied 400 and 401, and stays free of the 402 of metered routes', () => {
    expect(errorStatusesOf(regagentContract.calculate)).toEqual([400, 401, 413, 415, 422]);
  });

  it('accepts a not-covered line without a figure and refuses an unknown status', () => {
    const line = { key: 'ground_coverage', value: null, unit: 'percent', status: 'not_covered', confidence: null, basis: 'No row.', rules: [] };
    expect(ZCalculatorLine.safeParse(line).success).toBe(true);
    expect(ZCalculatorLine.safeParse({ ...line, status: 'sideways' }).success).toBe(false);
  });
});
