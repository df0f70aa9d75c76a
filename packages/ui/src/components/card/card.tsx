import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown at the top right of the header. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Level of the title heading, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** `article` for self-contained items (a project card), `section` for page regions. */
  as?: 'div' | 'section' | 'article';
  /** Highlights the card (a selected plan) and adds a hover effect when it is interactive. */
  selected?: boolean;
}

export function Card({
  title,
  description,
  actions,
  footer,
  headingLevel = 3,
  as: Tag = 'div',
  selected,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={cx('ui-card', selected && 'ui-card--selected', className)} {...rest}>
      {(title || actions) && (
        <div className="ui-card__header">
          <div className="ui-card__heading">
            {title && <Heading className="ui-card__title">{title}</Heading>}
            {description && <p className="ui-card__description">{description}</p>}
          </div>
          {actions && <div className="ui-card__actions">{actions}</div>}
        </div>
      )}
      {children && <div className="ui-card__body">{children}</div>}
      {footer && <div className="ui-card__footer">{footer}</div>}
    </Tag>
  );
}
