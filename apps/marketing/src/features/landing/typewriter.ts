import { useEffect, useState, useSyncExternalStore } from 'react';

/** Spec part 1, "/ Landing page": typing 50 ms per character, deleting 30 ms, pause 3000 ms. */
export const TYPEWRITER_TIMING = { typeMs: 50, deleteMs: 30, pauseMs: 3000 } as const;
export type TypewriterTiming = { typeMs: number; deleteMs: number; pauseMs: number };

export interface TypewriterState {
  /** Which phrase is being written. */
  index: number;
  /** How many of its characters are shown. */
  length: number;
  deleting: boolean;
}

export const initialTypewriterState: TypewriterState = { index: 0, length: 0, deleting: false };

/**
 * One step of the typewriter and how long to wait before taking it: type a character, pause on
 * the full phrase, delete a character; deleting the last one moves on to the next phrase.
 */
export function nextTypewriterStep(
  state: TypewriterState,
  phrases: readonly string[],
  timing: TypewriterTiming = TYPEWRITER_TIMING,
): { state: TypewriterState; delay: number } {
  const phrase = phrases[state.index] ?? '';
  if (!state.deleting) {
    if (state.length < phrase.length) return { state: { ...state, length: state.length + 1 }, delay: timing.typeMs };
    return { state: { ...state, deleting: true }, delay: timing.pauseMs };
  }
  if (state.length > 1) return { state: { ...state, length: state.length - 1 }, delay: timing.deleteMs };
  return { state: { index: (state.index + 1) % Math.max(phrases.length, 1), length: 0, deleting: false }, delay: timing.deleteMs };
}

/**
 * The text of a typewriter cycling through `phrases`. With `animate` false (reduced motion) it
 * shows the first phrase whole and never changes.
 */
export function useTypewriter(phrases: readonly string[], { animate = true, timing = TYPEWRITER_TIMING } = {}) {
  const [state, setState] = useState(initialTypewriterState);
  const key = phrases.join('\u0000');

  // New phrases (a language switch) restart the cycle.
  useEffect(() => setState(initialTypewriterState), [key]);

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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

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
