import type { TPaymentRecord } from '@app/sdk';
import { formatDate, formatInr } from '@app/i18n';
import { Badge, Button, EmptyState, type BadgeTone } from '@app/ui';
import { Download, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const tones: Record<TPaymentRecord['status'], BadgeTone> = {
  paid: 'success',
  created: 'neutral',
  failed: 'danger',
  cancelled: 'neutral',
  expired: 'warning',
};

export interface PaymentsListProps {
  payments: readonly TPaymentRecord[];
  downloading: string | null;
  onDownload: (payment: TPaymentRecord) => void;
  /** Opens checkout again for a pending order. */
  onResume: (payment: TPaymentRecord) => void;
  /** Hides an unpaid order from the list. */
  onDismiss: (payment: TPaymentRecord) => void;
  /** The order a resume or dismiss is working on. */
  acting: string | null;
}

/**
 * Past payments, newest first: each paid one with its GST tax invoice to download, a pending one
 * with Resume, and every unpaid one (pending, cancelled, failed, expired) with Dismiss. On a phone
 * the rows become cards (`ab-table--cards`, each cell labelled by its column).
 */
export function PaymentsList({ payments, downloading, onDownload, onResume, onDismiss, acting }: PaymentsListProps) {
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
          <table className="ab-table ab-table--cards">
            <thead>
              <tr>
                <th scope="col">{t('payments.columns.date')}</th>
                <th scope="col">{t('payments.columns.item')}</th>
                <th scope="col">{t('payments.columns.amount')}</th>
                <th scope="col">{t('payments.columns.status')}</th>
                <th scope="col">{t('payments.columns.invoice')}</th>
                <th scope="col">
                  <span className="ui-sr-only">{t('payments.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.order_id}>
                  <td data-label={t('payments.columns.date')}>{formatDate(payment.paid_at ?? payment.created_at, i18n.language)}</td>
                  <td data-label={t('payments.columns.item')}>
                    {payment.plan_name}
                    {payment.sandbox && (
                      <>
                        {' '}
                        <Badge tone="warning">{t('payments.sandbox')}</Badge>
                      </>
                    )}
                  </td>
                  <td className="ab-num" data-label={t('payments.columns.amount')}>
                    {formatInr(payment.amount_inr)}
                  </td>
                  <td data-label={t('payments.columns.status')}>
                    <Badge tone={tones[payment.status]}>{t(`payments.status.${payment.status}`)}</Badge>
                  </td>
                  <td data-label={t('payments.columns.invoice')}>
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
                  <td>
                    <div className="ab-table__actions">
                      {payment.status === 'created' && (
                        <Button
                          size="sm"
                          variant="secondary"
                          leftIcon={<RotateCcw aria-hidden />}
                          loading={acting === payment.order_id}
                          onClick={() => onResume(payment)}
                          aria-label={t('payments.resumeLabel', { item: payment.plan_name })}
                        >
                          {t('payments.resume')}
                        </Button>
                      )}
                      {payment.status !== 'paid' && (
                        <Button
                          size="sm"
                          variant="ghost"
                          leftIcon={<X aria-hidden />}
                          disabled={acting === payment.order_id}
                          onClick={() => onDismiss(payment)}
                          aria-label={t('payments.dismissLabel', { item: payment.plan_name })}
                        >
                          {t('payments.dismiss')}
                        </Button>
                      )}
                    </div>
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
