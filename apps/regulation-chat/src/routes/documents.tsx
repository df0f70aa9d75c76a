import { AppChrome, lazyRoute, RequireAuth } from '@app/shell';
import { Spinner } from '@app/ui';
import { Suspense } from 'react';

// The screen and its API client: a chunk of its own, started as soon as this route's chunk runs.
const DocumentsScreenRoute = lazyRoute(() => import('./documents-screen'), () => true);

/** /chat/documents: signed-in only, inside the shared chrome (its own top bar and language toggle). */
export default function DocumentsRoute() {
  return (
    <RequireAuth>
      <AppChrome>
        <Suspense fallback={<Spinner />}>
          <DocumentsScreenRoute />
        </Suspense>
      </AppChrome>
    </RequireAuth>
  );
}
