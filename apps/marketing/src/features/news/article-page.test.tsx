import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render';
import { ArticlePage } from './article-page';
import { findArticle } from './data';

vi.mock('@app/shell', () => import('../../test/shell-mock'));

const renderArticle = (slug: string) =>
  renderSite(
    <Routes>
      <Route path="/news/:slug" element={<ArticlePage />} />
    </Routes>,
    { route: `/news/${slug}` },
  );

describe('the article page', () => {
  it('shows the whole article with its category, type, date, author and read time', () => {
    const article = findArticle('rainwater-harvesting-on-urban-plots')!;
    renderArticle(article.slug);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(article.title);
    expect(screen.getAllByText('Sustainability').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Local News').length).toBeGreaterThan(0);
    expect(screen.getByText(`Published ${article.date}`)).toBeTruthy();
    expect(screen.getByText(`By ${article.author}`)).toBeTruthy();
    expect(screen.getByText(article.readTime)).toBeTruthy();
    for (const paragraph of article.content.split('\n\n')) expect(screen.getByText(paragraph)).toBeTruthy();
    expect(document.title).toBe(`${article.title} — Gujarat Build Assist`);
    expect(screen.getByRole('link', { name: 'Back to News' }).getAttribute('href')).toBe('/news');
  });

  it('shows the not-found page for an unknown slug', () => {
    renderArticle('no-such-article');
    expect(screen.getByRole('heading', { name: 'Article not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });
});
