import type { TVendorStats } from '@app/sdk';
import { formatNumber } from '@app/i18n';
import { Badge, Card } from '@app/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { scorePercent } from './vendor-display';

// Both are memoised: the stats do not change with the filter bar, which re-renders the tab.

/** Counts, risk bands and averages of the project's vendors. */
export const VendorStatsPanel = memo(function VendorStatsPanel({ stats }: { stats: TVendorStats }) {
  const { t } = useTranslation('vendors');
  const facts: [string, string][] = [
    [t('stats.totalVendors'), formatNumber(stats.total_vendors)],
    [t('stats.averageSuitability'), `${scorePercent(stats.average_suitability)}%`],
    [t('stats.averageTrust'), `${scorePercent(stats.average_trust)}%`],
    [t('stats.quotesReceived'), formatNumber(stats.quotes_received)],
    [t('stats.categoriesCovered'), formatNumber(stats.by_category.filter((c) => c.count > 0).length)],
  ];
  return (
    <Card as="section" aria-label={t('stats.title')} className="sr-vendor-stats" title={t('stats.title')} headingLevel={2}>
      <dl className="sr-vendor-stats__grid">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="sr-vendor-stats__risk">
        <Badge tone="success">{t('stats.riskCount', { risk: t('risk.low'), count: stats.by_risk.low })}</Badge>
        <Badge tone="warning">{t('stats.riskCount', { risk: t('risk.medium'), count: stats.by_risk.medium })}</Badge>
        <Badge tone="danger">{t('stats.riskCount', { risk: t('risk.high'), count: stats.by_risk.high })}</Badge>
      </p>
    </Card>
  );
});

/** The estimated savings, labelled as an estimate with how it was made, and the best value per category. */
export const SavingsCard = memo(function SavingsCard({ stats }: { stats: TVendorStats }) {
  const { t } = useTranslation('vendors');
  const savings = stats.estimated_savings;
  return (
    <Card
      as="section"
      className="sr-savings"
      aria-label={t('savings.title')}
      title={t('savings.title')}
      headingLevel={2}
      actions={<Badge tone="info">{t('savings.estimate')}</Badge>}
      description={savings.basis}
    >
      {/* Without a budget the figure is already the percentage ('12%'): it is not repeated. */}
      <p className="sr-savings__value">{savings.amount === null ? savings.formatted : t('savings.value', { amount: savings.formatted, percent: savings.percentage.toFixed(0) })}</p>
      {stats.best_value_items.length > 0 && (
        <>
          <h3 className="sr-savings__subtitle">{t('savings.bestValue')}</h3>
          <ul className="sr-savings__items">
            {stats.best_value_items.map((item) => (
              <li key={item.category}>
                {t(`sourcing:categories.${item.category}`)}: {item.vendor_name} ({t('vendor.suitability', { score: scorePercent(item.suitability_score) })})
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
});
