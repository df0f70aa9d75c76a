import { formatNumber } from '@app/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../vendors/use-debounced-value';

/** The price of a description's extraction, as the server states it (what the start will hold). */
export type EstimateDescription = (description: string, signal: AbortSignal) => Promise<number>;

/** The price is asked for once the description has not changed for this long. */
export const DESCRIPTION_PRICE_DEBOUNCE_MS = 500;

/**
 * What creating the project will cost. Without documents the run starts with the project, so its
 * price ("About N tokens") is shown here, from the description as typed; with documents the price
 * is shown on the project page before 'Start Material Extraction', once they are counted.
 */
export function DescriptionPrice({ description, documents, estimate }: { description: string; documents: number; estimate: EstimateDescription }) {
  const { t } = useTranslation('sourcing');
  const text = description.trim();
  const settled = useDebouncedValue(text, DESCRIPTION_PRICE_DEBOUNCE_MS);
  const [price, setPrice] = useState<{ text: string; tokens: number } | null>(null);
  useEffect(() => {
    if (documents > 0 || !settled) return;
    const controller = new AbortController();
    estimate(settled, controller.signal)
      .then((tokens) => setPrice({ text: settled, tokens }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[sourcing] could not price the description', error);
      });
    return () => controller.abort();
  }, [settled, documents, estimate]);

  if (documents > 0) return <p className="ui-field__hint">{t('newProject.priceWithDocuments')}</p>;
  if (!text || price?.text !== text) return null;
  return (
    <p className="ui-field__hint" aria-live="polite">
      {t('newProject.priceDescription', { tokens: formatNumber(price.tokens) })}
    </p>
  );
}
