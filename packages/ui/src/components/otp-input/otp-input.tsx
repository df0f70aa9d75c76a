import {
  useId,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable-state';
import '../input/field.css';
import './otp-input.css';

/** Verification and reset codes are exactly 6 digits (spec part 1, section 9). */
export const OTP_LENGTH = 6;

const digitsOnly = (text: string) => text.replace(/\D/g, '');
const sanitize = (text: string) => digitsOnly(text).slice(0, OTP_LENGTH);

export interface OtpInputProps {
  value?: string;
  defaultValue?: string;
  /** Called with the digits entered so far (never anything but digits, at most 6). */
  onChange?: (value: string) => void;
  /** Called when the sixth digit is entered (typed, pasted or autofilled). */
  onComplete?: (value: string) => void;
  /** Group label; defaults to the translated "Verification code". */
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Submits the code with a form under this name. */
  name?: string;
  className?: string;
}

/**
 * Six one-digit cells that behave like one field: typing advances, Backspace goes back,
 * arrows move, and a pasted or autofilled code fills the cells. The value never has gaps.
 */
export function OtpInput({
  value: valueProp,
  defaultValue = '',
  onChange,
  onComplete,
  label,
  hint,
  error,
  disabled,
  autoFocus,
  name,
  className,
}: OtpInputProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [value, setValue] = useControllableState(
    valueProp === undefined ? undefined : sanitize(valueProp),
    sanitize(defaultValue),
    onChange,
  );
  const cells = useRef<Array<HTMLInputElement | null>>([]);
  // Focus moves before React re-renders; the focus handler must see the value just committed.
  const latest = useRef(value);
  latest.current = value;

  const focusCell = (index: number) => {
    cells.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))]?.focus();
  };

  const commit = (next: string, focusIndex: number) => {
    const clean = sanitize(next);
    latest.current = clean;
    if (clean !== value) {
      setValue(clean);
      if (clean.length === OTP_LENGTH) onComplete?.(clean);
    }
    focusCell(focusIndex);
  };

  /** Writes digits into the cells starting at `index` (no further than the first empty cell). */
  const fillFrom = (index: number, digits: string) => {
    const start = Math.min(index, value.length);
    commit(value.slice(0, start) + digits + value.slice(start + digits.length), start + digits.length);
  };

  const handleChange = (index: number, raw: string) => {
    const old = value[index];
    let typed = digitsOnly(raw);
    if (raw === '') {
      commit(value.slice(0, index) + value.slice(index + 1), index);
      return;
    }
    if (!typed) return; // a letter or symbol: the controlled cell keeps its digit
    // A digit typed next to the cell's existing digit: keep the old one only if it came first.
    if (old && typed.length === 2 && typed[0] !== old) typed = typed.slice(0, 1);
    fillFrom(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      commit(value.slice(0, index - 1) + value.slice(index), index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusCell(Math.min(index + 1, value.length));
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusCell(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusCell(value.length);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (!pasted) return;
    // A whole code replaces whatever was there; a fragment is inserted at the cell.
    if (pasted.length >= OTP_LENGTH) commit(pasted, OTP_LENGTH - 1);
    else fillFrom(index, pasted);
  };

  const handleFocus = (index: number, input: HTMLInputElement) => {
    // Never leave a gap: a click past the entered digits lands on the first empty cell.
    if (index > latest.current.length) {
      focusCell(latest.current.length);
      return;
    }
    input.select();
  };

  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('ui-field', 'ui-otp', className)}>
      <span id={labelId} className="ui-field__label">
        {label ?? t('otpInput.label')}
      </span>
      <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="ui-otp__cells">
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              cells.current[index] = element;
            }}
            className="ui-control ui-otp__cell"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('otpInput.digit', { index: index + 1, count: OTP_LENGTH })}
            aria-invalid={error ? true : undefined}
            value={value[index] ?? ''}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => handleFocus(index, event.currentTarget)}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={value} />}
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
