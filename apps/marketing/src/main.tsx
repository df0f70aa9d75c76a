import '@app/ui/styles.css';
import '@app/i18n/fonts.css';
import './styles/site.css';
import './styles/blocks.css';
import { hasPersistedSession, loadI18n } from '@app/shell';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { SiteRoot, SITE_NAMESPACES } from './site-root';

const root = document.getElementById('root');
if (root) {
  loadI18n(SITE_NAMESPACES).then(
    (i18n) => {
      const app = (
        <SiteRoot i18n={i18n}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SiteRoot>
      );
      // A prerendered page is the signed-out page in one language: hydrate it when that is what
      // this visitor sees, otherwise (kept session, another language) render afresh.
      const prerendered = root.dataset.prerendered;
      if (prerendered && prerendered === i18n.resolvedLanguage && !hasPersistedSession()) {
        hydrateRoot(root, app);
      } else {
        root.replaceChildren();
        createRoot(root).render(app);
      }
    },
    (error: unknown) => console.error('[marketing] could not load the translations', error),
  );
}
