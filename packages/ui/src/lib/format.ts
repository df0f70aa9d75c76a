/** Numbers in the Indian grouping (10,000 / 1,00,000) whatever the UI language. */
export function formatNumber(value: number, language = 'en'): string {
  const base = language.split('-')[0] || 'en';
  return new Intl.NumberFormat(`${base}-IN`, { maximumFractionDigits: 0 }).format(value);
}
