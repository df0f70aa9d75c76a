import { formatDate } from '@app/i18n';
import { Badge } from '@app/ui';
import { useTranslation } from 'react-i18next';

/** 'Quote requested 5 Mar 2026' on a vendor once a request for quotation went to it. */
export function QuoteRequested({ at }: { at: string }) {
  const { t, i18n } = useTranslation('quotes');
  return <Badge tone="info">{t('vendor.quoteRequested', { date: formatDate(at, i18n.language) })}</Badge>;
}
