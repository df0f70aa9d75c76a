import { startBootTypewriter } from './boot-typewriter';
import { holdEarlyActions, type EarlyActions } from './early-actions';
import { hydrateAtOnceReason } from './hydrate-at-once';
import { whenInstallPromptDue } from './install-prompt-due';
import { onFirstIntent } from './intent';
import { whenInteractive } from './when-interactive';

/** The React app (`start-app.tsx`), loaded on demand. */
export type LoadApp = () => Promise<{ startApp: (root: HTMLElement, options?: { beforeRender?: () => void }) => Promise<void> }>;

/** Loads and starts the app, then replays what the visitor did on the prerendered page meanwhile. */
function start(root: HTMLElement, loadApp: LoadApp, early: EarlyActions | null, beforeRender?: () => void) {
  loadApp()
    .then(({ startApp }) => startApp(root, { beforeRender }))
    .then(() => whenInteractive(root))
    .then(
      () => early?.replay(),
      (error: unknown) => {
        early?.release();
        console.error('[marketing] could not load the app', error);
      },
    );
}

/**
 * Loads the React app at once, or — on a page that may wait (`hydrateAtOnceReason`) — keeps the
 * prerendered page alive without it (the typewriter runs) and loads it on the first sign of
 * intent, or when an install offer's prompt is due. On a prerendered page, presses and typing before React owns it are held and replayed.
 */
export function bootPage(root: HTMLElement, loadApp: LoadApp, win: Window = window): void {
  const early = root.dataset.prerendered ? holdEarlyActions(root, win.document) : null;
  if (hydrateAtOnceReason(root, win) !== null) {
    start(root, loadApp, early);
    return;
  }
  const typewriter = startBootTypewriter(root, win);
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    stopIntent();
    stopOffer();
    start(root, loadApp, early, () => typewriter.stop());
  };
  const stopIntent = onFirstIntent(win, startOnce);
  const stopOffer = whenInstallPromptDue(win, startOnce);
}
