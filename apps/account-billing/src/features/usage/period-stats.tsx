import { formatDate, formatNumber } from '@app/i18n';
import { Card } from '@app/ui';
import { useTranslation } from 'react-i18next';
import type { PeriodStats as TPeriodStats } from './usage-rules';

/** Average daily usage, the peak day and the days left until the quota resets. */
export function PeriodStats({ stats }: { stats: TPeriodStats }) {
  const { t, i18n } = useTranslation('usage');
  return (
    <Card as="section" headingLevel={2} title={t('period.title', { days: stats.daysInPeriod })}>
      <dl className="ab-stats">
        <div>
          <dt>{t('period.averageDaily')}</dt>
          <dd>{t('agents.tokens', { count: stats.avgDailyUsage, formatted: formatNumber(stats.avgDailyUsage) })}</dd>
        </div>
        <div>
          <dt>{t('period.peakDay')}</dt>
          <dd>
            {stats.peakDayDate ? (
              <>
                {t('agents.tokens', { count: stats.peakDayUsage, formatted: formatNumber(stats.peakDayUsage) })}{' '}
                <span className="ab-muted">{t('period.peakDayOn', { date: formatDate(`${stats.peakDayDate}T00:00:00Z`, i18n.language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) })}</span>
              </>
            ) : (
              t('period.notAvailable')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('period.daysRemaining')}</dt>
          <dd>{t('period.daysUntilReset', { count: stats.daysRemaining })}</dd>
        </div>
      </dl>
    </Card>
  );
}
