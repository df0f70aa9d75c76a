import { Spinner } from '@app/ui';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppChrome } from '../chrome/app-chrome';
import { RequireAuth } from './require-auth';

/**
 * The layout route of signed-in screens: the guard, then the chrome around the (lazily loaded)
 * page. Apps nest their protected routes under `<Route element={<SignedInLayout />}>`.
 * `skeleton` fills the chrome while the session loads (see RequireAuth's `pending`).
 */
export function SignedInLayout({ skeleton }: { skeleton?: ReactNode }) {
  return (
    <RequireAuth pending={skeleton === undefined ? undefined : <AppChrome>{skeleton}</AppChrome>}>
      <AppChrome>
        <Suspense fallback={<Spinner size="lg" />}>
          <Outlet />
        </Suspense>
      </AppChrome>
    </RequireAuth>
  );
}
