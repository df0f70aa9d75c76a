import { createContext, useContext } from 'react';

/** The five account modals; only one is open at a time. */
export type AuthView = 'login' | 'signup' | 'verify' | 'forgot' | 'reset';

export interface OpenAuthOptions {
  /** Carried from one modal to the next (signup → verify, forgot → reset, 409 → login). */
  email?: string;
  /**
   * Where to go after signing in. Written into the URL's `next` parameter, which the shell's
   * `navigateAfterLogin()` reads (validated there as a same-origin path).
   */
  next?: string;
}

export interface AuthModalApi {
  view: AuthView | null;
  email: string;
  open(view: AuthView, options?: OpenAuthOptions): void;
  close(): void;
}

export const AuthModalContext = createContext<AuthModalApi | null>(null);

/** Opens and closes the account modals from anywhere in the site (top bar, hero, pricing…). */
export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return api;
}

/** Modals a page can be opened with: `?auth=login|signup|reset` (the shell's arrival convention). */
export function arrivalView(search: string): AuthView | null {
  const value = new URLSearchParams(search).get('auth');
  return value === 'login' || value === 'signup' || value === 'reset' ? value : null;
}
