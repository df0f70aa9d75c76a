import { formatDate } from '@app/i18n';
import type { TRfq, TRfqRecipient } from '@app/sdk';
import { Badge, Button, buttonClassName, toast } from '@app/ui';
import { Download, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../data/queries';
import { downloadRfqPdf } from './download-pdf';

/** The vendor's e-mail: queued for its job, sent, failed after retries, or none on file. */
export function MailState({ recipient }: { recipient: Pick<TRfqRecipient, 'email_status'> }) {
  const { t } = useTranslation('quotes');
  if (recipient.email_status === 'sent') return <Badge tone="success">{t('result.emailed')}</Badge>;
  if (recipient.email_status === 'queued') return <Badge tone="info">{t('result.emailQueued')}</Badge>;
  if (recipient.email_status === null) return <Badge tone="neutral">{t('result.noEmail')}</Badge>;
  return <Badge tone="danger">{t('result.emailFailed')}</Badge>;
}

/** What happened to a sent request: per vendor the mail state and a WhatsApp link, and the PDF. */
export function RfqResult({ rfq }: { rfq: TRfq }) {
  const { t, i18n } = useTranslation('quotes');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadRfqPdf(rfq.id);
    } catch (error) {
      console.warn('[sourcing] could not download the request PDF', error);
      toast.error(failureText(error, t('result.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="sr-rfq-result">
      <p>{t('result.summary', { date: formatDate(rfq.created_at, i18n.language) })}</p>
      <ul className="sr-rfq__vendors">
        {rfq.recipients.map((r) => (
          <li key={r.vendor_id} className="sr-rfq__vendor">
            <span className="sr-rfq__vendor-name">{r.vendor_name}</span>
            <span className="sr-rfq__line-count">{t('result.lines', { count: r.lines.length })}</span>
            <MailState recipient={r} />
            {r.whatsapp_url && (
              <a
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                href={r.whatsapp_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('result.whatsappLabel', { vendor: r.vendor_name })}
              >
                <MessageCircle aria-hidden /> {t('result.whatsapp')}
              </a>
            )}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
        <Download aria-hidden /> {downloading ? t('result.downloading') : t('result.downloadPdf')}
      </Button>
    </div>
  );
}
