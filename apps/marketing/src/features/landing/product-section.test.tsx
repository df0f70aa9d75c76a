import guSite from '@app/i18n/locales/gu/site.json';
import { initTheme, THEME_STORAGE_KEY } from '@app/ui';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { ProductSection } from './product-section';
import { productShots, shotLanguage, shotPicture } from './product-shots';

beforeAll(() => {
  testI18n.addResourceBundle('gu', 'site', guSite);
});

afterEach(async () => {
  localStorage.clear();
  initTheme();
  await act(() => testI18n.changeLanguage('en'));
});

const sourcesOf = (img: HTMLElement) => [...(img.closest('picture')?.querySelectorAll('source') ?? [])];

describe('shotPicture', () => {
  it('lets the browser choose light or dark by prefers-color-scheme when no theme is chosen', () => {
    const picture = shotPicture('chat', 'en', 'system');
    expect(picture.sources.map((s) => [s.type, s.media])).toEqual([
      ['image/avif', '(prefers-color-scheme: dark)'],
      ['image/webp', '(prefers-color-scheme: dark)'],
      ['image/avif', undefined],
      ['image/webp', undefined],
    ]);
    expect(picture.sources[0]?.srcSet).toBe('/product/chat-en-dark-640.avif 640w, /product/chat-en-dark-1120.avif 1120w');
    expect(picture.sources[3]?.srcSet).toBe('/product/chat-en-light-640.webp 640w, /product/chat-en-light-1120.webp 1120w');
    expect(picture.src).toBe('/product/chat-en-light-1120.webp');
  });

  it('offers only the chosen theme, in Gujarati for a Gujarati reader', () => {
    const picture = shotPicture('usage', 'gu', 'dark');
    expect(picture.sources).toHaveLength(2);
    expect(picture.sources.every((s) => s.media === undefined && s.srcSet.includes('/product/usage-gu-dark-'))).toBe(true);
    expect(picture.src).toBe('/product/usage-gu-dark-1120.webp');
  });

  it('shows the English pictures to readers of a language without its own (Hindi)', () => {
    expect(shotLanguage('hi')).toBe('en');
    expect(shotLanguage('gu-IN')).toBe('gu');
    expect(shotLanguage(undefined)).toBe('en');
    expect(shotPicture('vendors', 'hi', 'light').src).toBe('/product/vendors-en-light-1120.webp');
  });
});

describe('the see-the-product section', () => {
  it('shows every captured screen with its alt text, reserved size and lazy loading', () => {
    render(<ProductSection />);
    const section = screen.getByRole('region', { name: 'Real answers, real sources, real projects' });
    const images = within(section).getAllByRole('img');
    expect(images).toHaveLength(productShots.shots.length);
    const chat = within(section).getByAltText(/regulation chat answering a question/);
    expect(chat.getAttribute('width')).toBe(String(productShots.width));
    expect(chat.getAttribute('height')).toBe(String(productShots.height));
    expect(chat.getAttribute('loading')).toBe('lazy');
    expect(sourcesOf(chat).map((s) => s.getAttribute('media'))).toContain('(prefers-color-scheme: dark)');
  });

  it('follows the chosen dark theme and the Gujarati language', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    initTheme();
    await act(() => testI18n.changeLanguage('gu'));
    render(<ProductSection />);
    const usage = screen.getByAltText(guSite.product.items.usage.alt);
    expect(usage.getAttribute('src')).toBe('/product/usage-gu-dark-1120.webp');
    const sources = sourcesOf(usage);
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.every((s) => s.getAttribute('srcset')?.includes('usage-gu-dark-640') && !s.hasAttribute('media'))).toBe(true);
  });
});
