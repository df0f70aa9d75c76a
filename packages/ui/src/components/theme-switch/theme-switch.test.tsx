import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTheme, resetThemeStoreForTests } from './theme-store';
import { ThemeSwitch } from './theme-switch';

let prefersDark = false;
let mediaListener: (() => void) | undefined;

beforeEach(() => {
  resetThemeStoreForTests();
  prefersDark = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('dark') && prefersDark;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => (mediaListener = listener),
        removeEventListener: () => (mediaListener = undefined),
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => vi.restoreAllMocks());

const html = document.documentElement;

describe('ThemeSwitch', () => {
  it('stores the chosen theme under "theme" and sets data-theme on <html>', async () => {
    render(<ThemeSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(html.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(html.dataset.theme).toBe('light');
  });

  it('restores the remembered theme on the next visit', () => {
    localStorage.setItem('theme', 'dark');
    initTheme();
    expect(html.dataset.theme).toBe('dark');
    render(<ThemeSwitch />);
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the operating system when set to System, also when it changes', async () => {
    prefersDark = true;
    render(<ThemeSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(html.dataset.theme).toBe('dark');

    prefersDark = false;
    act(() => mediaListener?.());
    expect(html.dataset.theme).toBe('light');
  });

  it('treats a missing or unknown stored value as System', () => {
    localStorage.setItem('theme', 'sepia');
    initTheme();
    render(<ThemeSwitch />);
    expect(screen.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe('true');
  });
});
