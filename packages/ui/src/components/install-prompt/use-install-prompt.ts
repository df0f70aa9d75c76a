import { useCallback, useEffect, useState } from 'react';
import {
  currentInstallOffer,
  forgetInstallOffer,
  INSTALL_DISMISSED_KEY,
  INSTALL_PROMPT_DELAY_MS,
  onInstallOffer,
  startInstallOfferCapture,
  installPromptDismissed as wasDismissed,
  type InstallOffer,
} from './install-offer';

export { INSTALL_DISMISSED_KEY, INSTALL_PROMPT_DELAY_MS, type BeforeInstallPromptEvent } from './install-offer';

export interface UseInstallPromptOptions {
  delayMs?: number;
  storageKey?: string;
}

export interface UseInstallPromptResult {
  visible: boolean;
  /** Opens the browser's install dialog; resolves with its outcome (undefined if unavailable). */
  install: () => Promise<'accepted' | 'dismissed' | undefined>;
  /** Hides the prompt for good. */
  dismiss: () => void;
}

function isStandalone(): boolean {
  const media = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  // iOS Safari reports a home-screen app through navigator.standalone instead.
  return media || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function rememberDismissed(key: string) {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // Storage blocked: the prompt may come back next visit, nothing worse.
  }
}

/**
 * The install prompt's rules (spec part 2, section 4): shown 5 s after `beforeinstallprompt`
 * unless dismissed before, already installed (`appinstalled`) or running standalone.
 * Dismissing, or declining the browser's dialog, stores the dismissed flag; installing hides it.
 * The offer itself is captured from module load (`install-offer.ts`), not from this hook's mount:
 * an offer made while the app still loads counts from when it was made.
 */
export function useInstallPrompt({
  delayMs = INSTALL_PROMPT_DELAY_MS,
  storageKey = INSTALL_DISMISSED_KEY,
}: UseInstallPromptOptions = {}): UseInstallPromptResult {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    startInstallOfferCapture();
    if (isStandalone() || wasDismissed(storageKey)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = (offer: InstallOffer) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          if (currentInstallOffer() && !wasDismissed(storageKey) && !isStandalone()) setVisible(true);
        },
        Math.max(0, offer.at + delayMs - Date.now()),
      );
    };
    const onInstalled = () => {
      forgetInstallOffer();
      clearTimeout(timer);
      setVisible(false);
    };

    const early = currentInstallOffer();
    if (early) schedule(early);
    const unsubscribe = onInstallOffer(schedule);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [delayMs, storageKey]);

  const dismiss = useCallback(() => {
    rememberDismissed(storageKey);
    setVisible(false);
  }, [storageKey]);

  const install = useCallback(async () => {
    const event = currentInstallOffer()?.event;
    if (!event) return undefined;
    // The browser allows prompt() only once per event.
    forgetInstallOffer();
    setVisible(false);
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') rememberDismissed(storageKey);
    return outcome;
  }, [storageKey]);

  return { visible, install, dismiss };
}
