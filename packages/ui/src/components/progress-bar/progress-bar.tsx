import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import './progress-bar.css';

export type ProgressTone = 'default' | 'warning' | 'danger' | 'success';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Percent done; clamped to 0–100 and rounded. */
  value: number;
  /** Visible label; without it the bar is named by aria-label or the translated "Progress". */
  label?: ReactNode;
  /** Shows "45%" next to the label. */
  showValue?: boolean;
  /** Overrides what assistive technology reads for the value (default "45%"). */
  valueText?: string;
  tone?: ProgressTone;
  size?: 'sm' | 'md';
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

export function ProgressBar({
  value,
  label,
  showValue = false,
  valueText,
  tone = 'default',
  size = 'md',
  className,
  'aria-label': ariaLabel,
  ...rest
}: ProgressBarProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const percent = clampPercent(value);
  const text = t('progressBar.value', { value: percent });

  return (
    <div className={cx('ui-progress', `ui-progress--${tone}`, `ui-progress--${size}`, className)} {...rest}>
      {(label || showValue) && (
        <div className="ui-progress__header">
          {label && (
            <span id={labelId} className="ui-progress__label">
              {label}
            </span>
          )}
          {showValue && (
            <span className="ui-progress__value" aria-hidden="true">
              {text}
            </span>
          )}
        </div>
      )}
      <div
        role="progressbar"
        className="ui-progress__track"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText ?? text}
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : (ariaLabel ?? t('progressBar.label'))}
      >
        <div className="ui-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
