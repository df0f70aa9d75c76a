import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable-state';
import { SidebarContext } from './sidebar-context';
import { SidebarItem } from './sidebar-item';
import './sidebar.css';

/** The Recents list shows at most 20 entries (spec part 1, section 9). */
export const RECENTS_LIMIT = 20;

export interface SidebarRecent {
  id: string;
  title: ReactNode;
  href?: string;
  onSelect?: () => void;
  icon?: ReactNode;
  active?: boolean;
}

type SidebarLabels = Record<'label' | 'recents' | 'noRecents' | 'collapse' | 'expand' | 'close', string>;

export interface SidebarProps {
  /** Logo or product name at the top. */
  header?: ReactNode;
  /** Navigation entries, usually SidebarItem elements (New chat, Agents, Projects). */
  children?: ReactNode;
  /** Recent chats and projects, newest first; omit to hide the section. */
  recents?: SidebarRecent[];
  recentsLimit?: number;
  footer?: ReactNode;
  /** Desktop: 260 px expanded, 60 px collapsed. */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Under 768 px the sidebar is a 280 px drawer over the page, open when this is true. */
  mobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
  labels?: Partial<SidebarLabels>;
  className?: string;
}

export function Sidebar({
  header,
  children,
  recents,
  recentsLimit = RECENTS_LIMIT,
  footer,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  mobileOpen = false,
  onMobileOpenChange,
  labels,
  className,
}: SidebarProps) {
  const { t } = useTranslation('ui');
  const text = (key: keyof SidebarLabels) => labels?.[key] ?? t(`sidebar.${key}`);
  const [collapsed, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onCollapsedChange);
  const id = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  const onMobileOpenChangeRef = useRef(onMobileOpenChange);
  onMobileOpenChangeRef.current = onMobileOpenChange;
  const closeDrawer = () => onMobileOpenChange?.(false);

  // An open drawer takes focus (keyboard users continue from there) and closes on Escape
  // wherever focus is, like any overlay.
  useEffect(() => {
    if (!mobileOpen) return;
    closeButton.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onMobileOpenChangeRef.current?.(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  // Choosing a destination in the drawer closes it (the page behind changes).
  const onClick = (event: MouseEvent) => {
    if (mobileOpen && (event.target as HTMLElement).closest('[data-sidebar-item]')) closeDrawer();
  };

  return (
    <SidebarContext.Provider value={{ collapsed }}>
      {mobileOpen && <div className="ui-sidebar__overlay" aria-hidden="true" onClick={closeDrawer} />}
      <nav
        aria-label={text('label')}
        className={cx('ui-sidebar', collapsed && 'ui-sidebar--collapsed', mobileOpen && 'ui-sidebar--open', className)}
        onClick={onClick}
      >
        <div className="ui-sidebar__top">
          {header && <div className="ui-sidebar__header">{header}</div>}
          <button
            type="button"
            className="ui-sidebar__toggle ui-sidebar__collapse"
            aria-label={collapsed ? text('expand') : text('collapse')}
            title={collapsed ? text('expand') : text('collapse')}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
          </button>
          <button
            ref={closeButton}
            type="button"
            className="ui-sidebar__toggle ui-sidebar__close"
            aria-label={text('close')}
            onClick={closeDrawer}
          >
            <X aria-hidden />
          </button>
        </div>
        <div className="ui-sidebar__content">
          <div className="ui-sidebar__items">{children}</div>
          {recents && (
            <section className="ui-sidebar__recents" aria-labelledby={`${id}-recents`}>
              <h2 id={`${id}-recents`} className="ui-sidebar__heading">
                {text('recents')}
              </h2>
              {recents.length === 0 ? (
                <p className="ui-sidebar__empty">{text('noRecents')}</p>
              ) : (
                <ul className="ui-sidebar__list">
                  {recents.slice(0, recentsLimit).map((recent) => (
                    <li key={recent.id}>
                      <SidebarItem
                        label={recent.title}
                        icon={recent.icon}
                        href={recent.href}
                        onClick={recent.onSelect}
                        active={recent.active}
                        className="ui-sidebar-item--recent"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
        {footer && <div className="ui-sidebar__footer">{footer}</div>}
      </nav>
    </SidebarContext.Provider>
  );
}
