import { USD_TO_INR, type TDiscoveryEstimate, type TDiscoveryRequest } from '@app/sdk';
import { formatInr, formatNumber } from '@app/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from './use-debounced-value';

/** The spec: the estimate is recalculated 500 ms after a change of selection, radius or count. */
export const ESTIMATE_DEBOUNCE_MS = 500;

export type EstimateDiscovery = (request: TDiscoveryRequest, signal: AbortSignal) => Promise<TDiscoveryEstimate>;

/** The estimate of the request as it stood 500 ms ago; null while none is known. */
function useEstimate(request: TDiscoveryRequest | null, estimate: EstimateDiscovery) {
  // Compared by value: a new object with the same criteria is no change.
  const key = useDebouncedValue(request ? JSON.stringify(request) : null, ESTIMATE_DEBOUNCE_MS);
  const [result, setResult] = useState<{ key: string; value: TDiscoveryEstimate } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    estimate(JSON.parse(key) as TDiscoveryRequest, controller.signal)
      .then((value) => setResult({ key, value }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[sourcing] could not estimate discovery', error);
      });
    return () => controller.abort();
  }, [key, estimate]);
  return { estimate: result?.value ?? null, pending: request !== null && result?.key !== JSON.stringify(request) };
}

/** Estimated vendors, time, tokens ("About 450 tokens": what the start holds) and cost (US dollars × 83 as rupees). */
export function DiscoveryEstimate({ request, estimate }: { request: TDiscoveryRequest | null; estimate: EstimateDiscovery }) {
  const { t } = useTranslation('vendors');
  const { estimate: value, pending } = useEstimate(request, estimate);
  if (!request) return null;
  return (
    <section className="sr-estimate" aria-label={t('discovery.estimate.title')} aria-busy={pending}>
      <h3 className="sr-estimate__title">
        {t('discovery.estimate.title')}
        {pending && <span className="sr-estimate__pending"> · {t('discovery.estimate.calculating')}</span>}
      </h3>
      {value && (
        <dl className="sr-estimate__grid">
          <div>
            <dt>{t('discovery.estimate.vendors')}</dt>
            <dd>{formatNumber(value.estimated_vendors)}</dd>
          </div>
          <div>
            <dt>{t('discovery.estimate.time')}</dt>
            <dd>{value.estimated_time_display}</dd>
          </div>
          <div>
            <dt>{t('discovery.estimate.tokens')}</dt>
            <dd>{t('discovery.estimate.tokensAbout', { value: formatNumber(value.total_tokens) })}</dd>
          </div>
          <div>
            <dt>{t('discovery.estimate.cost')}</dt>
            <dd>{formatInr(value.estimated_cost * USD_TO_INR)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
