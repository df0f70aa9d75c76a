import type { AuthActions } from '@app/shell';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AuthActionsContext } from './auth-actions-context';
import { arrivalView, AuthModalContext, type AuthModalApi, type AuthView, type OpenAuthOptions } from './auth-modal-context';

// The modals (forms, validation, Radix Dialog) are a separate chunk: most visitors never open one.
const loadModals = () => import('./auth-modals');
const AuthModals = lazy(loadModals);
const AuthDialog = lazy(() => loadModals().then((module) => ({ default: module.AuthDialog })));

/** Starts downloading the modals early (on hover or focus of a Login / Sign Up button). */
export function preloadAuthModals(): void {
  void loadModals();
}

/**
 * Holds which account modal is open and renders it. A page loaded with `?auth=login|signup|reset`
 * opens that modal (with `email` prefilled when given); `next` stays in the URL for
 * `navigateAfterLogin()`. Closing removes `auth` and `email` from the URL.
 */
export interface AuthModalProviderProps {
  children: ReactNode;
  /** Account actions to use instead of the shell's `useAuth()` (component tests). */
  actions?: AuthActions;
}

export function AuthModalProvider({ children, actions }: AuthModalProviderProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<AuthView | null>(null);
  const [email, setEmail] = useState('');

  const arrival = arrivalView(searchParams.toString());
  const arrivalEmail = searchParams.get('email') ?? '';
  useEffect(() => {
    if (!arrival) return;
    setView(arrival);
    if (arrivalEmail) setEmail(arrivalEmail);
  }, [arrival, arrivalEmail]);

  const open = useCallback(
    (next: AuthView, options: OpenAuthOptions = {}) => {
      if (options.email !== undefined) setEmail(options.email);
      if (options.next !== undefined) {
        const target = options.next;
        setSearchParams(
          (params) => {
            params.set('next', target);
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
      }
      setView(next);
    },
    [setSearchParams],
  );

  const close = useCallback(() => {
    setView(null);
    setSearchParams(
      (params) => {
        params.delete('auth');
        params.delete('email');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);

  const api = useMemo<AuthModalApi>(() => ({ view, email, open, close }), [view, email, open, close]);

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {view && (
        <Suspense fallback={null}>
          {actions ? (
            <AuthActionsContext.Provider value={actions}>
              <AuthDialog />
            </AuthActionsContext.Provider>
          ) : (
            <AuthModals />
          )}
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}
