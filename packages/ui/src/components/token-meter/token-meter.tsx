import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { formatNumber } from '../../lib/format';
import { ProgressBar, type ProgressTone } from '../progress-bar/progress-bar';
import './token-meter.css';

export type TokenLevel = 'normal' | 'warning' | 'danger';

/** Orange above 80 % used, red above 95 % (exactly 80 % or 95 % stays at the lower level). */
export function tokenLevel(used: number, total: number): TokenLevel {
  const percent = total > 0 ? (used / total) * 100 : 100;
  if (percent > 95) return 'danger';
  if (percent > 80) return 'warning';
  return 'normal';
}

const tone: Record<TokenLevel, ProgressTone> = { normal: 'default', warning: 'warning', danger: 'danger' };

export interface TokenMeterProps {
  used: number;
  /** The budget: the app passes the user's quota (the free plan's, from the SDK, until it is known). */
  total: number;
  /** Hides the heading and the warning sentence (e.g. in a narrow input bar). */
  compact?: boolean;
  label?: string;
  className?: string;
}

export function TokenMeter({ used, total, compact = false, label, className }: TokenMeterProps) {
  const { t, i18n } = useTranslation('ui');
  const level = tokenLevel(used, total);
  const percent = total > 0 ? (used / total) * 100 : 100;
  const value = t('tokenMeter.value', {
    used: formatNumber(used, i18n.language),
    total: formatNumber(total, i18n.language),
  });
  const name = label ?? t('tokenMeter.label');

  return (
    <div className={cx('ui-token-meter', `ui-token-meter--${level}`, compact && 'ui-token-meter--compact', className)}>
      <div className="ui-token-meter__header">
        <Coins className="ui-token-meter__icon" aria-hidden />
        <span className={compact ? 'ui-sr-only' : 'ui-token-meter__label'}>{name}</span>
        <span className="ui-token-meter__value">{value}</span>
      </div>
      <ProgressBar value={percent} aria-label={name} valueText={value} tone={tone[level]} size="sm" />
      {!compact && level !== 'normal' && <p className="ui-token-meter__note">{t(`tokenMeter.${level}`)}</p>}
    </div>
  );
}
