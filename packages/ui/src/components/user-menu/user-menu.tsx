import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { initials } from './initials';
import './user-menu.css';

export interface UserMenuItem {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A link target; the item renders as <a>. */
  href?: string;
  onSelect?: () => void;
  /** Draws a separator above the item (e.g. before Logout). */
  separatorBefore?: boolean;
  danger?: boolean;
}

export interface UserMenuProps {
  name?: string | null;
  email?: string | null;
  /** Settings, Billing & Plans, Usage, Profile, Logout in the shell; the caller decides. */
  items: UserMenuItem[];
  /** Extra content under the name, e.g. the tokens used in the chat top bar. */
  details?: ReactNode;
  /** Overrides the translated trigger label ("Account menu for …"). */
  triggerLabel?: string;
  align?: 'start' | 'end';
  /** A stand-in menu (a page's skeleton) that cannot open yet. */
  disabled?: boolean;
  className?: string;
}

/** The avatar button (initials) opening the account menu; keyboard and screen-reader ready via Radix. */
export function UserMenu({ name, email, items, details, triggerLabel, align = 'end', disabled, className }: UserMenuProps) {
  const { t } = useTranslation('ui');
  const label = triggerLabel ?? (name ? t('userMenu.triggerNamed', { name }) : t('userMenu.trigger'));

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cx('ui-user-menu__trigger', className)} title={label} disabled={disabled}>
        {/* The name starts with the visible initials (WCAG 2.5.3, label in name). */}
        <span className="ui-avatar">{initials(name)}</span>{' '}
        <span className="ui-sr-only">{label}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ui-user-menu" align={align} sideOffset={6} collisionPadding={8}>
          {(name || email || details) && (
            <div className="ui-user-menu__header">
              {name && <p className="ui-user-menu__name">{name}</p>}
              {email && <p className="ui-user-menu__email">{email}</p>}
              {details && <div className="ui-user-menu__details">{details}</div>}
            </div>
          )}
          {items.map((item) => (
            <MenuEntry key={item.id} item={item} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One item of a dropdown menu styled like the user menu (also the actions menu's). */
export function MenuEntry({ item }: { item: UserMenuItem }) {
  const className = cx('ui-user-menu__item', item.danger && 'ui-user-menu__item--danger');
  const content = (
    <>
      {item.icon && (
        <span className="ui-user-menu__icon" aria-hidden="true">
          {item.icon}
        </span>
      )}
      <span>{item.label}</span>
    </>
  );
  return (
    <>
      {item.separatorBefore && <DropdownMenu.Separator className="ui-user-menu__separator" />}
      {item.href ? (
        <DropdownMenu.Item asChild className={className} onSelect={item.onSelect}>
          <a href={item.href}>{content}</a>
        </DropdownMenu.Item>
      ) : (
        <DropdownMenu.Item className={className} onSelect={item.onSelect}>
          {content}
        </DropdownMenu.Item>
      )}
    </>
  );
}
