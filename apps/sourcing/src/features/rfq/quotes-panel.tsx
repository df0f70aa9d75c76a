import { formatDate, formatInr } from '@app/i18n';
import type { TRfqList, TRfqRecipient, TVendorQuote } from '@app/sdk';
import { Button } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordQuoteDialog } from './record-quote-dialog';
import { MailState } from './rfq-result';
import { quotesQuery, rfqsQuery } from './rfq-queries';
import './rfq.css';

/** Each vendor asked, once, as its latest request reached it (requests come newest first). */
function askedVendors(list: TRfqList | undefined): (TRfqRecipient & { askedAt: string })[] {
  const seen = new Map<number, TRfqRecipient & { askedAt: string }>();
  for (const rfq of list?.rfqs ?? []) {
    for (const r of rfq.recipients) if (!seen.has(r.vendor_id)) seen.set(r.vendor_id, { ...r, askedAt: rfq.created_at });
  }
  return [...seen.values()];
}

/**
 * The vendors quotes were requested from: how the e-mail stands (queued, sent, failed), the
 * latest quote each sent back, and 'Record quote' to enter one.
 */
export function QuotesPanel({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('quotes');
  const rfqs = useQuery(rfqsQuery(projectId)).data;
  const quotes = useQuery(quotesQuery(projectId)).data?.quotes ?? [];
  const [recording, setRecording] = useState<{ id: number; name: string } | null>(null);
  const asked = askedVendors(rfqs);
  if (asked.length === 0) return null;
  const latestQuote = new Map<number, TVendorQuote>();
  for (const q of quotes) if (!latestQuote.has(q.vendor_id)) latestQuote.set(q.vendor_id, q);

  return (
    <section className="sr-quotes" aria-labelledby="sr-quotes-title">
      <h2 id="sr-quotes-title" className="sr-quotes__title">
        {t('panel.title')}
      </h2>
      <ul className="sr-rfq__vendors">
        {asked.map((r) => {
          const quote = latestQuote.get(r.vendor_id);
          return (
            <li key={r.vendor_id} className="sr-rfq__vendor" data-quote-vendor-id={r.vendor_id}>
              <span className="sr-rfq__vendor-name">{r.vendor_name}</span>
              <span className="sr-quotes__asked">{t('panel.asked', { date: formatDate(r.askedAt, i18n.language) })}</span>
              <MailState recipient={r} />
              {quote && (
                <span className="sr-quotes__amount">
                  {t('panel.quoted', { amount: formatInr(quote.amount_rupees) })}
                  {quote.valid_until ? ` · ${t('panel.validUntil', { date: formatDate(quote.valid_until, i18n.language) })}` : ''}
                </span>
              )}
              <Button size="sm" variant="secondary" onClick={() => setRecording({ id: r.vendor_id, name: r.vendor_name })}>
                {t('panel.record')}
              </Button>
            </li>
          );
        })}
      </ul>
      <RecordQuoteDialog projectId={projectId} vendor={recording} onOpenChange={(open) => open || setRecording(null)} />
    </section>
  );
}
