import type { TUsageOperation } from '@app/sdk';
import { formatNumber } from '@app/i18n';
import { useTranslation } from 'react-i18next';

/** Keys the server documents, in reading order, each with its words; anything else an engine adds follows, humanised. */
const KNOWN_KEYS = [
  'input_tokens',
  'output_tokens',
  'documents_read',
  'materials_found',
  'categories_searched',
  'vendors_saved',
  'from_quota',
  'from_purchased',
] as const;
/** The price the ledger charged at, in paise per 1,000 tokens: shown as a sentence, never as its key. */
const RATE_KEY = 'rate_paise_per_1k';

/** How an operation's tokens were counted and which grant paid for them (plan quota or packs). */
export function CostBreakdown({ breakdown, paidBy }: { breakdown: TUsageOperation['cost_breakdown']; paidBy: TUsageOperation['paid_by'] }) {
  const { t } = useTranslation('usage');
  const known = KNOWN_KEYS.filter((key) => breakdown[key] !== undefined);
  const others = Object.keys(breakdown).filter((key) => key !== RATE_KEY && !(KNOWN_KEYS as readonly string[]).includes(key));
  const rate = breakdown[RATE_KEY];
  const rows = [
    ...known.map((key) => ({ key, label: t(`breakdown.${key}`) })),
    ...others.map((key) => ({ key, label: humanise(key) })),
  ];
  if (rows.length === 0 && paidBy.length === 0 && rate === undefined) return <p className="ab-muted">{t('breakdown.none')}</p>;
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
      {rate !== undefined && (
        <p className="ab-breakdown__rate">{t('breakdown.rate', { rupees: formatNumber(rate / 100, { maximumFractionDigits: 2 }) })}</p>
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

/** `cache_read_tokens` → "Cache read tokens". */
function humanise(key: string): string {
  const words = key.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
