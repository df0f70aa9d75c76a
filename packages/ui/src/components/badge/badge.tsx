import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import './badge.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status label (plan, Verified, Coming Soon, a count). Its colour is never the only cue. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cx('ui-badge', `ui-badge--${tone}`, className)} {...rest} />;
}
