import { useEffect, useSyncExternalStore } from 'react';
import {
  applyThemeToDocument,
  getThemeSnapshot,
  setThemePreference,
  subscribeTheme,
  type ResolvedTheme,
  type ThemePreference,
} from './theme-store';

export interface UseThemeResult {
  /** What the user chose: light, dark or system. */
  theme: ThemePreference;
  /** What is shown: system resolved through prefers-color-scheme. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: ThemePreference) => void;
}

const serverSnapshot = { theme: 'system', resolvedTheme: 'light' } as const;

export function useTheme(): UseThemeResult {
  const { theme, resolvedTheme } = useSyncExternalStore(subscribeTheme, getThemeSnapshot, () => serverSnapshot);
  // An app that forgot initTheme() still gets data-theme; one already set (by initTheme or a
  // host such as Storybook) is left alone until the user picks a theme.
  useEffect(() => {
    if (!document.documentElement.dataset.theme) applyThemeToDocument();
  }, []);
  return { theme, resolvedTheme, setTheme: setThemePreference };
}
