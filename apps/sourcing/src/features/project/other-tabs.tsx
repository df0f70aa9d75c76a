import { EmptyState } from '@app/ui';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Price Comparison and Communication: 'Coming Soon / This feature is under development. Stay tuned!'. */
export function ComingSoonTab() {
  const { t } = useTranslation('sourcing');
  return <EmptyState icon={<Construction />} title={t('detail.comingSoon.title')} text={t('detail.comingSoon.description')} />;
}
