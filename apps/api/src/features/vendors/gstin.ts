/**
 * GSTIN checks (state code, PAN, entity number, 'Z' and the mod-36 check character) and the GST
 * state codes live in the SDK, where the invoice's buyer-details contract uses them too.
 */
export { GST_STATES, gstinCheckCharacter, normalizeGstin, validateGstin, type GstinCheck } from '@app/sdk/contracts';

export const GUJARAT_STATE_CODE = '24';
