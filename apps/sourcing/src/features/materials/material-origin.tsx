import type { TMaterial } from '@app/sdk';
import { Badge } from '@app/ui';
import { useTranslation } from 'react-i18next';

/** Where a row came from: extracted by AI or added by hand. */
export function MaterialOrigin({ material }: { material: TMaterial }) {
  const { t } = useTranslation('sourcing');
  return <Badge tone={material.source === 'manual' ? 'neutral' : 'info'}>{t(`materials.origin.${material.source}`)}</Badge>;
}
