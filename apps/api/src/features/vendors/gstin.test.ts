import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_STATES, gstinCheckCharacter, validateGstin } from './gstin.js';

/** Test fixtures: a GSTIN in the official shape, its check character computed here. */
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const arbFirst14 = fc
  .tuple(
    fc.constantFrom(...Object.keys(GST_STATES)),
    fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z]$/),
    fc.stringMatching(/^[1-9A-Z]$/),
  )
  .map(([state, pan, entity]) => `${state}${pan}${entity}Z`);

describe('GSTIN validation', () => {
  it('accepts published GSTINs (the GST portal example and a Karnataka registration)', () => {
    expect(validateGstin('27AAPFU0939F1ZV')).toEqual({ valid: true, stateCode: '27', pan: 'AAPFU0939F' });
    expect(validateGstin('29AAGCB7383J1Z4')).toMatchObject({ valid: true, stateCode: '29' });
  });

  it('accepts a Gujarat GSTIN and reports its state code and PAN, forgiving spaces and case', () => {
    const gstin = withCheck('24AAACR5055K1Z');
    expect(validateGstin(` ${gstin.toLowerCase().replace('aaacr', 'aaacr ')} `)).toEqual({ valid: true, stateCode: '24', pan: 'AAACR5055K' });
  });

  it('accepts every well-formed GSTIN whose check character is computed, and refuses it with any other check character', () => {
    fc.assert(
      fc.property(arbFirst14, fc.stringMatching(/^[0-9A-Z]$/), (first14, other) => {
        const gstin = withCheck(first14);
        expect(validateGstin(gstin).valid).toBe(true);
        if (other !== gstin[14]) expect(validateGstin(`${first14}${other}`)).toEqual({ valid: false, problem: 'checksum', reason: 'The GSTIN check character does not match' });
      }),
    );
  });

  it('refuses a wrong length, a broken shape and a state code that is not Indian, each with its reason', () => {
    expect(validateGstin('27AAPFU0939F1Z')).toEqual({ valid: false, problem: 'length', reason: 'A GSTIN has 15 characters, this one has 14' });
    expect(validateGstin('27AAPFU0939F1XV')).toMatchObject({ valid: false, problem: 'format', reason: expect.stringContaining('state code, a PAN') });
    expect(validateGstin('2AAAPFU0939F1ZV')).toMatchObject({ valid: false });
    expect(validateGstin(withCheck('99AAPFU0939F1Z'))).toEqual({ valid: false, problem: 'state_code', reason: '99 is not an Indian GST state code' });
    expect(validateGstin('27AAPFU0939F1ZW')).toEqual({ valid: false, problem: 'checksum', reason: 'The GSTIN check character does not match' });
  });
});
