import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render';
import { articles } from './data';
import { sortNewestFirst } from './filter';
import { NewsListPage } from './news-list-page';

vi.mock('@app/shell', () => import('../../test/shell-mock'));

const count = () => screen.getByRole('status').textContent;
const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('the /news page', () => {
  it('lists all 15 articles newest first, each linking to its page', () => {
    renderSite(<NewsListPage />, { route: '/news' });
    expect(count()).toBe('15 articles');
    expect(titles()).toEqual(sortNewestFirst(articles).map((article) => article.title));
    const newest = sortNewestFirst(articles)[0]!;
    expect(screen.getByRole('link', { name: newest.title }).getAttribute('href')).toBe(`/news/${newest.slug}`);
    expect(screen.getByRole('link', { name: `Read full article: ${newest.title}` }).getAttribute('href')).toBe(`/news/${newest.slug}`);
  });

  it('offers all categories present and the two types', () => {
    renderSite(<NewsListPage />, { route: '/news' });
    const category = screen.getByLabelText('Category');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Categories',
      'Technology',
      'Regulations',
      'Smart Cities',
      'Analysis',
      'Policy',
      'Guides',
      'Sustainability',
      'Infrastructure',
      'Safety',
    ]);
    const type = screen.getByLabelText('Type');
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Types',
      'Local News',
      'Industry Insights',
    ]);
  });

  it('filters by category and type, updates the count and keeps the filters in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite(<NewsListPage />, { route: '/news' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Safety');
    expect(count()).toBe('2 articles');
    expect(location()).toBe('/news?category=Safety');
    await user.selectOptions(screen.getByLabelText('Type'), 'local');
    expect(count()).toBe('1 article');
    expect(titles()).toEqual(['Monsoon Readiness on Surat Construction Sites']);
    expect(location()).toBe('/news?category=Safety&type=local');
  });

  it('restores the filters from the URL on load', () => {
    renderSite(<NewsListPage />, { route: '/news?type=product&q=vendor' });
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('product');
    expect((screen.getByLabelText('Search articles') as HTMLInputElement).value).toBe('vendor');
    expect(titles()).toContain('Verifying a Vendor Before You Order: GSTIN, ISO and RERA');
    expect(titles().every((title) => articles.find((a) => a.title === title)?.type === 'product')).toBe(true);
  });

  it('searches the articles as the user types', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite(<NewsListPage />, { route: '/news' });
    await user.type(screen.getByLabelText('Search articles'), 'recharge well');
    expect(count()).toBe('1 article');
    expect(titles()).toEqual(['Rainwater Harvesting on Urban Plots in Gujarat']);
    expect(location()).toBe('/news?q=recharge+well');
  });

  it("says when nothing matches and 'Clear filters' brings every article back", async () => {
    const user = userEvent.setup({ delay: null });
    renderSite(<NewsListPage />, { route: '/news?category=Infrastructure' });
    await user.type(screen.getByLabelText('Search articles'), 'tunnel boring machine');
    expect(count()).toBe('0 articles');
    expect(screen.getByText('No articles found matching your criteria.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(count()).toBe('15 articles');
    expect((screen.getByLabelText('Search articles') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('all');
    expect(location()).toBe('/news');
  });
});
