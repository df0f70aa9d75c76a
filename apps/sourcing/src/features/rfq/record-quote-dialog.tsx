import { sdk } from '@app/shell';
import { sourcingContract, type TVendorQuote } from '@app/sdk';
import { Dialog, FormFooter, Input, toast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, sourcingKeys } from '../../data/queries';

export interface RecordQuoteDialogProps {
  projectId: number;
  vendor: { id: number; name: string } | null;
  onOpenChange(open: boolean): void;
  onRecorded?(quote: TVendorQuote): void;
}

/** Records the quote a vendor sent back: amount in rupees, optional validity and note. */
export function RecordQuoteDialog(props: RecordQuoteDialogProps) {
  // Mounted per vendor: each opening starts empty.
  return props.vendor ? <RecordQuoteForm key={props.vendor.id} {...props} vendor={props.vendor} /> : null;
}

function RecordQuoteForm({ projectId, vendor, onOpenChange, onRecorded }: RecordQuoteDialogProps & { vendor: { id: number; name: string } }) {
  const { t } = useTranslation('quotes');
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const rupees = Number(amount);
    if (!amount.trim() || !Number.isFinite(rupees) || rupees <= 0) {
      setError(t('record.amountInvalid'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const quote = await sdk.call(sourcingContract.recordQuote, {
        params: { id: projectId },
        body: { vendor_id: vendor.id, amount_rupees: rupees, ...(validUntil ? { valid_until: validUntil } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
      });
      toast.success(t('record.saved', { vendor: vendor.name }));
      // The project's quote count, its vendors and the quotes list change.
      void queryClient.invalidateQueries({ queryKey: sourcingKeys.project(projectId) });
      onRecorded?.(quote);
      onOpenChange(false);
    } catch (failure) {
      console.warn('[sourcing] recording a quote failed', failure);
      setError(failureText(failure, t('record.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('record.title')}
      description={t('record.description', { vendor: vendor.name })}
      footer={
        <FormFooter
          form="sr-record-quote"
          cancelLabel={t('dialog.cancel')}
          onCancel={() => onOpenChange(false)}
          submitLabel={t('record.save')}
          pendingLabel={t('record.saving')}
          pending={saving}
        />
      }
    >
      <form id="sr-record-quote" className="sr-rfq" noValidate onSubmit={(event) => void save(event)}>
        <Input label={t('record.amount')} type="number" inputMode="decimal" min="0" step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <Input label={t('record.validUntil')} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="sr-quote-note">
            {t('record.note')}
          </label>
          <textarea id="sr-quote-note" className="ui-control" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
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
