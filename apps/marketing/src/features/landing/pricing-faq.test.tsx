import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PricingFaq from './pricing-faq';

describe('the pricing FAQ', () => {
  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<PricingFaq />);
    const first = screen.getByRole('button', { name: 'How does the free trial work?' });
    const second = screen.getByRole('button', { name: 'What is a token?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await user.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });
});
