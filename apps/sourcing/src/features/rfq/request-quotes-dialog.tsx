import { sdk } from '@app/shell';
import { sourcingContract, type TRfq, type TVendor } from '@app/sdk';
import { Badge, Button, Dialog, FormFooter, Input } from '@app/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, projectQuery, sourcingKeys } from '../../data/queries';
import { RfqResult } from './rfq-result';
import './rfq.css';

export interface RequestQuotesDialogProps {
  projectId: number;
  vendors: TVendor[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onSent(rfq: TRfq): void;
}

/**
 * Requests quotes from the chosen vendors: shows who can be e-mailed or messaged, takes the
 * required-by date (the project's by default) and a note, sends, then shows how the request
 * reached each vendor with WhatsApp links and the PDF.
 */
export function RequestQuotesDialog(props: RequestQuotesDialogProps) {
  // Mounted per opening: each opening starts a new request from the project's date.
  return props.open ? <RequestQuotesFlow {...props} /> : null;
}

function RequestQuotesFlow({ projectId, vendors, open, onOpenChange, onSent }: RequestQuotesDialogProps) {
  const { t } = useTranslation('quotes');
  const queryClient = useQueryClient();
  // The project page has the project cached; its date is the default.
  const project = useQuery(projectQuery(projectId)).data;
  const [requiredBy, setRequiredBy] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<TRfq | null>(null);
  const date = requiredBy ?? project?.required_by_date ?? '';

  const withoutEmail = vendors.filter((v) => !v.email).length;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const rfq = await sdk.call(sourcingContract.requestQuotes, {
        params: { id: projectId },
        body: {
          vendor_ids: vendors.map((v) => v.id),
          ...(note.trim() ? { message: note.trim() } : {}),
          ...(date ? { required_by_date: date } : {}),
        },
      });
      setSent(rfq);
      // The vendors now show 'Quote requested'.
      void queryClient.invalidateQueries({ queryKey: sourcingKeys.project(projectId) });
      onSent(rfq);
    } catch (failure) {
      console.warn('[sourcing] request for quotation failed', failure);
      setError(failureText(failure, t('dialog.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange} title={t('result.title')} size="lg" footer={<Button onClick={() => onOpenChange(false)}>{t('result.done')}</Button>}>
        <RfqResult rfq={sent} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={t('dialog.description')}
      size="lg"
      footer={
        <FormFooter
          form="sr-request-quotes"
          cancelLabel={t('dialog.cancel')}
          onCancel={() => onOpenChange(false)}
          submitLabel={t('dialog.send')}
          pendingLabel={t('dialog.sending')}
          pending={sending}
          disabled={vendors.length === 0}
        />
      }
    >
      <form id="sr-request-quotes" className="sr-rfq" noValidate onSubmit={(event) => void send(event)}>
        <p className="sr-rfq__count">{t('dialog.vendors', { count: vendors.length })}</p>
        <ul className="sr-rfq__vendors">
          {vendors.map((v) => (
            <li key={v.id} className="sr-rfq__vendor">
              <span className="sr-rfq__vendor-name">{v.vendor_name}</span>
              {!v.email && <Badge tone="warning">{t('dialog.noEmail')}</Badge>}
              {!v.contact_number && <Badge tone="warning">{t('dialog.noPhone')}</Badge>}
            </li>
          ))}
        </ul>
        {withoutEmail > 0 && <p className="sr-rfq__warning">{t('dialog.missingEmail', { count: withoutEmail })}</p>}
        <Input label={t('dialog.requiredBy')} type="date" value={date} onChange={(e) => setRequiredBy(e.target.value)} />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="sr-rfq-note">
            {t('dialog.note')}
          </label>
          <textarea
            id="sr-rfq-note"
            className="ui-control"
            rows={3}
            maxLength={2000}
            placeholder={t('dialog.notePlaceholder')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {error && (
          <p className="sr-rfq__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
