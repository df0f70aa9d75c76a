import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import './empty-state.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative icon (rendered aria-hidden). */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** A button or link that gets the user out of the empty state. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

export function EmptyState({ icon, title, text, action, headingLevel = 3, className, ...rest }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('ui-empty', className)} {...rest}>
      {icon && (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="ui-empty__title">{title}</Heading>
      {text && <p className="ui-empty__text">{text}</p>}
      {action && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}
