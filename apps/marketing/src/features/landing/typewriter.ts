import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  initialTypewriterState,
  nextTypewriterStep,
  REDUCED_MOTION,
  TYPEWRITER_TIMING,
  typewriterHandoff,
  typewriterKey,
} from './typewriter-step';

export {
  initialTypewriterState,
  nextTypewriterStep,
  TYPEWRITER_TIMING,
  type TypewriterState,
  type TypewriterTiming,
} from './typewriter-step';

/**
 * The text of a typewriter cycling through `phrases`. With `animate` false (reduced motion) it
 * shows the first phrase whole and never changes.
 */
export function useTypewriter(phrases: readonly string[], { animate = true, timing = TYPEWRITER_TIMING } = {}) {
  const [state, setState] = useState(initialTypewriterState);
  const key = typewriterKey(phrases);

  // New phrases (a language switch) restart the cycle; on a hydrated page, from where the first
  // script's typewriter stopped.
  useEffect(() => setState(typewriterHandoff(key) ?? initialTypewriterState), [key]);

  useEffect(() => {
    if (!animate || phrases.length === 0) return;
    const { state: next, delay } = nextTypewriterStep(state, phrases, timing);
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
    // `phrases` is compared through `key` (a new array each render must not restart the timer).
  }, [state, animate, key, timing.typeMs, timing.deleteMs, timing.pauseMs]);

  const phrase = phrases[state.index] ?? '';
  if (!animate) return { text: phrases[0] ?? '', phrase: phrases[0] ?? '' };
  return { text: phrase.slice(0, state.length), phrase };
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION).matches
    : false;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/**
 * `prefersReducedMotion()` as a hook: false while hydrating a prerendered page (the server cannot
 * know the setting, and the markup must match), then the visitor's setting.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}
