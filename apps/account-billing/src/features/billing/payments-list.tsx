import type { TPaymentRecord } from '@app/sdk';
import { formatDate, formatInr } from '@app/i18n';
import { Badge, Button, EmptyState, type BadgeTone } from '@app/ui';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const tones: Record<TPaymentRecord['status'], BadgeTone> = { paid: 'success', created: 'neutral', failed: 'danger' };

export interface PaymentsListProps {
  payments: readonly TPaymentRecord[];
  downloading: string | null;
  onDownload: (payment: TPaymentRecord) => void;
}

/** Past payments, newest first, each paid one with its GST tax invoice to download. */
export function PaymentsList({ payments, downloading, onDownload }: PaymentsListProps) {
  const { t, i18n } = useTranslation('billing');
  return (
    <section className="ab-stack" aria-labelledby="ab-payments-title">
      <h2 id="ab-payments-title" className="ab-section-title">
        {t('payments.title')}
      </h2>
      {payments.length === 0 ? (
        <EmptyState title={t('payments.empty')} headingLevel={3} />
      ) : (
        <div className="ab-table-scroll">
          <table className="ab-table">
            <thead>
              <tr>
                <th scope="col">{t('payments.columns.date')}</th>
                <th scope="col">{t('payments.columns.item')}</th>
                <th scope="col">{t('payments.columns.amount')}</th>
                <th scope="col">{t('payments.columns.status')}</th>
                <th scope="col">{t('payments.columns.invoice')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.order_id}>
                  <td>{formatDate(payment.paid_at ?? payment.created_at, i18n.language)}</td>
                  <td>
                    {payment.plan_name}
                    {payment.sandbox && (
                      <>
                        {' '}
                        <Badge tone="warning">{t('payments.sandbox')}</Badge>
                      </>
                    )}
                  </td>
                  <td className="ab-num">{formatInr(payment.amount_inr)}</td>
                  <td>
                    <Badge tone={tones[payment.status]}>{t(`payments.status.${payment.status}`)}</Badge>
                  </td>
                  <td>
                    {payment.status === 'paid' && payment.invoice_number ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        leftIcon={<Download aria-hidden />}
                        loading={downloading === payment.order_id}
                        onClick={() => onDownload(payment)}
                        aria-label={t('payments.downloadInvoice', { number: payment.invoice_number })}
                      >
                        {payment.invoice_number}
                      </Button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
