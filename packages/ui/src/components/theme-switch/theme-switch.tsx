import { Monitor, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import type { ThemePreference } from './theme-store';
import { useTheme } from './use-theme';
import './theme-switch.css';

const options: Array<{ value: ThemePreference; icon: ReactNode }> = [
  { value: 'light', icon: <Sun aria-hidden /> },
  { value: 'dark', icon: <Moon aria-hidden /> },
  { value: 'system', icon: <Monitor aria-hidden /> },
];

export interface ThemeSwitchProps {
  /** Shows only the icons (the names stay available to screen readers and as tooltips). */
  compact?: boolean;
  className?: string;
}

/** Light / Dark / System as a group of pressed-state buttons, remembered across visits. */
export function ThemeSwitch({ compact = false, className }: ThemeSwitchProps) {
  const { t } = useTranslation('ui');
  const { theme, setTheme } = useTheme();
  return (
    <div role="group" aria-label={t('themeSwitch.label')} className={cx('ui-theme-switch', className)}>
      {options.map((option) => {
        const label = t(`themeSwitch.${option.value}`);
        return (
          <button
            key={option.value}
            type="button"
            className="ui-theme-switch__option"
            aria-pressed={theme === option.value}
            title={compact ? label : undefined}
            onClick={() => setTheme(option.value)}
          >
            {option.icon}
            <span className={compact ? 'ui-sr-only' : undefined}>{label}</span>
          </button>
        );
      })}
    </div>
  );
}
