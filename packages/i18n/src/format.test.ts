import { describe, expect, it } from 'vitest';
import { formatDate, formatInr, formatNumber, formatRelativeTime } from './format';

describe('formatInr', () => {
  it('shows rupees the Indian way without paise', () => {
    expect(formatInr(29999)).toBe('₹29,999');
    expect(formatInr(250000)).toBe('₹2,50,000');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(2499.6)).toBe('₹2,500');
  });

  it('shows ₹0 for a missing amount instead of "₹NaN"', () => {
    expect(formatInr(Number.NaN)).toBe('₹0');
  });
});

describe('formatNumber', () => {
  it('groups token counts in lakhs', () => {
    expect(formatNumber(10000)).toBe('10,000');
    expect(formatNumber(500000)).toBe('5,00,000');
  });

  it('keeps the requested fraction digits', () => {
    expect(formatNumber(4.256, { maximumFractionDigits: 1 })).toBe('4.3');
  });
});

describe('dates', () => {
  const date = new Date('2025-03-05T10:00:00Z');

  it('formats a date in the user language', () => {
    expect(formatDate(date, 'en')).toBe('5 Mar 2025');
    expect(formatDate(date, 'gu')).toMatch(/માર્ચ/);
    expect(formatDate(date, 'hi')).toMatch(/मार्च/);
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('describes a past moment relative to now', () => {
    const now = new Date('2025-03-05T13:00:00Z');
    expect(formatRelativeTime(date, 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(date, 'gu', now)).toMatch(/કલાક/);
    expect(formatRelativeTime(date, 'hi', now)).toMatch(/घंटे/);
  });
});
