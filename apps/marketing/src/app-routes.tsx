import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from './features/layout/site-layout';
import type { PlaceholderKind } from './features/pages/placeholder-page';
import { LandingPage } from './routes/landing-page';

/*
 * Only the landing page is in the app's own chunk (`start-app.tsx`). Every other page is its own
 * chunk, loaded when visited (the site's top bar and footer stay on screen meanwhile).
 */
const NewsListPage = lazy(() => import('./features/news/news-list-page').then((m) => ({ default: m.NewsListPage })));
const ArticlePage = lazy(() => import('./features/news/article-page').then((m) => ({ default: m.ArticlePage })));
const SourcingPage = lazy(() => import('./features/sourcing-page/sourcing-page').then((m) => ({ default: m.SourcingPage })));
const PlaceholderPage = lazy(() => import('./features/pages/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
const NotFoundPage = lazy(() => import('./features/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const FeedRoute = lazy(() => import('./routes/feed-route'));

const placeholders: PlaceholderKind[] = ['about', 'privacy', 'terms', 'contact'];

/** The marketing app's routes; any other path is the not-found page (spec part 1, "Access rules"). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/feed" element={<FeedRoute />} />
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="/news" element={<NewsListPage />} />
        <Route path="/news/:slug" element={<ArticlePage />} />
        <Route path="/sourcing" element={<SourcingPage />} />
        {placeholders.map((kind) => (
          <Route key={kind} path={`/${kind}`} element={<PlaceholderPage kind={kind} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
