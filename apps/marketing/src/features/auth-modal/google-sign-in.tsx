import { navigateAfterLogin } from '@app/shell';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from './auth-actions-context';
import { useFormErrorText } from './form-error';
import { loadGoogleIdentity } from './google-identity';

interface GoogleSignInProps {
  /** Google words its button "Sign in with" or "Sign up with". */
  mode: 'signin' | 'signup';
  /** Shows a refused sign-in in the form (null clears it). */
  onError: (message: string | null) => void;
}

/**
 * "or" and Google's own button, under the e-mail form — only when the server has Google sign-in
 * enabled (`GET /auth/oauth/providers`). The ID token Google hands back goes to
 * `POST /auth/oauth/google`; success goes on like a login.
 */
export function GoogleSignIn({ mode, onError }: GoogleSignInProps) {
  const { t, i18n } = useTranslation('auth');
  const auth = useAuthActions();
  const failureText = useFormErrorText();
  const [clientId, setClientId] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const language = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    let live = true;
    auth.oauthProviders().then(
      (providers) => live && setClientId(providers.find((provider) => provider.id === 'google')?.client_id ?? null),
      // Without the list the e-mail form still works; the button simply stays away.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [auth]);

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    loadGoogleIdentity().then(
      (google) => {
        const parent = slot.current;
        if (!live || !parent) return;
        google.initialize({
          client_id: clientId,
          context: mode,
          ux_mode: 'popup',
          auto_select: false,
          callback: ({ credential }) => {
            onError(null);
            auth.googleSignIn(credential).then(
              () => navigateAfterLogin(),
              (error: unknown) => onError(failureText(error, 'loginFailed')),
            );
          },
        });
        parent.replaceChildren();
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text: mode === 'signup' ? 'signup_with' : 'signin_with',
          width: Math.min(400, parent.clientWidth || 320),
          locale: language,
        });
      },
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
    };
  }, [auth, clientId, mode, language, onError, failureText]);

  if (!clientId) return null;
  return (
    <div className="mk-auth__oauth">
      <p className="mk-auth__divider">
        <span>{t('login.or')}</span>
      </p>
      {unavailable ? (
        <p className="mk-auth__hint">{t('login.googleUnavailable')}</p>
      ) : (
        <div ref={slot} className="mk-auth__google" data-testid="google-button" />
      )}
    </div>
  );
}
