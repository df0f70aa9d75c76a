import type { TUsageOperation } from '@app/sdk';
import { formatNumber } from '@app/i18n';
import { useTranslation } from 'react-i18next';

/** Keys the server documents, in reading order; anything else an engine adds follows as is. */
const KNOWN_KEYS = ['input_tokens', 'output_tokens', 'from_quota', 'from_purchased'] as const;

/** How an operation's tokens were counted and which grant paid for them (plan quota or packs). */
export function CostBreakdown({ breakdown, paidBy }: { breakdown: TUsageOperation['cost_breakdown']; paidBy: TUsageOperation['paid_by'] }) {
  const { t } = useTranslation('usage');
  const known = KNOWN_KEYS.filter((key) => breakdown[key] !== undefined);
  const others = Object.keys(breakdown).filter((key) => !(KNOWN_KEYS as readonly string[]).includes(key));
  const rows = [
    ...known.map((key) => ({ key, label: t(`breakdown.${key}`) })),
    ...others.map((key) => ({ key, label: key.replaceAll('_', ' ') })),
  ];
  if (rows.length === 0 && paidBy.length === 0) return <p className="ab-muted">{t('breakdown.none')}</p>;
  return (
    <>
      {paidBy.length > 0 && (
        <>
          <p className="ab-muted">{t('breakdown.paidBy')}</p>
          <ul className="ab-paid-by">
            {paidBy.map((share, index) => (
              <li key={`${share.grant}-${index}`} data-grant={share.grant}>
                {share.label}: {t('agents.tokens', { count: share.tokens, formatted: formatNumber(share.tokens) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <dl className="ab-breakdown">
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{formatNumber(breakdown[row.key] ?? 0, { maximumFractionDigits: 4 })}</dd>
        </div>
      ))}
      </dl>
    </>
  );
}
