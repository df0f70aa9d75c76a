// Public API of @app/ui. Apps also import '@app/ui/styles.css' once (tokens and base styles).

// Actions and forms
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button/button';
export { Input, type InputProps } from './components/input/input';
export { PasswordInput, type PasswordInputProps } from './components/password-input/password-input';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export { NativeCheckbox, type NativeCheckboxProps } from './components/native-checkbox/native-checkbox';
export { OtpInput, OTP_LENGTH, type OtpInputProps } from './components/otp-input/otp-input';

// Overlays and disclosure
export { Dialog, DialogClose, type DialogProps } from './components/dialog/dialog';
export { FormFooter, type FormFooterProps } from './components/form-footer/form-footer';
export { OutOfTokensDialog, type OutOfTokensDialogProps } from './components/out-of-tokens-dialog/out-of-tokens-dialog';
export { Tabs, type TabItem, type TabsProps } from './components/tabs/tabs';
export { Pager, type PagerProps } from './components/pager/pager';
export { pageWindow } from './components/pager/page-window';
export { Accordion, type AccordionItem, type AccordionProps } from './components/accordion/accordion';
export {
  InstallPrompt,
  InstallPromptView,
  type InstallPromptProps,
  type InstallPromptViewProps,
} from './components/install-prompt/install-prompt';
export {
  INSTALL_DISMISSED_KEY,
  INSTALL_PROMPT_DELAY_MS,
  useInstallPrompt,
  type BeforeInstallPromptEvent,
  type UseInstallPromptOptions,
  type UseInstallPromptResult,
} from './components/install-prompt/use-install-prompt';
export {
  EARLY_INSTALL_OFFER_KEY,
  startInstallOfferCapture,
  type InstallOffer,
} from './components/install-prompt/install-offer';

// Data display and feedback
export { Badge, type BadgeProps, type BadgeTone } from './components/badge/badge';
export { Card, type CardProps } from './components/card/card';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { ProgressBar, clampPercent, type ProgressBarProps, type ProgressTone } from './components/progress-bar/progress-bar';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { Toaster, preloadToasts, toast, toasterConfig, type ToasterProps } from './components/toaster/toaster';
export type { LazyToast } from './components/toaster/lazy-toast';
export {
  TokenMeter,
  tokenLevel,
  type TokenLevel,
  type TokenMeterProps,
} from './components/token-meter/token-meter';

// Pages
export { ErrorScreen, type ErrorScreenProps } from './components/error-screen/error-screen';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/error-screen/error-boundary';
export { NotFound, type NotFoundProps } from './components/not-found/not-found';

// Preferences
export {
  LanguageSwitch,
  nativeLanguageNames,
  nextLanguage,
  type LanguageCode,
  type LanguageSwitchProps,
} from './components/language-switch/language-switch';
export { ThemeSwitch, type ThemeSwitchProps } from './components/theme-switch/theme-switch';
export { useTheme, type UseThemeResult } from './components/theme-switch/use-theme';
export {
  initTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type ThemePreference,
} from './components/theme-switch/theme-store';

// Chrome
export { Sidebar, RECENTS_LIMIT, type SidebarProps, type SidebarRecent } from './components/sidebar/sidebar';
export { SidebarItem, type SidebarItemProps } from './components/sidebar/sidebar-item';
export { TopBar, type TopBarProps } from './components/top-bar/top-bar';
export { LocationChip, locationChipText, type LocationChipProps } from './components/location-chip/location-chip';
export { UserMenu, type UserMenuItem, type UserMenuProps } from './components/user-menu/user-menu';
export { initials } from './components/user-menu/initials';
export { ActionsMenu, type ActionsMenuItem, type ActionsMenuProps } from './components/actions-menu/actions-menu';

// PDF viewer parts (pdf.js itself is loaded on first use)
export * from './components/pdf-viewer';
