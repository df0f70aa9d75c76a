import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './app-routes';

vi.mock('@app/shell', () => import('./test/shell-mock'));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

const main = () => screen.getByRole('main');

describe('the marketing routes', () => {
  it('show the landing page at / with its sections', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your AI assistant for building regulations and construction sourcing',
    );
    for (const id of ['features', 'pricing', 'news']) expect(document.getElementById(id)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'View All News' }).getAttribute('href')).toBe('/news');
  });

  it('show the pricing plans with the spec figures', () => {
    renderAt('/');
    const pricing = document.getElementById('pricing')!;
    expect(within(pricing).getByText('₹0')).toBeTruthy();
    expect(within(pricing).getByText('for 7 days')).toBeTruthy();
    expect(within(pricing).getByText('10,000 tokens to start')).toBeTruthy();
    expect(within(pricing).getByText('₹29,999')).toBeTruthy();
    expect(within(pricing).getByText('About ₹2,500/month')).toBeTruthy();
    expect(within(pricing).getByText('Save ₹6,000 compared with monthly billing')).toBeTruthy();
    expect(within(pricing).getByText('Up to 10 users')).toBeTruthy();
    expect(within(pricing).getByText('Custom')).toBeTruthy();
  });

  it('show at most six featured articles on the landing page, linking to their pages', async () => {
    renderAt('/');
    const news = document.getElementById('news')!;
    const links = await within(news).findAllByRole('link', { name: /^Read full article/ });
    expect(links.length).toBe(6);
    expect(links.every((link) => link.getAttribute('href')?.startsWith('/news/'))).toBe(true);
  });

  it('show a coming-soon placeholder at /about, /privacy, /terms and /contact', async () => {
    for (const [path, title] of [
      ['/about', 'About Us'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/contact', 'Contact Us'],
    ] as const) {
      const { unmount } = renderAt(path);
      expect(await within(main()).findByRole('heading', { name: title })).toBeTruthy();
      expect(within(main()).getByText('Coming soon')).toBeTruthy();
      unmount();
    }
  });

  it('show the sourcing page with its features, impact figures and the launch link', async () => {
    renderAt('/sourcing');
    await within(main()).findByRole('heading', { level: 1 });
    for (const feature of ['Vendor discovery', 'WhatsApp and voice automation', 'Compliance verification', 'Quote comparison']) {
      expect(within(main()).getByRole('heading', { name: feature })).toBeTruthy();
    }
    for (const figure of ['5x', '12-20%', '95%', '50%']) expect(within(main()).getByText(figure)).toBeTruthy();
    const launch = within(main()).getAllByRole('link', { name: 'Launch Sourcing Assistant' });
    expect(launch.map((link) => link.getAttribute('href'))).toEqual(['/sourcing/app', '/sourcing/app']);
  });

  it('show the feed placeholder at /feed', async () => {
    renderAt('/feed');
    expect(await screen.findByRole('heading', { name: 'News Feed' })).toBeTruthy();
    expect(screen.getByText('Feed functionality coming soon!')).toBeTruthy();
  });

  it('show the not-found page with Go to Home and Go Back for any other path', async () => {
    renderAt('/careers');
    expect(await within(main()).findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(within(main()).getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it("link the footer's 'News & Insights' to /feed and the legal pages", () => {
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'News & Insights' }).getAttribute('href')).toBe('/feed');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });
});
