import { lazyRoute, OutOfTokens } from '@app/shell';
import { Spinner } from '@app/ui';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

const is = (path: string) => (pathname: string) => pathname === path;
const PROJECT_PATH = /^\/sourcing\/project\/[^/]+\/?$/;
const isProject = (pathname: string) => PROJECT_PATH.test(pathname);
const SIGNED_IN_PATHS = [is('/home'), is('/sourcing/app'), isProject, is('/projects')];

// The screens load on demand, so the entry holds only the providers and the router. The
// signed-in layout (guard, Radix menus, sidebar) and /home, where every sign-in lands, are the
// first-screen chunk the page preloads (vite.config.ts); the other screens are chunks of their
// own. The chunks of the page being opened download at once, while the translations and the
// session load.
const SignedInLayout = lazyRoute(
  () => import('./routes/signed-in'),
  (pathname) => SIGNED_IN_PATHS.some((matches) => matches(pathname)),
);
const HomeRoute = lazyRoute(() => import('./routes/home'), is('/home'));
const ProjectRoute = lazyRoute(() => import('./routes/project'), isProject);
const NewProjectRoute = lazyRoute(() => import('./routes/new-project'), is('/sourcing/app'));
const ProjectsRoute = lazyRoute(() => import('./routes/projects'), is('/projects'));
const NotFoundRoute = lazyRoute(
  () => import('./routes/not-found'),
  (pathname) => !SIGNED_IN_PATHS.some((matches) => matches(pathname)),
);

/** The sourcing app's routes: /home, /sourcing/app, /sourcing/project/:projectId, /projects. */
export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<Spinner size="lg" fullScreen />}>
        <Routes>
          <Route element={<SignedInLayout />}>
            <Route path="/home" element={<HomeRoute />} />
            <Route path="/sourcing/app" element={<NewProjectRoute />} />
            <Route path="/sourcing/project/:projectId" element={<ProjectRoute />} />
            <Route path="/projects" element={<ProjectsRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
      {/* A 402 (extraction, vendor discovery) opens the balance dialog with Buy Tokens → /payment?return=<page>. */}
      <OutOfTokens />
    </BrowserRouter>
  );
}
