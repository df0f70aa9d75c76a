import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFound } from './not-found';

afterEach(() => vi.restoreAllMocks());

describe('NotFound', () => {
  it('links Go to Home to /', () => {
    render(<NotFound />);
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('goes back in history with Go Back', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<NotFound />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
