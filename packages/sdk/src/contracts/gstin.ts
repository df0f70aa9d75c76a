import { z } from 'zod';
import type { TGstinProblem } from './sourcing-vendors.js';

/**
 * GST state codes (CBIC list): 01–38 and 97 (Other Territory). 25 (Daman and Diu before their
 * 2020 merger into 26) and 28 (Andhra Pradesh before 2014) still head older registrations. The
 * one list of states and union territories: the invoice's place of supply is one of these.
 */
export const GST_STATE_LIST = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (old)' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;
export type TGstStateCode = (typeof GST_STATE_LIST)[number]['code'];

/** State names by GST state code. */
export const GST_STATES: Readonly<Record<string, string>> = Object.fromEntries(GST_STATE_LIST.map((s) => [s.code, s.name]));

/** 'Gujarat (24)': how an invoice names a place of supply. */
export const gstStateLabel = (code: string): string => (GST_STATES[code] ? `${GST_STATES[code]} (${code})` : code);

/** A state's code from its code ('24', '4' → '04') or its name in any case; undefined when it is not in the list. */
export function gstStateCode(value: string): string | undefined {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) {
    const code = text.padStart(2, '0');
    return GST_STATES[code] ? code : undefined;
  }
  const lower = text.toLowerCase();
  return GST_STATE_LIST.find((s) => s.name.toLowerCase() === lower)?.code;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number (1–9 or A–Z), 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (the GSTN algorithm): each character's
 * base-36 value times weights 1, 2, 1, 2…, each product folded as quotient + remainder by 36,
 * summed; the check character is (36 − sum mod 36) mod 36.
 */
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

/** Spaces and case are forgiven. */
export const normalizeGstin = (gstin: string): string => gstin.replace(/\s+/g, '').toUpperCase();

/** Spaces and case are forgiven ('24 aapfu0939f1zv'); anything else is reported in one sentence. */
export function validateGstin(gstin: string): GstinCheck {
  const value = normalizeGstin(gstin);
  if (value.length !== 15) return { valid: false, problem: 'length', reason: `A GSTIN has 15 characters, this one has ${value.length}` };
  if (!GSTIN_PATTERN.test(value)) {
    return { valid: false, problem: 'format', reason: 'A GSTIN is a state code, a PAN, an entity number, Z and a check character' };
  }
  const stateCode = value.slice(0, 2);
  if (!GST_STATES[stateCode]) return { valid: false, problem: 'state_code', reason: `${stateCode} is not an Indian GST state code` };
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) {
    return { valid: false, problem: 'checksum', reason: 'The GSTIN check character does not match' };
  }
  return { valid: true, stateCode, pan: value.slice(2, 12) };
}

/** The answers to a GSTIN that is not valid, worded like the spec's form errors ('Please enter a valid …'). */
export const GSTIN_MESSAGE = 'Please enter a valid 15-character GSTIN';
export const GSTIN_STATE_MESSAGE = 'Please enter a valid GSTIN: its first two digits are not an Indian state code';
export const GSTIN_CHECKSUM_MESSAGE = 'Please enter a valid GSTIN: its check character does not match';

/** Which message a GSTIN earns; undefined when it is valid. */
export function gstinMessage(gstin: string): string | undefined {
  const check = validateGstin(gstin);
  if (check.valid) return undefined;
  return check.problem === 'checksum' ? GSTIN_CHECKSUM_MESSAGE : check.problem === 'state_code' ? GSTIN_STATE_MESSAGE : GSTIN_MESSAGE;
}

/** A GSTIN with a correct check character, upper-cased, spaces removed. */
export const ZGstin = z
  .string()
  .transform(normalizeGstin)
  .superRefine((value, ctx) => {
    const message = gstinMessage(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const PLACE_OF_SUPPLY_MESSAGE = 'Please choose a state or union territory from the list';

/** A place of supply: a state's GST code or name from GST_STATE_LIST, answered as its code. */
export const ZPlaceOfSupply = z.string().transform((value, ctx) => {
  const code = gstStateCode(value);
  if (code) return code;
  ctx.addIssue({ code: 'custom', message: PLACE_OF_SUPPLY_MESSAGE });
  return z.NEVER;
});

/** The refusal when the chosen place of supply is not the state the GSTIN is registered in. */
export const placeOfSupplyMismatchMessage = (stateCode: string, gstinStateCode: string): string =>
  `The place of supply ${gstStateLabel(stateCode)} is not the state of the GSTIN, ${gstStateLabel(gstinStateCode)}: choose ${GST_STATES[gstinStateCode] ?? gstinStateCode} or leave the place of supply empty`;

export const GSTIN_ADDRESS_MESSAGE = 'Please enter the address registered with this GSTIN';

/**
 * The rules across a request's buyer fields (`buyer_gstin`, `buyer_state`, `buyer_address`,
 * already parsed), for every body that carries them (`.shape` spreads lose refinements): a
 * place of supply other than the GSTIN's state is refused rather than silently replaced, and a
 * registered buyer's invoice needs the address registered with the GSTIN.
 */
export function checkBuyerDetails(
  buyer: { buyer_gstin?: string | undefined; buyer_state?: string | undefined; buyer_address?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!buyer.buyer_gstin) return;
  const gstinState = buyer.buyer_gstin.slice(0, 2);
  if (buyer.buyer_state && buyer.buyer_state !== gstinState) {
    ctx.addIssue({ code: 'custom', path: ['buyer_state'], message: placeOfSupplyMismatchMessage(buyer.buyer_state, gstinState) });
  }
  if (!buyer.buyer_address) ctx.addIssue({ code: 'custom', path: ['buyer_address'], message: GSTIN_ADDRESS_MESSAGE });
}
