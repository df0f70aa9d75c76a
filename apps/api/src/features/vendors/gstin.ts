import type { TGstinProblem } from '@app/sdk/contracts';

/**
 * GSTIN checks: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity
 * number within the state (1-9 or A-Z), the fixed 'Z', and the mod-36 check character of the
 * official algorithm. Gujarat is state code 24; other Indian state codes are valid too.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GUJARAT_STATE_CODE = '24';

/** GST state codes (CBIC list): 01-38, plus 97 (other territory). 25 is kept for pre-2020 Daman & Diu registrations. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (old)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** The check character for the first 14 characters: weights 1,2,1,2…, each product folded as quotient + remainder base 36. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error(`not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

export type GstinCheck = { valid: true; stateCode: string; pan: string } | { valid: false; problem: TGstinProblem; reason: string };

/** Spaces and case are forgiven ('24 aapfu0939f1zv'); anything else is reported in one sentence. */
export function validateGstin(gstin: string): GstinCheck {
  const value = normalizeGstin(gstin);
  if (value.length !== 15) return { valid: false, problem: 'length', reason: `A GSTIN has 15 characters, this one has ${value.length}` };
  if (!SHAPE.test(value)) {
    return { valid: false, problem: 'format', reason: 'A GSTIN is a state code, a PAN, an entity number, Z and a check character' };
  }
  const stateCode = value.slice(0, 2);
  if (!GST_STATES[stateCode]) return { valid: false, problem: 'state_code', reason: `${stateCode} is not an Indian GST state code` };
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) {
    return { valid: false, problem: 'checksum', reason: 'The GSTIN check character does not match' };
  }
  return { valid: true, stateCode, pan: value.slice(2, 12) };
}

export const normalizeGstin = (gstin: string): string => gstin.replace(/\s+/g, '').toUpperCase();
