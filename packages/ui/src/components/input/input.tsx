import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Field } from './field';
import './input.css';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label?: ReactNode;
  hint?: ReactNode;
  /** Shown under the field and marks the input invalid. */
  error?: ReactNode;
  /** Content placed inside the right edge of the field (e.g. a show-password button). */
  endAdornment?: ReactNode;
  fieldClassName?: string;
}

export function Input({ label, hint, error, endAdornment, id, required, className, fieldClassName, ...rest }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} required={required} className={fieldClassName}>
      {({ inputId, describedBy, invalid }) => (
        <div className={cx('ui-input', endAdornment ? 'ui-input--adorned' : undefined)}>
          <input
            id={inputId}
            className={cx('ui-control', className)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            required={required}
            {...rest}
          />
          {endAdornment && <div className="ui-input__adornment">{endAdornment}</div>}
        </div>
      )}
    </Field>
  );
}
