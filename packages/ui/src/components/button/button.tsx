import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  iconOnly?: boolean;
}

/** Button classes for elements that must look like a button but are not one (e.g. links). */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth, iconOnly }: ButtonStyleOptions = {}) {
  return cx(
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    fullWidth && 'ui-button--full',
    iconOnly && 'ui-button--icon',
  );
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /** Disables the button and shows a spinner; the label stays so the width does not jump. */
  loading?: boolean;
  /** Screen-reader text announced while loading; defaults to the translated "Loading...". */
  loadingLabel?: string;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  iconOnly,
  loading = false,
  loadingLabel,
  leftIcon,
  rightIcon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <button
      type={type}
      className={cx(buttonClassName({ variant, size, fullWidth, iconOnly }), loading && 'ui-button--loading', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : leftIcon}
      {children}
      {!loading && rightIcon}
      {loading && <span className="ui-sr-only">{loadingLabel ?? t('common.loading')}</span>}
    </button>
  );
}
