import { useEffect } from 'react';
import { authAtom, sessionLoadingAtom, setSignedOut, shellStore } from '../session/session-atoms';
import { startEarlyRefresh } from '../session/early-refresh';
import { mayHaveSession } from '../session/session-hint';

/**
 * Starts the page's session runtime (its own chunk: the API client and the contract schemas),
 * and the session's refresh call beside its download rather than after it.
 * A visitor with no sign of a session is signed out at once and downloads none of it: the
 * runtime loads only when they sign in on this page (the account modals), to handle the SDK's
 * events from then on.
 */
export function useSessionRuntime(): void {
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    const start = (restore: boolean) =>
      import('../session/session-runtime').then(
        ({ startSession }) => {
          if (active) stop = startSession({ restore });
        },
        (error: unknown) => {
          // Without its code the session cannot load: show the page signed out rather than spin.
          console.error('[shell] could not start the session', error);
          shellStore.set(sessionLoadingAtom, false);
        },
      );

    let unwatch: (() => void) | undefined;
    if (mayHaveSession(shellStore)) {
      startEarlyRefresh();
      void start(true);
    } else {
      setSignedOut(shellStore);
      shellStore.set(sessionLoadingAtom, false);
      unwatch = shellStore.sub(authAtom, () => {
        if (!shellStore.get(authAtom).isAuthenticated) return;
        unwatch?.();
        unwatch = undefined;
        void start(false);
      });
    }
    return () => {
      active = false;
      unwatch?.();
      stop?.();
    };
  }, []);
}
