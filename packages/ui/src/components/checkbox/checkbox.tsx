import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import './checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'children'> {
  /** Text or content (e.g. a terms link) next to the box; clicking it toggles the box. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? `${generated}-checkbox`;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('ui-checkbox', error ? 'ui-checkbox--invalid' : undefined, className)}>
      <div className="ui-checkbox__row">
        <RadixCheckbox.Root
          id={boxId}
          className="ui-checkbox__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          <RadixCheckbox.Indicator className="ui-checkbox__indicator">
            {rest.checked === 'indeterminate' ? <Minus aria-hidden /> : <Check aria-hidden />}
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label className="ui-checkbox__label" htmlFor={boxId}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="ui-checkbox__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-checkbox__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
