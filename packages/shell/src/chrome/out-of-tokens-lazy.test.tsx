import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fake-client';
import { OutOfTokens } from './out-of-tokens-lazy';

describe('out of tokens, loaded after the first paint', () => {
  it('starts listening once its chunk arrives and opens the dialog on a 402', async () => {
    const { client, emit } = fakeClient();
    render(<OutOfTokens client={client} />);
    await waitFor(() => {
      act(() => emit('insufficient-tokens', { message: 'Insufficient tokens', code: 'insufficient_tokens', detail: { required: 900, available: 100 }, request_id: 'r' }));
      expect(screen.getByRole('dialog', { name: 'Not enough tokens' })).toBeTruthy();
    });
  });
});
