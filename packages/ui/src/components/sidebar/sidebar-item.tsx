import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useSidebar } from './sidebar-context';

export interface SidebarItemProps {
  label: ReactNode;
  /** Tooltip and accessible name when the sidebar is collapsed and only the icon shows. */
  title?: string;
  icon?: ReactNode;
  /** Renders a link; without it the item is a button. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The current page or conversation (aria-current). */
  active?: boolean;
  className?: string;
}

/** A navigation entry: icon + label, the label hidden (but still named) when collapsed. */
export function SidebarItem({ label, title, icon, href, onClick, active, className }: SidebarItemProps) {
  const { collapsed } = useSidebar();
  const props = {
    className: cx('ui-sidebar-item', active && 'ui-sidebar-item--active', className),
    'aria-current': active ? ('page' as const) : undefined,
    title: collapsed ? (title ?? (typeof label === 'string' ? label : undefined)) : undefined,
    onClick,
    'data-sidebar-item': '',
  };
  const content = (
    <>
      {icon && (
        <span className="ui-sidebar-item__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="ui-sidebar-item__label">{label}</span>
    </>
  );
  return href ? (
    <a href={href} {...props}>
      {content}
    </a>
  ) : (
    <button type="button" {...props}>
      {content}
    </button>
  );
}
