import { EmptyState } from '@app/ui';
import { Construction, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** AI Search until vendor discovery lands: the empty search history. */
export function AiSearchTab() {
  const { t } = useTranslation('vendors');
  return <EmptyState icon={<History />} title={t('sessions.emptyTitle')} text={t('sessions.emptyDescription')} />;
}

/** Price Comparison and Communication: 'Coming Soon / This feature is under development. Stay tuned!'. */
export function ComingSoonTab() {
  const { t } = useTranslation('sourcing');
  return <EmptyState icon={<Construction />} title={t('detail.comingSoon.title')} text={t('detail.comingSoon.description')} />;
}
