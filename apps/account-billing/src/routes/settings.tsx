import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../features/pages/pages.css';
import { useDocumentTitle } from '@app/shell';

/** /settings: a placeholder (spec part 1: 'Settings functionality coming soon!'). */
export default function SettingsRoute() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('settings.title'));
  return (
    <div className="ab-placeholder">
      <Settings aria-hidden className="ab-placeholder__icon" />
      <h1 className="ab-placeholder__title">{t('settings.title')}</h1>
      <p className="ab-placeholder__text">{t('settings.comingSoon')}</p>
    </div>
  );
}
