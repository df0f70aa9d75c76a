import { earlyInstallOffer, INSTALL_PROMPT_DELAY_MS, installPromptDismissed } from '@app/ui/install-offer';

/** The app starts this long before an offer's prompt is due, so that it can show on time. */
export const PROMPT_LEAD_MS = 1500;

/**
 * Calls `onDue` once when the install prompt needs the app: a little before it is due (5 s after
 * the browser's offer, kept by the early script or heard here), unless the visitor turned the
 * prompt down for good. Not on the offer itself: Chromium offers on load, so that would load the
 * app on every first visit before the page is idle. Returns a function that stops waiting.
 */
export function whenInstallPromptDue(win: Window, onDue: () => void): () => void {
  let timer: number | undefined;
  const schedule = (offeredAt: number) => {
    if (timer !== undefined || installPromptDismissed()) return;
    timer = win.setTimeout(onDue, Math.max(0, offeredAt + INSTALL_PROMPT_DELAY_MS - PROMPT_LEAD_MS - Date.now()));
  };
  const onOffer = () => schedule(Date.now());
  win.addEventListener('beforeinstallprompt', onOffer);
  const early = earlyInstallOffer();
  if (early) schedule(early.at);
  return () => {
    win.clearTimeout(timer);
    win.removeEventListener('beforeinstallprompt', onOffer);
  };
}
