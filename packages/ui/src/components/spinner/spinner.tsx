import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** Text read by screen readers; defaults to the translated "Loading...". */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** Centres the spinner in the whole viewport (e.g. while the session loads). */
  fullScreen?: boolean;
}

/** A polite live status: announces the label once, keeps the animation out of the a11y tree. */
export function Spinner({ size = 'md', label, showLabel = false, fullScreen = false, className, ...rest }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const text = label ?? t('common.loading');
  return (
    <span
      role="status"
      className={cx('ui-spinner', `ui-spinner--${size}`, fullScreen && 'ui-spinner--fullscreen', className)}
      {...rest}
    >
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'ui-spinner__label' : 'ui-sr-only'}>{text}</span>
    </span>
  );
}
