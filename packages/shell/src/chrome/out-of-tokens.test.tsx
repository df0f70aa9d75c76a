import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { toast } from '@app/ui';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../testing/fake-client';
import { buyTokensHref } from '../navigation/buy-tokens';
import { OutOfTokens } from './out-of-tokens';

const insufficient = { message: 'Insufficient tokens', code: 'insufficient_tokens', detail: { required: 1_200, available: 300 }, request_id: 'req-1' } as const;

describe('out of tokens', () => {
  it('opens on a 402 of the page client with the need and the balance, and Buy Tokens returns here after paying', async () => {
    window.history.pushState({}, '', '/chat?c=42');
    const dismiss = vi.spyOn(toast, 'dismiss');
    const { client, emit } = fakeClient();
    render(<OutOfTokens client={client} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => emit('insufficient-tokens', insufficient));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough tokens' });
    // It takes the place of the shell's 402 toast.
    expect(dismiss).toHaveBeenCalledWith('insufficient-tokens');
    expect(within(dialog).getByText('1,200')).toBeTruthy();
    expect(within(dialog).getByText('300')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Buy Tokens' }).getAttribute('href')).toBe('/payment?return=%2Fchat%3Fc%3D42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('builds the payment link with the page to come back to', () => {
    expect(buyTokensHref('/sourcing/project/7')).toBe('/payment?return=%2Fsourcing%2Fproject%2F7');
  });
});
