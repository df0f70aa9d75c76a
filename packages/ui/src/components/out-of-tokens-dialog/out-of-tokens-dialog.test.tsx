import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OutOfTokensDialog } from './out-of-tokens-dialog';

describe('OutOfTokensDialog', () => {
  it('shows what the operation needed and the balance, with Buy Tokens to the given page', () => {
    render(<OutOfTokensDialog open onOpenChange={() => undefined} required={12_000} available={350} buyHref="/payment?return=%2Fchat" />);
    const dialog = screen.getByRole('dialog', { name: 'Not enough tokens' });
    expect(within(dialog).getByText('12,000')).toBeTruthy();
    expect(within(dialog).getByText('350')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Buy Tokens' }).getAttribute('href')).toBe('/payment?return=%2Fchat');
  });

  it('closes with Not now', async () => {
    const onOpenChange = vi.fn();
    render(<OutOfTokensDialog open onOpenChange={onOpenChange} required={10} available={0} buyHref="/payment" />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
