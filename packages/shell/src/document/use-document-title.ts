import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> — <app name>" while the page is shown (the app name alone without a page). */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = page ? `${page} — ${appName}` : appName;
  }, [page, appName]);
}
