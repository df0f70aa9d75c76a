/*
 * The colour theme, shared by every useTheme() caller in the page through one small store.
 * The preference ('light' | 'dark' | 'system') is remembered in localStorage under 'theme'
 * (spec part 1, section 4 "Language"); the resolved theme is written to <html data-theme>.
 */

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readStored(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage blocked (private mode, sandboxed iframe)
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return preference;
}

export interface ThemeSnapshot {
  theme: ThemePreference;
  resolvedTheme: ResolvedTheme;
}

let snapshot: ThemeSnapshot | undefined;
const listeners = new Set<() => void>();
let mediaQuery: MediaQueryList | undefined;

function apply(next: ThemeSnapshot) {
  snapshot = next;
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.theme = next.resolvedTheme;
    document.documentElement.style.colorScheme = next.resolvedTheme;
  }
  listeners.forEach((listener) => listener());
}

function onSystemChange() {
  if (snapshot?.theme === 'system') apply({ theme: 'system', resolvedTheme: resolveTheme('system') });
}

export function getThemeSnapshot(): ThemeSnapshot {
  if (!snapshot) {
    const theme = readStored();
    snapshot = { theme, resolvedTheme: resolveTheme(theme) };
  }
  return snapshot;
}

export function setThemePreference(theme: ThemePreference) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but still applied for this page.
  }
  apply({ theme, resolvedTheme: resolveTheme(theme) });
}

/** Writes the current snapshot to <html> without storing anything. */
export function applyThemeToDocument() {
  apply(getThemeSnapshot());
}

/**
 * Applies the stored preference to <html> before React renders (call it in each app's entry)
 * so the page does not flash the wrong theme.
 */
export function initTheme(): ThemeSnapshot {
  snapshot = undefined;
  const current = getThemeSnapshot();
  apply(current);
  return current;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    mediaQuery = window.matchMedia(DARK_QUERY);
    mediaQuery.addEventListener('change', onSystemChange);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      mediaQuery?.removeEventListener('change', onSystemChange);
      mediaQuery = undefined;
    }
  };
}

/** Forgets the cached snapshot (tests start each case from localStorage). */
export function resetThemeStoreForTests() {
  snapshot = undefined;
}
