import { toLanguageCode } from './languages';

// Amounts are shown the Indian way (lakh grouping, ₹, no paise) in every language, as the
// spec asks for "INR without decimals (en-IN)". Digits stay Latin: prices and token counts
// are read next to English technical terms, and users compare them with invoices.
//
// Built on first use, not at module load: the formatters' set-up is main-thread work every
// page's first script would pay (and most pages format no rupees at all).
let inr: Intl.NumberFormat | undefined;
let integer: Intl.NumberFormat | undefined;

/** `formatInr(29999)` → "₹29,999"; `formatInr(250000)` → "₹2,50,000". Rupees, not paise. */
export function formatInr(amount: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return inr.format(Number.isFinite(amount) ? amount : 0);
}

/** `formatNumber(10000)` → "10,000"; fractions allowed with `maximumFractionDigits`. */
export function formatNumber(value: number, options: { maximumFractionDigits?: number } = {}): string {
  const safe = Number.isFinite(value) ? value : 0;
  if (options.maximumFractionDigits === undefined) {
    integer ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    return integer.format(safe);
  }
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: options.maximumFractionDigits }).format(safe);
}

/** The Intl locale for a UI language: Indian conventions for each. */
export function intlLocale(lng: string): string {
  return `${toLanguageCode(lng)}-IN`;
}

/** A date in the user's language, e.g. "5 Mar 2025" / "5 માર્ચ, 2025". */
export function formatDate(
  value: Date | string | number,
  lng: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lng), options).format(date);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago" / "3 કલાક પહેલાં" / "3 घंटे पहले", relative to `now`. */
export function formatRelativeTime(value: Date | string | number, lng: string, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocale(lng), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
