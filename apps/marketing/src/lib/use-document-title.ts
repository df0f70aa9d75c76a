import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · Gujarat Build Assist" (just the brand when no page title). */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation('common');
  const brand = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
