import type { TRegisterRequest, TUser } from '@app/sdk';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import type { AuthActions } from './auth-actions';

export type { AuthActions };

/**
 * The account actions (login, register, verify, resend, forgot/reset password, logout, Google) with the
 * spec's toasts. Their code, and the API client with its schemas, load on first use: a page
 * that only shows a Login button does not carry them in its first download. Without a data
 * client above (the public site's pages) there is no cached data to clear on logout.
 */
export function useAuth(): AuthActions {
  const queryClient = useContext(QueryClientContext);
  return useMemo(() => lazyAuthActions(queryClient), [queryClient]);
}

function lazyAuthActions(queryClient: QueryClient | undefined): AuthActions {
  let actions: Promise<AuthActions> | undefined;
  const load = () => (actions ??= import('./auth-actions').then((m) => m.pageAuthActions(queryClient)));
  return {
    login: async (email: string, password: string): Promise<TUser> => (await load()).login(email, password),
    register: async (input: TRegisterRequest) => (await load()).register(input),
    verifyEmail: async (email: string, code: string): Promise<TUser> => (await load()).verifyEmail(email, code),
    resendCode: async (email: string) => (await load()).resendCode(email),
    forgotPassword: async (email: string) => (await load()).forgotPassword(email),
    resetPassword: async (input) => (await load()).resetPassword(input),
    logout: async () => (await load()).logout(),
    oauthProviders: async () => (await load()).oauthProviders(),
    googleSignIn: async (idToken: string): Promise<TUser> => (await load()).googleSignIn(idToken),
  };
}
