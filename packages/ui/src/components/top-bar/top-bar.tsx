import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { LocationChip, type LocationChipProps } from '../location-chip/location-chip';
import './top-bar.css';

export interface TopBarProps {
  /** Start of the bar: a title or breadcrumbs. */
  left?: ReactNode;
  /** Middle of the bar (hidden under 768 px when space is short). */
  children?: ReactNode;
  /** End of the bar: language switch, user menu... */
  right?: ReactNode;
  /** Shows the detected-location chip before the right slot. */
  location?: LocationChipProps;
  /** Shows a menu button (under 768 px only) that should open the sidebar drawer. */
  onMenuClick?: () => void;
  menuLabel?: string;
  className?: string;
}

/** The signed-in screens' top bar (spec part 1, "Shared chrome"). */
export function TopBar({ left, children, right, location, onMenuClick, menuLabel, className }: TopBarProps) {
  const { t } = useTranslation('ui');
  return (
    <header className={cx('ui-topbar', className)}>
      {onMenuClick && (
        <button type="button" className="ui-topbar__menu" aria-label={menuLabel ?? t('topBar.openMenu')} onClick={onMenuClick}>
          <Menu aria-hidden />
        </button>
      )}
      <div className="ui-topbar__left">{left}</div>
      {children && <div className="ui-topbar__center">{children}</div>}
      <div className="ui-topbar__right">
        {location && <LocationChip {...location} />}
        {right}
      </div>
    </header>
  );
}
