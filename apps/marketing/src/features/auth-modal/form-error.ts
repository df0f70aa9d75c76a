import englishAuth from '@app/i18n/locales/en/auth.json';
import { ApiError, errorText } from '@app/sdk';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** `auth:errors.*` defaults of the actions (spec part 1, section 8). */
export type FailureKey = 'loginFailed' | 'registrationFailed' | 'verificationFailed' | 'resendFailed' | 'sendResetFailed' | 'resetFailed';

/**
 * The text shown inside a form after a failed call — the same words as the shell's toast: no
 * response → the network error; else the server's message (translated when it is one of the
 * spec's known texts, which the English `auth:errors` catalogue holds — imported here, since a
 * Gujarati or Hindi page does not load the English catalogues); else the default.
 */
export function useFormErrorText() {
  const { t } = useTranslation('auth');
  return useCallback(
    (error: unknown, failure: FailureKey): string => {
      const fallback = t(`errors.${failure}`);
      if (!(error instanceof ApiError)) return fallback;
      if (error.code === 'network' || error.code === 'timeout') return t('errors:network');
      const message = errorText(error.body, fallback);
      const key = Object.entries(englishAuth.errors).find(([, value]) => value === message)?.[0];
      return key ? t(`errors.${key}`) : message;
    },
    [t],
  );
}

/** The server's answer to a login before the e-mail is verified. */
export function isUnverifiedError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'email_not_verified';
}

/** An account with this e-mail (or phone number) already exists. */
export function isAccountExistsError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'conflict';
}
