/*
 * Stand-in for @app/shell in component tests: a session the test sets, and navigation spies
 * (jsdom cannot load another page). Use with `vi.mock('@app/shell', () => import('<path>/shell-mock'))`.
 */
import type * as Shell from '@app/shell';
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';

// The real hook: pages under test still set their titles.
export const { useDocumentTitle } = await vi.importActual<typeof Shell>('@app/shell');

export const session = { user: null, isAuthenticated: false, isLoading: false };

export function setSignedIn(signedIn: boolean) {
  session.isAuthenticated = signedIn;
}

export const useSession = () => session;
export const navigateAfterLogin: Mock<() => void> = vi.fn();
export const fullNavigate: Mock<(url: string) => void> = vi.fn();
export const RequireAuth = ({ children }: { children: ReactNode }) => <>{children}</>;
export const AppChrome = ({ children }: { children: ReactNode }) => <>{children}</>;
export const QueryProvider = ({ children }: { children: ReactNode }) => <>{children}</>;
export const useAuth = () => {
  throw new Error('tests pass their own AuthActions to <AuthModalProvider actions={…}>');
};
