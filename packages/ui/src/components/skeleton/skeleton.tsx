import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import './skeleton.css';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/**
 * A placeholder block shown while content loads. Hidden from assistive technology: the
 * region that loads should carry aria-busy (or a Spinner) to announce the wait once.
 */
export function Skeleton({ shape = 'text', width, height, className, style, ...rest }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('ui-skeleton', `ui-skeleton--${shape}`, className)}
      style={{ width, height, ...style }}
      {...rest}
    />
  );
}
