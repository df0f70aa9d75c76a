import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '../input/input';
import './password-input.css';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'endAdornment'> {
  /** Overrides the translated "Show password" / "Hide password" button labels. */
  showLabel?: string;
  hideLabel?: string;
}

/** A password field with a show/hide toggle whose label says what pressing it will do. */
export function PasswordInput({ showLabel, hideLabel, autoComplete = 'current-password', ...rest }: PasswordInputProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  const label = visible ? (hideLabel ?? t('passwordInput.hide')) : (showLabel ?? t('passwordInput.show'));

  return (
    <Input
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not "correct" or capitalise a visible password.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="ui-password-toggle"
          aria-label={label}
          title={label}
          onClick={() => setVisible((v) => !v)}
          disabled={rest.disabled}
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </button>
      }
    />
  );
}
