// Public API of @app/shell (see README.md). Apps import '@app/ui/styles.css' themselves.

// Data
export { sdk } from './sdk';
export { downloadFile } from './download/download-file';
export { createQueryClient, shouldRetry, STALE_TIME_MS, MAX_RETRIES } from './query/query-client';
export { conversationsQuery, recentProjectsQuery } from './chrome/recents-queries';

// Providers
export { AppProviders, type AppProvidersProps } from './providers/app-providers';
export { PublicProviders, type PublicProvidersProps } from './providers/public-providers';
export { QueryProvider } from './providers/query-provider';
export { loadI18n } from './providers/load-i18n';

// Session
export { useSession, type Session } from './session/use-session';
export { useAuth, type AuthActions } from './session/use-auth';
export { AUTH_STORAGE_KEY, type PersistedAuth } from './session/session-atoms';
export { hasPersistedSession } from './session/persisted-session';

// Guard and navigation
export { RequireAuth, type RequireAuthProps } from './guard/require-auth';
export { SignedInLayout } from './guard/signed-in-layout';
export {
  afterLoginPath,
  AUTH_PARAM,
  DEFAULT_AFTER_LOGIN,
  loginUrl,
  navigateAfterLogin,
  NEXT_PARAM,
  safeNextPath,
  type AuthModal,
} from './navigation/next-path';
export { isPublicPath } from './navigation/public-paths';
export { NEW_CHAT_HREF, NEW_CHAT_PARAM } from './navigation/new-chat';
export { fullNavigate } from './navigation/navigate';
export { lazyRoute } from './navigation/lazy-route';
export { routeOwner, isSameApp, type AppName } from './navigation/route-owner';

// Document
export { useDocumentTitle } from './document/use-document-title';

// Chrome
export { AppChrome, useOpenSidebar, type AppChromeProps } from './chrome/app-chrome';
export { sidebarCollapsedAtom, useSidebarCollapsed, SIDEBAR_COLLAPSED_KEY } from './chrome/sidebar-state';
export { mergeRecents, RECENTS_MAX, type RecentItem } from './chrome/recents';
export { OutOfTokens } from './chrome/out-of-tokens-lazy';
export { buyTokensHref, BUY_TOKENS_PATH, INSUFFICIENT_TOKENS_TOAST_ID, PAYMENT_RETURN_PARAM } from './navigation/buy-tokens';
export { useDetectedLocation, type UseDetectedLocationResult } from './location/use-detected-location';
export type { DetectedLocation } from './location/detect-location';
