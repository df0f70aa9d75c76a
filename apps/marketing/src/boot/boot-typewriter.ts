import {
  handOverTypewriter,
  initialTypewriterState,
  nextTypewriterStep,
  REDUCED_MOTION,
  type TypewriterState,
} from '../features/landing/typewriter-step';

export interface BootTypewriter {
  /** Stops and puts the line back exactly as prerendered (hydration must see matching markup). */
  stop(): void;
}

const idle: BootTypewriter = { stop: () => undefined };

function phrasesOf(line: HTMLElement): string[] {
  try {
    const parsed: unknown = JSON.parse(line.dataset.typewriter ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The hero's typewriter before React loads: the prerendered line (`[data-typewriter]`, its
 * phrases in the attribute) typed with the same steps as the React one. With reduced motion the
 * first phrase is shown whole, as React shows it. `stop()` hands the position to React.
 */
export function startBootTypewriter(root: ParentNode, win: Window = window): BootTypewriter {
  const line = root.querySelector<HTMLElement>('[data-typewriter]');
  const shown = line?.querySelector<HTMLElement>('[aria-hidden="true"]');
  const whole = line?.querySelector<HTMLElement>('.ui-sr-only');
  const phrases = line ? phrasesOf(line) : [];
  if (!shown || !whole || phrases.length === 0) return idle;

  const prerenderedWhole = whole.textContent;
  const text = win.document.createTextNode('');
  shown.prepend(text);
  const animate = !win.matchMedia?.(REDUCED_MOTION).matches;
  let state: TypewriterState = initialTypewriterState;
  let timer: number | undefined;

  const show = () => {
    const phrase = phrases[state.index] ?? '';
    text.data = animate ? phrase.slice(0, state.length) : (phrases[0] ?? '');
    whole.textContent = animate ? phrase : (phrases[0] ?? '');
  };
  const step = () => {
    const next = nextTypewriterStep(state, phrases);
    timer = win.setTimeout(() => {
      state = next.state;
      show();
      step();
    }, next.delay);
  };
  show();
  if (animate) step();

  return {
    stop() {
      win.clearTimeout(timer);
      text.remove();
      whole.textContent = prerenderedWhole;
      if (animate) handOverTypewriter(phrases, state);
    },
  };
}
