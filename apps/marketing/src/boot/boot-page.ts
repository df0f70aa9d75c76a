import { startBootTypewriter } from './boot-typewriter';
import { holdEarlyActions } from './early-actions';
import { hydrateAtOnceReason } from './hydrate-at-once';
import { onFirstIntent } from './intent';
import { whenInteractive } from './when-interactive';

/** The React app (`start-app.tsx`), loaded on demand. */
export type LoadApp = () => Promise<{ startApp: (root: HTMLElement, options?: { beforeRender?: () => void }) => void }>;

const failed = (error: unknown) => console.error('[marketing] could not load the app', error);

/**
 * Loads the React app at once, or — on a page that may wait (`hydrateAtOnceReason`) — keeps the
 * prerendered page alive without it (the typewriter runs, presses and typing are held) and loads
 * it on the first sign of intent, then replays what the visitor did meanwhile.
 */
export function bootPage(root: HTMLElement, loadApp: LoadApp, win: Window = window): void {
  if (hydrateAtOnceReason(root, win) !== null) {
    loadApp().then(({ startApp }) => startApp(root), failed);
    return;
  }
  const typewriter = startBootTypewriter(root, win);
  const early = holdEarlyActions(root, win.document);
  onFirstIntent(win, () => {
    loadApp()
      .then(({ startApp }) => {
        startApp(root, { beforeRender: () => typewriter.stop() });
        return whenInteractive(root);
      })
      .then(
        () => early.replay(),
        (error: unknown) => {
          early.release();
          failed(error);
        },
      );
  });
}
