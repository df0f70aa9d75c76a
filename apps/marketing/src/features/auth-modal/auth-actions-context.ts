import type { AuthActions } from '@app/shell';
import { createContext, useContext } from 'react';

/**
 * The account actions the forms call: the shell's `useAuth()` in the app, a test double in the
 * component tests (no fake HTTP server needed to drive a form).
 */
export const AuthActionsContext = createContext<AuthActions | null>(null);

export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error('useAuthActions must be used inside <AuthActionsContext.Provider>');
  return actions;
}
