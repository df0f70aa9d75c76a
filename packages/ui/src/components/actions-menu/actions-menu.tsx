import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical } from 'lucide-react';
import { cx } from '../../lib/cx';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../button/button';
import { MenuEntry, type UserMenuItem } from '../user-menu/user-menu';
import '../user-menu/user-menu.css';
import './actions-menu.css';

export type ActionsMenuItem = UserMenuItem;

export interface ActionsMenuProps {
  /** The trigger's accessible name, e.g. "Project actions". */
  label: string;
  items: ActionsMenuItem[];
  align?: 'start' | 'end';
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A "⋮" button opening a menu of actions: a page's row of buttons folded into one on narrow
 * screens (e.g. a project's Edit and Delete on a phone). Radix DropdownMenu, styled like the user menu.
 */
export function ActionsMenu({ label, items, align = 'end', variant = 'secondary', size = 'sm', className }: ActionsMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cx(buttonClassName({ variant, size, iconOnly: true }), className)} aria-label={label} title={label}>
        <EllipsisVertical aria-hidden size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ui-user-menu ui-actions-menu" align={align} sideOffset={6} collisionPadding={8}>
          {items.map((item) => (
            <MenuEntry key={item.id} item={item} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
