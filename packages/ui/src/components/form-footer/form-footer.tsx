import type { ReactNode } from 'react';
import { Button } from '../button/button';

export interface FormFooterProps {
  /** The id of the form the submit button sends (a dialog's footer sits outside its form). */
  form: string;
  cancelLabel: ReactNode;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** Said on the submit button while the form is being sent; the button is disabled meanwhile. */
  pendingLabel: ReactNode;
  pending: boolean;
  /** Disables submit for another reason (nothing to send yet). */
  disabled?: boolean;
}

/** A form dialog's footer: Cancel, then the submit button with its pending state. */
export function FormFooter({ form, cancelLabel, onCancel, submitLabel, pendingLabel, pending, disabled = false }: FormFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={form} disabled={pending || disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </>
  );
}
