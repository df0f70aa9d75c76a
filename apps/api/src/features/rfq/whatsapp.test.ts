import { describe, expect, it } from 'vitest';
import { whatsappNumber, whatsappUrl } from './whatsapp.js';

describe('WhatsApp links', () => {
  it('puts the Indian country code in front of a 10-digit number written with spaces or dashes', () => {
    expect(whatsappNumber('98250 12345')).toBe('919825012345');
    expect(whatsappNumber('079-2656-1234')).toBe('917926561234');
  });

  it('keeps a number that already has the country code, with or without + or 00', () => {
    expect(whatsappNumber('+91 98250 12345')).toBe('919825012345');
    expect(whatsappNumber('0091 9825012345')).toBe('919825012345');
    expect(whatsappNumber('919825012345')).toBe('919825012345');
  });

  it('has no number for something that cannot be an Indian phone number', () => {
    expect(whatsappNumber('12345')).toBeNull();
    expect(whatsappNumber('+1 415 555 0100')).toBeNull();
  });

  it('encodes the whole text into the link, line breaks and Gujarati included', () => {
    const url = whatsappUrl('9825012345', 'Cement & sand\nસિમેન્ટ 50 bags?');
    expect(url).toBe(`https://wa.me/919825012345?text=${encodeURIComponent('Cement & sand\nસિમેન્ટ 50 bags?')}`);
    expect(new URL(url ?? '').searchParams.get('text')).toBe('Cement & sand\nસિમેન્ટ 50 bags?');
  });

  it('has no link without a phone number', () => {
    expect(whatsappUrl(null, 'text')).toBeNull();
  });
});
