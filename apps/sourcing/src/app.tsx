import { SignedInLayout } from '@app/shell';
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

// Each screen is its own chunk, so /home does not download the others.
const HomeRoute = lazy(() => import('./routes/home'));
const ProjectRoute = lazy(() => import('./routes/project'));
const NewProjectRoute = lazy(() => import('./routes/new-project'));
const ProjectsRoute = lazy(() => import('./routes/projects'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

/** The sourcing app's routes: /home, /sourcing/app, /sourcing/project/:projectId, /projects. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<SignedInLayout />}>
          <Route path="/home" element={<HomeRoute />} />
          <Route path="/sourcing/app" element={<NewProjectRoute />} />
          <Route path="/sourcing/project/:projectId" element={<ProjectRoute />} />
          <Route path="/projects" element={<ProjectsRoute />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
