import { Spinner } from '@app/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullNavigate, isLeavingPage } from '../navigation/navigate';
import { currentLocation, loginUrl } from '../navigation/next-path';
import { useSession } from '../session/use-session';

export interface RequireAuthProps {
  children: ReactNode;
  /**
   * Shown while the session loads instead of the spinner: the chrome and a skeleton of the page,
   * so the first paint does not wait for the session's refresh round trip. It must not
   * call the API (there is no access token yet). Give it the same outer element as `children`
   * (e.g. `<AppChrome>`), so the chrome stays mounted when the page replaces the skeleton.
   */
  pending?: ReactNode;
}

/**
 * Renders its children only for a signed-in user. While the session loads: `pending`, or a
 * spinner. Signed out: a full navigation to `/?auth=login&next=<this page>`; the landing page
 * opens the login modal and toasts 'Please login to access this page' (spec part 1, "Access rules").
 */
export function RequireAuth({ children, pending }: RequireAuthProps) {
  const { t } = useTranslation('shell');
  const { isAuthenticated, isLoading } = useSession();
  const signedOut = !isLoading && !isAuthenticated;

  useEffect(() => {
    // A navigation already under way (logout, session expiry) decides where the user goes.
    if (signedOut && !isLeavingPage()) fullNavigate(loginUrl(currentLocation()));
  }, [signedOut]);

  if (isLoading && pending !== undefined) return <>{pending}</>;
  if (isLoading || signedOut) return <Spinner size="lg" fullScreen label={t('guard.loading')} />;
  return <>{children}</>;
}
