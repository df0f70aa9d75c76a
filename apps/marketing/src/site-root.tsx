import { PublicProviders, type PublicProvidersProps } from '@app/shell';
import { StrictMode, type ReactNode } from 'react';

/** The i18n namespaces of the public site (the shell adds its own). */
export const SITE_NAMESPACES = ['site', 'news', 'auth'];

/**
 * Everything around the site's router, the same for the prerender (Node, static router) and the
 * browser (hydration, browser router), so both render the same markup. No data client: the
 * public pages show no server data (`/feed` adds one), so the landing does not load it.
 */
export function SiteRoot({ i18n, children }: { i18n: PublicProvidersProps['i18n']; children: ReactNode }) {
  return (
    <StrictMode>
      <PublicProviders namespaces={SITE_NAMESPACES} i18n={i18n}>
        {children}
      </PublicProviders>
    </StrictMode>
  );
}
