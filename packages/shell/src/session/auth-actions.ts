import { authContract, type Client, type TOAuthProvidersResponse, type TRegisterRequest, type TUser } from '@app/sdk';
import { toast } from '@app/ui';
import type { QueryClient } from '@tanstack/react-query';
import { isPublicPath } from '../navigation/public-paths';
import { fullNavigate } from '../navigation/navigate';
import { flashToast, successToast } from '../providers/flash-toast';
import { sdk } from '../sdk';
import { authErrorMessage, authTexts } from './auth-texts';
import { endServerSession } from './end-server-session';
import { sessionErrorAtom, setSignedIn, setSignedOut, shellStore } from './session-atoms';

export interface AuthActions {
  login(email: string, password: string): Promise<TUser>;
  register(input: TRegisterRequest): Promise<{ email: string }>;
  verifyEmail(email: string, code: string): Promise<TUser>;
  resendCode(email: string): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  resetPassword(input: { email: string; code: string; newPassword: string }): Promise<void>;
  logout(): Promise<void>;
  /** The third-party sign-ins the server has enabled (Google when `GOOGLE_CLIENT_ID` is set). */
  oauthProviders(): Promise<TOAuthProvidersResponse['providers']>;
  /** Signs in with the ID token Google's button hands back. */
  googleSignIn(idToken: string): Promise<TUser>;
}

/** `auth:success.*` and `auth:errors.*` keys of the spec's toasts. */
type SuccessKey = 'login' | 'registration' | 'verified' | 'codeResent' | 'resetCodeSent' | 'passwordReset';
type FailureKey = 'loginFailed' | 'registrationFailed' | 'verificationFailed' | 'resendFailed' | 'sendResetFailed' | 'resetFailed';

/**
 * The account actions with the spec's toasts. A failure toasts the server's message (else the
 * spec's default), stores it as the session error, and rejects with the ApiError so the form can
 * react (e.g. offer 'Click here to login instead').
 */
export function createAuthActions(client: Client, queryClient?: QueryClient, store = shellStore): AuthActions {
  async function attempt<T>(failure: FailureKey, success: SuccessKey, run: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await run();
    } catch (error) {
      const { t, i18n } = await authTexts();
      const message = authErrorMessage(error, t(`auth:errors.${failure}`), t, i18n);
      store.set(sessionErrorAtom, message);
      toast.error(message);
      throw error;
    }
    store.set(sessionErrorAtom, null);
    const { t } = await authTexts();
    successToast(t(`auth:success.${success}`));
    return result;
  }

  /** Login and verify-email answer tokens + user: keep the tokens in memory, mark signed in. */
  async function signIn(response: Parameters<Client['session']['set']>[0] & { user: TUser }): Promise<TUser> {
    await client.session.set(response);
    setSignedIn(response.user, store);
    return response.user;
  }

  // Asked once per page: the server's configuration does not change under it.
  let providers: Promise<TOAuthProvidersResponse['providers']> | null = null;

  return {
    login: (email, password) =>
      attempt('loginFailed', 'login', async () => signIn(await client.call(authContract.login, { body: { email, password } }))),

    register: (input) =>
      attempt('registrationFailed', 'registration', async () => {
        // Registration leaves the user signed out until the e-mail is verified.
        const { email } = await client.call(authContract.register, { body: input });
        return { email };
      }),

    verifyEmail: (email, code) =>
      attempt('verificationFailed', 'verified', async () =>
        signIn(await client.call(authContract.verifyEmail, { body: { email, code } })),
      ),

    resendCode: (email) =>
      attempt('resendFailed', 'codeResent', async () => {
        await client.call(authContract.resendOtp, { body: { email } });
      }),

    forgotPassword: (email) =>
      attempt('sendResetFailed', 'resetCodeSent', async () => {
        await client.call(authContract.forgotPassword, { body: { email } });
      }),

    resetPassword: ({ email, code, newPassword }) =>
      attempt('resetFailed', 'passwordReset', async () => {
        await client.call(authContract.resetPassword, { body: { email, reset_code: code, new_password: newPassword } });
      }),

    oauthProviders() {
      providers ??= client.call(authContract.oauthProviders, {}).then(
        (response) => response.providers,
        (error: unknown) => {
          providers = null; // a network blip must not hide the button for good
          throw error;
        },
      );
      return providers;
    },

    googleSignIn: (idToken) =>
      attempt('loginFailed', 'login', async () => signIn(await client.call(authContract.google, { body: { id_token: idToken } }))),

    async logout() {
      await endServerSession(client, 'logout');
      const { t } = await authTexts();
      const message = t('auth:success.logout');
      // A protected page cannot stay open signed out: go to the landing page and toast there.
      // Navigating first keeps RequireAuth from sending the user to the login modal instead.
      const leave = typeof window !== 'undefined' && !isPublicPath(window.location.pathname);
      if (leave) {
        flashToast('success', message);
        fullNavigate('/');
      }
      await client.session.clear();
      setSignedOut(store);
      store.set(sessionErrorAtom, null);
      queryClient?.clear(); // the next user of this page must not see cached data
      if (!leave) toast.success(message);
    },
  };
}

/** The actions on the page's client (loaded on first use by `useAuth`). */
export function pageAuthActions(queryClient?: QueryClient): AuthActions {
  return createAuthActions(sdk, queryClient);
}
