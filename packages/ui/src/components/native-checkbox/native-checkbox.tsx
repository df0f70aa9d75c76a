import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import '../checkbox/checkbox.css';
import './native-checkbox.css';

export interface NativeCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** Text or content next to the box; clicking it toggles the box. */
  label: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * Checkbox's look on a native `<input type="checkbox">`, for long lists: one element and no
 * hooks beyond an id, so mounting many costs little (the Radix box mounts a provider, a
 * button, a hidden input it measures, and renders twice). Keyboard and name are the browser's own.
 */
export function NativeCheckbox({ label, onCheckedChange, id, className, ...rest }: NativeCheckboxProps) {
  const generated = useId();
  const boxId = id ?? `${generated}-checkbox`;
  return (
    <div className={cx('ui-checkbox__row', className)}>
      <input
        type="checkbox"
        id={boxId}
        className="ui-checkbox__box ui-native-checkbox"
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        {...rest}
      />
      <label className="ui-checkbox__label" htmlFor={boxId}>
        {label}
      </label>
    </div>
  );
}
