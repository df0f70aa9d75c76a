import { hasPersistedSession, loadI18n } from '@app/shell';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { SiteRoot, SITE_NAMESPACES } from './site-root';

export interface StartOptions {
  /** Runs right before React takes the page over (the first script puts its markup back). */
  beforeRender?: () => void;
}

/**
 * The React app: translations, then hydrate the prerendered page (or render afresh). Rejects when
 * the translations cannot load, so the first script stops holding the visitor's presses.
 */
export function startApp(root: HTMLElement, { beforeRender }: StartOptions = {}): Promise<void> {
  return loadI18n(SITE_NAMESPACES).then((i18n) => {
    const app = (
      <SiteRoot i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SiteRoot>
    );
    beforeRender?.();
    // A prerendered page is the signed-out page in one language: hydrate it when that is what
    // this visitor sees, otherwise (kept session, another language) render afresh.
    const prerendered = root.dataset.prerendered;
    if (prerendered && prerendered === i18n.resolvedLanguage && !hasPersistedSession()) {
      hydrateRoot(root, app);
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}
