import { Button, EmptyState } from '@app/ui';
import { Construction, PackageOpen, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Vendors until vendor discovery lands: 'No Materials Yet' without materials, else 'No Vendors Found'. */
export function VendorsTab({ materialsCount, onGoToOverview }: { materialsCount: number; onGoToOverview: () => void }) {
  const { t } = useTranslation('vendors');
  if (materialsCount === 0) {
    return (
      <EmptyState
        icon={<PackageOpen />}
        title={t('noMaterials.title')}
        text={t('noMaterials.description')}
        action={
          <Button variant="secondary" onClick={onGoToOverview}>
            {t('noMaterials.action')}
          </Button>
        }
      />
    );
  }
  return <EmptyState icon={<Store />} title={t('list.emptyTitle')} text={t('list.emptyDescription')} />;
}

/** Price Comparison and Communication: 'Coming Soon / This feature is under development. Stay tuned!'. */
export function ComingSoonTab() {
  const { t } = useTranslation('sourcing');
  return <EmptyState icon={<Construction />} title={t('detail.comingSoon.title')} text={t('detail.comingSoon.description')} />;
}
