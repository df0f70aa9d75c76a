import { CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react';
import { type CSSProperties, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToasterProps as SonnerToasterProps } from 'sonner';
import { useTheme } from '../theme-switch/use-theme';
import { createLazyToast } from './lazy-toast';

const sonner = createLazyToast(() => import('sonner'));
/** sonner's `toast`, usable at once; sonner itself loads on the first toast. */
export const toast = sonner.toast;
export const preloadToasts = sonner.preload;
const noModule = () => undefined;

/** Toasts start below the top bar (token `--ui-toast-offset-top`), on phones too. */
const offset = { top: 'var(--ui-toast-offset-top)' };

/**
 * The product's toast settings (spec part 1, section 9): top-right, 4 s, at most 3 visible,
 * Alt+T moves focus to the toasts; never over the top bar.
 */
export const toasterConfig = {
  position: 'top-right',
  duration: 4000,
  visibleToasts: 3,
  hotkey: ['altKey', 'KeyT'],
  offset,
  mobileOffset: offset,
} as const satisfies SonnerToasterProps;

// Sonner's colours mapped to our tokens (inline style beats its theme selectors), so toasts
// follow the light and dark themes with the same contrast as every other surface.
const tokenColours = {
  '--normal-bg': 'var(--ui-color-surface)',
  '--normal-border': 'var(--ui-color-border)',
  '--normal-text': 'var(--ui-color-text)',
  '--success-bg': 'var(--ui-badge-success-bg)',
  '--success-border': 'var(--ui-badge-success-bg)',
  '--success-text': 'var(--ui-badge-success-fg)',
  '--error-bg': 'var(--ui-badge-danger-bg)',
  '--error-border': 'var(--ui-badge-danger-bg)',
  '--error-text': 'var(--ui-badge-danger-fg)',
  '--warning-bg': 'var(--ui-badge-warning-bg)',
  '--warning-border': 'var(--ui-badge-warning-bg)',
  '--warning-text': 'var(--ui-badge-warning-fg)',
  '--info-bg': 'var(--ui-badge-info-bg)',
  '--info-border': 'var(--ui-badge-info-bg)',
  '--info-text': 'var(--ui-badge-info-fg)',
  '--border-radius': 'var(--ui-radius-md)',
  fontFamily: 'var(--ui-font-sans)',
} as CSSProperties;

/**
 * The toasts' icons come from the UI's own icon set (lucide), never from the text: an emoji
 * renders as an empty box where the system has no emoji font (issue 30), and messages carry none.
 */
export const toastIcons = {
  success: <CircleCheck aria-hidden size={18} />,
  error: <CircleX aria-hidden size={18} />,
  warning: <TriangleAlert aria-hidden size={18} />,
  info: <Info aria-hidden size={18} />,
};

export type ToasterProps = Omit<SonnerToasterProps, keyof typeof toasterConfig | 'theme'>;

/** Mount once per app, next to the router; it renders nothing until the first `toast`. */
export function Toaster({ style, ...rest }: ToasterProps) {
  const { t } = useTranslation('ui');
  const { resolvedTheme } = useTheme();
  const loaded = useSyncExternalStore(sonner.subscribe, sonner.current, noModule);
  if (!loaded) return null;
  const SonnerToaster = loaded.Toaster;
  return (
    <SonnerToaster
      {...toasterConfig}
      hotkey={[...toasterConfig.hotkey]}
      theme={resolvedTheme}
      richColors
      closeButton
      icons={toastIcons}
      containerAriaLabel={t('toaster.label')}
      style={{ ...tokenColours, ...style }}
      {...rest}
    />
  );
}
