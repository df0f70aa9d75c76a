import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import './field.css';

export interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Use the caller's id for the control (e.g. to link an external label). */
  id?: string;
  required?: boolean;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/**
 * Label, hint and error around one control, wired with htmlFor, aria-describedby and
 * aria-invalid so screen readers read the hint and the error with the control.
 */
export function Field({ label, hint, error, id, required, className, children }: FieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-control`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('ui-field', error ? 'ui-field--invalid' : undefined, className)}>
      {label && (
        <label className="ui-field__label" htmlFor={inputId}>
          {label}
          {required && (
            <span className="ui-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
