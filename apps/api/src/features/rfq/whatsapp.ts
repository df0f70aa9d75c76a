/** India's country calling code: WhatsApp links need the number in international form. */
const INDIA = '91';

/**
 * The vendor's number as WhatsApp wants it (country code, digits only), or null when it cannot
 * be an Indian number: 10 digits, 0 + 10 digits (trunk prefix), 91 + 10 or +91/0091 + 10.
 */
export function whatsappNumber(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return `${INDIA}${digits}`;
  if (digits.length === 12 && digits.startsWith(INDIA)) return digits;
  return null;
}

/** `https://wa.me/<number>?text=<text>`: opens a chat with the text typed in; null without a usable number. */
export function whatsappUrl(phone: string | null, text: string): string | null {
  const number = phone ? whatsappNumber(phone) : null;
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
