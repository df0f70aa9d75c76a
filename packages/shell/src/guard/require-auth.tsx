import { Spinner } from '@app/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullNavigate, isLeavingPage } from '../navigation/navigate';
import { currentLocation, loginUrl } from '../navigation/next-path';
import { useSession } from '../session/use-session';

/**
 * Renders its children only for a signed-in user. While the session loads: a spinner. Signed
 * out: a full navigation to `/?auth=login&next=<this page>`; the landing page opens the login
 * modal and toasts 'Please login to access this page' (spec part 1, "Access rules").
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { isAuthenticated, isLoading } = useSession();
  const signedOut = !isLoading && !isAuthenticated;

  useEffect(() => {
    // A navigation already under way (logout, session expiry) decides where the user goes.
    if (signedOut && !isLeavingPage()) fullNavigate(loginUrl(currentLocation()));
  }, [signedOut]);

  if (isLoading || signedOut) return <Spinner size="lg" fullScreen label={t('guard.loading')} />;
  return <>{children}</>;
}
