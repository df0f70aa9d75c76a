import { gstStateCode } from '@app/sdk/contracts';

/**
 * GST of a tax-inclusive price at 18 %: CGST 9 % + SGST 9 % when the place of supply is the
 * supplier's state (the first two digits of the supplier's GSTIN), IGST 18 % otherwise.
 */
export const GST_RATE_PERCENT = 18;
/**
 * SAC 998431, "on-line text based information such as online books, newspapers, periodicals,
 * directories": what the assistants sell is online regulation and sourcing information.
 */
export const SAC_CODE = '998431';

export interface TaxSplit {
  /** Paise. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  intraState: boolean;
}

/**
 * The place of supply's GST state code: the buyer's GSTIN's state (a registered buyer is where
 * it is registered), else the state chosen from the list (a code; older orders stored a name),
 * else the supplier's state (an unregistered buyer whose address is not known: IGST Act s. 12(2)(b)).
 */
export function placeOfSupply(buyer: { gstin?: string | undefined; state?: string | undefined }, supplierStateCode: string): string {
  if (buyer.gstin) return buyer.gstin.slice(0, 2);
  return (buyer.state && gstStateCode(buyer.state)) || supplierStateCode;
}

/**
 * Splits a GST-inclusive total (paise) into taxable value and tax. Each tax is its rate of the
 * exact taxable value (total × 100 / 118), rounded to the paisa; the taxable value printed is
 * what remains, so taxable + taxes = total exactly and CGST = SGST always. The printed taxes are
 * then within a paisa of their rate of the printed taxable value (e.g. ₹79: taxable 66.94,
 * CGST 6.03, SGST 6.03, where halving a 12.05 tax would print 6.02 and 6.03 at the same 9 %).
 */
export function splitTax(totalPaise: number, intraState: boolean): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`not an amount in paise: ${totalPaise}`);
  if (!intraState) {
    const igst = Math.round((totalPaise * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));
    return { taxable: totalPaise - igst, cgst: 0, sgst: 0, igst, total: totalPaise, intraState };
  }
  const half = Math.round((totalPaise * GST_RATE_PERCENT) / 2 / (100 + GST_RATE_PERCENT));
  return { taxable: totalPaise - 2 * half, cgst: half, sgst: half, igst: 0, total: totalPaise, intraState };
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = ONES[n % 10] ?? '';
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? ` ${ones}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, Indian system (thousand, lakh, crore). */
export function indianNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole amount: ${value}`);
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1_000);
  const rest = value % 1_000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'Rupees Twenty-Nine Thousand … Only', with paise when there are any. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

/** India Standard Time, UTC+05:30 all year: an invoice's date and financial year are Indian. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const inIndia = (date: Date): Date => new Date(date.getTime() + IST_OFFSET_MS);

/** The date in India, 'YYYY-MM-DD'. */
export const indianDate = (date: Date): string => inIndia(date).toISOString().slice(0, 10);

/** Indian financial year (April–March, in Indian time) of a date, as '2627' for 2026-27. */
export function financialYear(date: Date): string {
  const local = inIndia(date);
  const year = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Rule 46(b): an invoice number has at most 16 characters. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** `<prefix>/<fy>/<number>`: at most 4 + 1 + 4 + 1 + 6 = 16 characters; refuses to exceed them. */
export function invoiceNumber(prefix: string, fy: string, n: number): string {
  const number = `${prefix}/${fy}/${String(n).padStart(6, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`invoice number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH} characters`);
  return number;
}
