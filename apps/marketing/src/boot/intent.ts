/**
 * The first signs that a visitor is about to use the page (a pointer, a key, a scroll, focus). A
 * click counts too: a screen reader activates a button with a click and no pointer events; so do
 * `input` and `change`, which assistive tools and autofill can cause without focus or keys.
 */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'click', 'input', 'change'] as const;

/** Calls `onIntent` once, on the first intent event anywhere in the window. Returns a function that stops waiting. */
export function onFirstIntent(win: Window, onIntent: () => void): () => void {
  const events = INTENT_EVENTS;
  const options = { capture: true, passive: true } as const;
  const fire = () => {
    stop();
    onIntent();
  };
  const stop = () => events.forEach((name) => win.removeEventListener(name, fire, options));
  events.forEach((name) => win.addEventListener(name, fire, options));
  return stop;
}
