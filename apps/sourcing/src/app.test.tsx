import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('router', () => {
  it('shows the not-found page for a path this app does not own', async () => {
    window.history.pushState({}, '', '/no-such-page');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });
});
