import { formatNumber } from '@app/i18n';
import { Card, EmptyState } from '@app/ui';
import { Building2, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentStat } from './usage-rules';

const icons = { urban_planning: Building2, sourcing_agent: Truck } as const;

/** One card per metered agent: tokens, share of the period's total and operation count. */
export function AgentCards({ agents }: { agents: readonly AgentStat[] }) {
  const { t } = useTranslation('usage');
  return (
    <section className="ab-stack" aria-labelledby="ab-agents-title">
      <h2 id="ab-agents-title" className="ab-section-title">
        {t('agents.title')}
      </h2>
      {agents.length === 0 ? (
        <EmptyState title={t('empty.noAgentData')} headingLevel={3} />
      ) : (
        <div className="ab-grid">
          {agents.map((agent) => {
            const Icon = icons[agent.name];
            return (
              <Card
                key={agent.name}
                as="article"
                aria-label={t(`agents.${agent.name}.name`)}
                className={`ab-agent ab-agent--${agent.name}`}
                title={
                  <span className="ab-row">
                    <Icon aria-hidden className="ab-agent__icon" />
                    {t(`agents.${agent.name}.name`)}
                  </span>
                }
                description={t(`agents.${agent.name}.description`)}
              >
                <p className="ab-agent__tokens">{t('agents.tokens', { count: agent.totalTokens, formatted: formatNumber(agent.totalTokens) })}</p>
                <p className="ab-muted">
                  {t('agents.share', { percent: agent.percentage })} · {t('agents.operations', { count: agent.operationCount })}
                </p>
              </Card>
            );
          })}
        </div>
      )}
    </section>
  );
}
