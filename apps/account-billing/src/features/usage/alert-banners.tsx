import type { TUsageAlert } from '@app/sdk';
import { AlertCircle, AlertTriangle, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/app-link';

const icons = { error: AlertCircle, warning: AlertTriangle, info: Info } as const;
const order = { error: 0, warning: 1, info: 2 } as const;

/** The server's usage alerts, most severe first, each with its optional Take action link. */
export function AlertBanners({ alerts }: { alerts: readonly TUsageAlert[] }) {
  const { t } = useTranslation('usage');
  if (alerts.length === 0) return null;
  const sorted = [...alerts].sort((a, b) => order[a.severity] - order[b.severity]);
  return (
    <section aria-label={t('alerts.label')} className="ab-stack">
      {sorted.map((alert, index) => {
        const Icon = icons[alert.severity];
        return (
          <div key={`${alert.severity}-${index}`} className={`ab-alert ab-alert--${alert.severity}`} role={alert.severity === 'info' ? 'status' : 'alert'}>
            <Icon aria-hidden className="ab-alert__icon" />
            <p className="ab-alert__text">
              <span className="ui-sr-only">{t(`alerts.${alert.severity}`)}: </span>
              {alert.message}
            </p>
            {alert.action_url && (
              <AppLink className="ab-alert__action" href={alert.action_url}>
                {t('alerts.takeAction')}
              </AppLink>
            )}
          </div>
        );
      })}
    </section>
  );
}
