import '../zod-config';
import { PublicProviders, type PublicProvidersProps } from './public-providers';
import { QueryProvider } from './query-provider';

export type AppProvidersProps = PublicProvidersProps;

/**
 * Everything an app needs around its router: data client, translations (waited for before the
 * first render), theme, toasts, the crash screen, the install prompt, session restore on load
 * and the arrival toasts. Mount once, at the root of the app.
 */
export function AppProviders({ children, ...props }: AppProvidersProps) {
  return (
    <PublicProviders {...props}>
      <QueryProvider>{children}</QueryProvider>
    </PublicProviders>
  );
}
