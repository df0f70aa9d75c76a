import { InstallPrompt, Spinner, Toaster, initTheme, startInstallOfferCapture } from '@app/ui';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from './app-error-boundary';
import { ArrivalToasts } from './arrival-toasts';
import { BootSpinner } from './boot-spinner';
import { loadI18n } from './load-i18n';
import { ServiceWorkerUpdates } from './service-worker-updates';
import { useSessionRuntime } from './use-session-runtime';

export interface PublicProvidersProps {
  /** The app's i18n namespaces; `shell`, `errors`, `ui` and `common` are always added. */
  namespaces: string[];
  /** Translations loaded before rendering (`loadI18n`): a prerendered page hydrates at once. */
  i18n?: I18n;
  children: ReactNode;
}

// The theme is applied to <html> before anything renders, so there is no light flash in dark mode;
// the browser's install offer is listened for from now on, not from when the prompt mounts.
if (typeof document !== 'undefined') {
  initTheme();
  startInstallOfferCapture();
}

/**
 * AppProviders without the data client: translations (waited for before the first render),
 * theme, toasts, the crash screen, the install prompt, session restore on load and the arrival
 * toasts. The public site mounts this and adds `QueryProvider` only where it shows server data.
 */
export function PublicProviders({ namespaces, i18n: preloaded, children }: PublicProvidersProps) {
  const [i18n, setI18n] = useState<I18n | null>(preloaded ?? null);
  const namespaceKey = namespaces.join(',');

  useEffect(() => {
    if (preloaded) return;
    let active = true;
    loadI18n(namespaceKey ? namespaceKey.split(',') : []).then(
      (instance) => active && setI18n(instance),
      (error: unknown) => console.error('[shell] could not load the translations', error),
    );
    return () => {
      active = false;
    };
  }, [namespaceKey, preloaded]);

  // The session is restored while the translations load (its code is a chunk of its own).
  useSessionRuntime();

  if (!i18n) return <BootSpinner />;
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        {/* Lazy routes and late namespaces suspend here unless the app has its own fallback. */}
        <Suspense fallback={<Spinner size="lg" fullScreen />}>{children}</Suspense>
      </AppErrorBoundary>
      <Toaster />
      <InstallPrompt />
      <ServiceWorkerUpdates />
      <ArrivalToasts />
    </I18nextProvider>
  );
}
