import { describe, expect, it } from 'vitest';
import {
  GST_STATE_LIST,
  GSTIN_CHECKSUM_MESSAGE,
  GSTIN_MESSAGE,
  GSTIN_STATE_MESSAGE,
  gstStateCode,
  gstStateLabel,
  gstinCheckCharacter,
  validateGstin,
  ZGstin,
  ZPlaceOfSupply,
} from './gstin.js';

/** Published registrations (the GST portal's example; a Gujarat and a Karnataka company). */
const REAL = ['27AAPFU0939F1ZV', '24AAACC1206D1ZM', '29AAGCB7383J1Z4'];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN check character', () => {
  it('computes the check character of real GSTINs from their first 14 characters', () => {
    for (const gstin of REAL) expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('accepts real GSTINs, with their state code and PAN', () => {
    expect(validateGstin('27AAPFU0939F1ZV')).toEqual({ valid: true, stateCode: '27', pan: 'AAPFU0939F' });
    expect(validateGstin('24AAACC1206D1ZM')).toEqual({ valid: true, stateCode: '24', pan: 'AAACC1206D' });
  });

  it('refuses every real GSTIN with any other check character', () => {
    for (const gstin of REAL) {
      for (const other of ALPHABET.replace(gstin[14] ?? '', '')) {
        expect(validateGstin(`${gstin.slice(0, 14)}${other}`)).toMatchObject({ valid: false, problem: 'checksum' });
      }
    }
  });

  it('refuses a real GSTIN with one character of its body changed (the check character no longer matches)', () => {
    expect(validateGstin('27AAPFU0939G1ZV')).toMatchObject({ valid: false, problem: 'checksum' });
    expect(validateGstin('24AAACC1207D1ZM')).toMatchObject({ valid: false, problem: 'checksum' });
    // Two neighbouring characters swapped: the weights 1, 2 catch it.
    expect(validateGstin('24AAACC1260D1ZM')).toMatchObject({ valid: false, problem: 'checksum' });
  });
});

describe('ZGstin', () => {
  it('upper-cases and removes spaces', () => {
    expect(ZGstin.parse(' 24aaacc1206d1zm ')).toBe('24AAACC1206D1ZM');
  });

  it('refuses a wrong check character, a wrong shape and a state code outside the list, each in the spec’s “Please enter a valid …” wording', () => {
    const message = (value: string) => ZGstin.safeParse(value).error?.issues[0]?.message;
    expect(message('24AAACC1206D1ZN')).toBe(GSTIN_CHECKSUM_MESSAGE);
    expect(GSTIN_CHECKSUM_MESSAGE).toBe('Please enter a valid GSTIN: its check character does not match');
    expect(message('24AAACC1206D1XM')).toBe(GSTIN_MESSAGE);
    expect(message('24AAACC1206D1Z')).toBe(GSTIN_MESSAGE);
    const foreign = `99AAACC1206D1Z${gstinCheckCharacter('99AAACC1206D1Z')}`;
    expect(message(foreign)).toBe(GSTIN_STATE_MESSAGE);
  });
});

describe('states and union territories', () => {
  it('lists 01 to 38 and 97, each code once', () => {
    const codes = GST_STATE_LIST.map((s) => s.code);
    expect(codes).toEqual([...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97']);
    expect(GST_STATE_LIST.find((s) => s.code === '24')?.name).toBe('Gujarat');
    expect(GST_STATE_LIST.find((s) => s.code === '97')?.name).toBe('Other Territory');
  });

  it('takes a place of supply by code or exact name, answering the code, and refuses anything else', () => {
    expect(ZPlaceOfSupply.parse('24')).toBe('24');
    expect(ZPlaceOfSupply.parse(' maharashtra ')).toBe('27');
    expect(ZPlaceOfSupply.parse('7')).toBe('07');
    for (const wrong of ['Gujrat', 'GJ', '99', '']) {
      expect(ZPlaceOfSupply.safeParse(wrong).error?.issues[0]?.message).toBe('Please choose a state or union territory from the list');
    }
    expect(gstStateCode('Other Territory')).toBe('97');
  });

  it('names a state with its code', () => {
    expect(gstStateLabel('27')).toBe('Maharashtra (27)');
  });
});
