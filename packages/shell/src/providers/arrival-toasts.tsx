import { toast } from '@app/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_PARAM, NEXT_PARAM } from '../navigation/next-path';
import { showFlashToast } from './flash-toast';

/** True when this page was reached by RequireAuth sending a signed-out visitor to log in. */
export function isLoginRequiredArrival(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get(AUTH_PARAM) === 'login' && params.has(NEXT_PARAM);
}

/**
 * Toasts owed on arrival: any toast the previous page left (e.g. after logout, or 'Your session
 * has expired' before its login redirect), else 'Please login to access this page' after a
 * RequireAuth redirect (`?auth=login&next=…`): one reason to log in, not two.
 */
export function ArrivalToasts() {
  const { t } = useTranslation('shell');
  const shown = useRef(false);
  useEffect(() => {
    // Once per page load (not again when the language changes).
    if (shown.current) return;
    shown.current = true;
    if (!showFlashToast() && isLoginRequiredArrival(window.location.search)) {
      // A fixed id: StrictMode's second effect run replaces the toast instead of doubling it.
      toast.error(t('guard.loginRequired'), { id: 'login-required' });
    }
  }, [t]);
  return null;
}
