import type { TDailyUsage } from '@app/sdk';
import { formatDate, formatNumber } from '@app/i18n';
import { useTranslation } from 'react-i18next';

export const AGENTS = ['urban_planning', 'sourcing_agent'] as const;
export const AGENT_COLOURS = { urban_planning: '#2563eb', sourcing_agent: '#d97706' } as const;

/** Which colour is which agent: shown above the chart (outside the lazily loaded visx part). */
export function ChartLegend() {
  const { t } = useTranslation('usage');
  return (
    <ul className="ab-chart-legend" aria-label={t('chart.legend')}>
      {AGENTS.map((agent) => (
        <li key={agent} data-agent={agent}>
          <span className="ab-chart-legend__swatch" style={{ background: AGENT_COLOURS[agent] }} aria-hidden />
          {t(`agents.${agent}.name`)}
        </li>
      ))}
    </ul>
  );
}

/** The tooltip of one day: its date in words and each agent's tokens, formatted. */
export function ChartTooltipContent({ datum }: { datum: TDailyUsage }) {
  const { t, i18n } = useTranslation('usage');
  return (
    <div className="ab-chart-tooltip">
      <strong>{formatDate(`${datum.date}T00:00:00.000Z`, i18n.language)}</strong>
      {AGENTS.map((agent) => (
        <div key={agent}>
          <span className="ab-chart-legend__swatch" style={{ background: AGENT_COLOURS[agent] }} aria-hidden />
          {t(`agents.${agent}.name`)}: {t('agents.tokens', { count: datum[agent], formatted: formatNumber(datum[agent]) })}
        </div>
      ))}
    </div>
  );
}
