import { Spinner } from '@app/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AuthModalProvider } from '../auth-modal/auth-modal-provider';
import { MarkInteractive } from './mark-interactive';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import './layout.css';

/** Every public page: skip link, top bar, the page, footer, and the account modals. */
export function SiteLayout() {
  const { t } = useTranslation('common');
  useScrollOnNavigate();
  return (
    <AuthModalProvider>
      <a className="mk-skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="mk-main" tabIndex={-1}>
        {/* Lazy pages load here; the top bar and footer stay in place meanwhile. */}
        <Suspense
          fallback={
            <div className="mk-page-loading">
              <Spinner size="lg" />
            </div>
          }
        >
          <Outlet />
          <MarkInteractive />
        </Suspense>
      </main>
      <SiteFooter />
    </AuthModalProvider>
  );
}
