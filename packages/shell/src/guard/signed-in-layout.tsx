import { Spinner } from '@app/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppChrome } from '../chrome/app-chrome';
import { RequireAuth } from './require-auth';

/**
 * The layout route of signed-in screens: the guard, then the chrome around the (lazily loaded)
 * page. Apps nest their protected routes under `<Route element={<SignedInLayout />}>`.
 */
export function SignedInLayout() {
  return (
    <RequireAuth>
      <AppChrome>
        <Suspense fallback={<Spinner size="lg" />}>
          <Outlet />
        </Suspense>
      </AppChrome>
    </RequireAuth>
  );
}
