import type { TUser } from '@app/sdk';
import { useAtomValue } from 'jotai';
import { authAtom, sessionLoadingAtom, shellStore } from './session-atoms';

export interface Session {
  user: TUser | null;
  isAuthenticated: boolean;
  /** True until the restore on load has answered; `user` may already hold the persisted user. */
  isLoading: boolean;
}

/**
 * The current session. Reads the shell's own store (not the nearest jotai Provider), so an app
 * may wrap its screens in its own Provider without hiding the session.
 */
export function useSession(): Session {
  const { user, isAuthenticated } = useAtomValue(authAtom, { store: shellStore });
  const isLoading = useAtomValue(sessionLoadingAtom, { store: shellStore });
  return { user, isAuthenticated, isLoading };
}
