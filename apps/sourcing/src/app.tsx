import { OutOfTokens } from '@app/shell';
import { Spinner } from '@app/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

// Each screen is its own chunk, so /home does not download the others; so is the signed-in
// layout (guard, Radix menus, sidebar), which keeps the initial download small.
const SignedInLayout = lazy(() => import('./routes/signed-in'));
const HomeRoute = lazy(() => import('./routes/home'));
const ProjectRoute = lazy(() => import('./routes/project'));
const NewProjectRoute = lazy(() => import('./routes/new-project'));
const ProjectsRoute = lazy(() => import('./routes/projects'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

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
