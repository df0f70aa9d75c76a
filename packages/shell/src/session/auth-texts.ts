import { ApiError, errorText } from '@app/sdk';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n } from 'react-i18next';

/**
 * The i18n instance with the `auth` and `errors` catalogues loaded. Loaded on demand: an app
 * that never signs anyone in (or out) does not download the auth texts.
 */
export async function authTexts(): Promise<{ t: TFunction; i18n: I18n | undefined }> {
  const i18n = getI18n() as I18n | undefined;
  if (!i18n) return { t: ((key: string, options?: { defaultValue?: string }) => options?.defaultValue ?? key) as TFunction, i18n };
  await i18n.loadNamespaces(['auth', 'errors']);
  return { t: i18n.t.bind(i18n) as TFunction, i18n };
}

/**
 * The server sends the spec's English texts ('Invalid email or password'). When one of them is
 * in the English `auth:errors` catalogue, show its translation in the current language.
 */
export function translateServerMessage(message: string, i18n: I18n | undefined): string {
  const english = i18n?.getResourceBundle('en', 'auth') as { errors?: Record<string, unknown> } | undefined;
  const key = Object.entries(english?.errors ?? {}).find(([, value]) => value === message)?.[0];
  return key && i18n ? i18n.t(`auth:errors.${key}`) : message;
}

/**
 * The text of a failed auth call: no response at all → the network error; else the server's
 * message (message, then detail); else the action's default ('Login failed. Please try again.').
 */
export function authErrorMessage(error: unknown, fallback: string, t: TFunction, i18n: I18n | undefined): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return t('errors:network');
  return translateServerMessage(errorText(error.body, fallback), i18n);
}
