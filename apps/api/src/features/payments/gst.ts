/**
 * GST of a tax-inclusive price. The seller is in Gujarat (state code 24): a buyer there pays
 * CGST 9 % + SGST 9 %, a buyer in another state IGST 18 %. Without a state or GSTIN the place
 * of supply is taken as the seller's state (an unregistered buyer's address is not known).
 */
export const GST_RATE_PERCENT = 18;
export const SELLER_STATE = { name: 'Gujarat', code: '24' } as const;
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

/** Whether the buyer is in the seller's state: by GSTIN's state code first, else the state name. */
export function isIntraState(buyer: { gstin?: string | undefined; state?: string | undefined }): boolean {
  if (buyer.gstin) return buyer.gstin.slice(0, 2) === SELLER_STATE.code;
  if (!buyer.state) return true;
  return buyer.state.trim().toLowerCase() === SELLER_STATE.name.toLowerCase();
}

/** Splits a GST-inclusive total (paise) into taxable value and tax; the parts always add up to the total. */
export function splitTax(totalPaise: number, intraState: boolean): TaxSplit {
  const taxable = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxable;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax, total: totalPaise, intraState };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0, total: totalPaise, intraState };
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

/** Indian financial year (April–March) of a date, as '2627' for 2026-27. */
export function financialYear(date: Date): string {
  const year = date.getUTCFullYear();
  const start = date.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `<prefix>/<fy>/<number>`: at most 4 + 1 + 4 + 1 + 6 = 16 characters, the GST limit. */
export const invoiceNumber = (prefix: string, fy: string, n: number): string => `${prefix}/${fy}/${String(n).padStart(6, '0')}`;
