import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../features/pages/upcoming-page';

/** /sourcing/app: the new-project form ships later in this release. */
export function NewProjectRoute() {
  const { t } = useTranslation('sourcing');
  return <UpcomingPage title={t('newProject.title')} description={t('upcoming.newProject')} />;
}
