import { sdk } from '@app/shell';
import { rfqLineIndexes, sourcingContract, type TMaterial, type TRfq, type TVendor } from '@app/sdk';
import { Badge, Button, Checkbox, Dialog, FormFooter, Input } from '@app/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, materialsQuery, projectQuery, sourcingKeys } from '../../data/queries';
import { RfqResult } from './rfq-result';
import './rfq.css';

export interface RequestQuotesDialogProps {
  projectId: number;
  vendors: TVendor[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onSent(rfq: TRfq): void;
}

/** The material lines one vendor will be sent: those in the categories it supplies, or all (the API's rule, `rfqLineIndexes`). */
export function linesForVendor(vendor: Pick<TVendor, 'materials_supplied'>, materials: readonly TMaterial[], sendAll: boolean): TMaterial[] {
  return rfqLineIndexes(
    vendor.materials_supplied.map((m) => m.material_category),
    materials,
    sendAll,
  ).flatMap((i) => materials[i] ?? []);
}

/**
 * Requests quotes from the chosen vendors: previews which material lines go to which vendor
 * (those in the categories it supplies, or all with "send all lines"), shows who can be e-mailed
 * or messaged, takes the required-by date (the project's by default) and a note, sends, then
 * shows how the request reached each vendor with WhatsApp links and the PDF.
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
  const materials = useQuery(materialsQuery(projectId)).data;
  const [sendAll, setSendAll] = useState(false);
  const [requiredBy, setRequiredBy] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<TRfq | null>(null);
  const date = requiredBy ?? project?.required_by_date ?? '';

  const withoutEmail = vendors.filter((v) => !v.email).length;
  const plan = vendors.map((v) => ({ vendor: v, lines: materials ? linesForVendor(v, materials, sendAll) : null }));
  // Without materials the server says so (409); otherwise every vendor must get a line.
  const lineless = materials?.length ? plan.filter((p) => p.lines?.length === 0).length : 0;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const rfq = await sdk.call(sourcingContract.requestQuotes, {
        params: { id: projectId },
        body: {
          vendor_ids: vendors.map((v) => v.id),
          send_all_lines: sendAll,
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
          disabled={vendors.length === 0 || lineless > 0}
        />
      }
    >
      <form id="sr-request-quotes" className="sr-rfq" noValidate onSubmit={(event) => void send(event)}>
        <p className="sr-rfq__count">{t('dialog.vendors', { count: vendors.length })}</p>
        <Checkbox label={t('dialog.sendAll')} checked={sendAll} onCheckedChange={(checked) => setSendAll(checked === true)} />
        <section className="sr-rfq__preview" aria-label={t('dialog.preview')}>
          <h3 className="sr-rfq__preview-title">{t('dialog.preview')}</h3>
          <ul className="sr-rfq__vendors">
            {plan.map(({ vendor: v, lines }) => (
              <li key={v.id} className="sr-rfq__vendor sr-rfq__vendor--plan">
                <div className="sr-rfq__vendor-head">
                  <span className="sr-rfq__vendor-name">{v.vendor_name}</span>
                  {lines && <span className="sr-rfq__line-count">{t('dialog.lines', { count: lines.length })}</span>}
                  {!v.email && <Badge tone="warning">{t('dialog.noEmail')}</Badge>}
                  {!v.contact_number && <Badge tone="warning">{t('dialog.noPhone')}</Badge>}
                </div>
                {lines === null ? (
                  <p className="sr-rfq__lines-note">{t('dialog.loadingLines')}</p>
                ) : lines.length > 0 ? (
                  <ul className="sr-rfq__lines" aria-label={t('dialog.linesFor', { vendor: v.vendor_name })}>
                    {lines.map((m) => (
                      <li key={m.id}>
                        {m.name} <span className="sr-rfq__line-category">({t(`sourcing:categories.${m.category}`, { defaultValue: m.category })})</span>
                      </li>
                    ))}
                  </ul>
                ) : materials?.length ? (
                  <p className="sr-rfq__warning">{t('dialog.noLines')}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        {lineless > 0 && (
          <p className="sr-rfq__warning" role="alert">
            {t('dialog.linelessHint', { count: lineless })}
          </p>
        )}
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
