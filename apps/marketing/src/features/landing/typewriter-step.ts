/** The typewriter's timing and steps, without React: the page's first script animates the prerendered hero with them. */

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

/** The visitor asked the system for less motion: the first phrase is shown whole and still. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

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

/** The key of a list of phrases (a language switch gives new ones). */
export function typewriterKey(phrases: readonly string[]): string {
  return phrases.join('\u0000');
}

let handoff: { key: string; state: TypewriterState } | null = null;

/**
 * Where the first script's typewriter stopped when React took over the hero (the markup went back
 * to the prerendered empty line so hydration matches): the React typewriter carries on from there
 * instead of restarting the phrase.
 */
export function handOverTypewriter(phrases: readonly string[], state: TypewriterState): void {
  handoff = { key: typewriterKey(phrases), state };
}

/**
 * The state handed over for these phrases, if any. Other phrases (a language switch) drop it: the
 * first language's position means nothing once the visitor has switched away and back.
 */
export function typewriterHandoff(key: string): TypewriterState | null {
  if (handoff?.key !== key) handoff = null;
  return handoff?.state ?? null;
}
