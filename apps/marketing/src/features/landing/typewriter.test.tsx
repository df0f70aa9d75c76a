import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialTypewriterState, nextTypewriterStep, TYPEWRITER_TIMING, useTypewriter, type TypewriterState } from './typewriter';
import { handOverTypewriter } from './typewriter-step';

function Probe({ phrases, animate = true }: { phrases: string[]; animate?: boolean }) {
  const { text } = useTypewriter(phrases, { animate });
  return <p data-testid="text">{text}</p>;
}

const text = () => screen.getByTestId('text').textContent;
/**
 * Advances the clock one millisecond at a time: each step schedules the next timer only after
 * React has rendered, so a single big jump would fire just one step.
 */
const advance = (ms: number) => {
  for (let i = 0; i < ms; i += 1) act(() => vi.advanceTimersByTime(1));
};

describe('typewriter steps', () => {
  it('types at 50 ms, pauses 3000 ms on the full phrase, deletes at 30 ms, then starts the next phrase', () => {
    const phrases = ['Hi', 'Yo'];
    const steps: Array<[TypewriterState, number]> = [];
    let state = initialTypewriterState;
    for (let i = 0; i < 6; i += 1) {
      const step = nextTypewriterStep(state, phrases);
      steps.push([step.state, step.delay]);
      state = step.state;
    }
    expect(steps).toEqual([
      [{ index: 0, length: 1, deleting: false }, 50],
      [{ index: 0, length: 2, deleting: false }, 50],
      [{ index: 0, length: 2, deleting: true }, 3000],
      [{ index: 0, length: 1, deleting: true }, 30],
      [{ index: 1, length: 0, deleting: false }, 30],
      [{ index: 1, length: 1, deleting: false }, 50],
    ]);
  });

  it('wraps from the last phrase back to the first', () => {
    expect(nextTypewriterStep({ index: 1, length: 1, deleting: true }, ['a', 'b']).state).toEqual(initialTypewriterState);
  });

  it('uses the spec timings', () => {
    expect(TYPEWRITER_TIMING).toEqual({ typeMs: 50, deleteMs: 30, pauseMs: 3000 });
  });
});

describe('useTypewriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one more character every 50 ms while typing', () => {
    render(<Probe phrases={['FSI?', 'GDCR']} />);
    expect(text()).toBe('');
    advance(49);
    expect(text()).toBe('');
    advance(1);
    expect(text()).toBe('F');
    advance(50);
    expect(text()).toBe('FS');
    advance(100);
    expect(text()).toBe('FSI?');
  });

  it('keeps the whole phrase for 3000 ms, deletes one character every 30 ms and cycles to the next', () => {
    render(<Probe phrases={['FSI?', 'GDCR']} />);
    advance(4 * 50);
    expect(text()).toBe('FSI?');
    advance(2999);
    expect(text()).toBe('FSI?');
    advance(1); // the pause is over: deleting starts after another 30 ms
    advance(30);
    expect(text()).toBe('FSI');
    advance(30 * 3);
    expect(text()).toBe('');
    advance(50);
    expect(text()).toBe('G');
  });

  it('shows the first phrase whole and still when animation is off (reduced motion)', () => {
    render(<Probe phrases={['FSI?', 'GDCR']} animate={false} />);
    expect(text()).toBe('FSI?');
    advance(10_000);
    expect(text()).toBe('FSI?');
  });

  it("carries on from where the first script's typewriter stopped for the same phrases", () => {
    handOverTypewriter(['Setbacks', 'FSI'], { index: 0, length: 3, deleting: false });
    render(<Probe phrases={['Setbacks', 'FSI']} />);
    expect(text()).toBe('Set');
    advance(50);
    expect(text()).toBe('Setb');
  });

  it('starts the phrases afresh after a switch to other phrases and back (the handed-over position is dropped)', () => {
    handOverTypewriter(['Setbacks', 'FSI'], { index: 0, length: 3, deleting: false });
    const { rerender } = render(<Probe phrases={['Setbacks', 'FSI']} />);
    rerender(<Probe phrases={['સેટબેક', 'FSI']} />);
    rerender(<Probe phrases={['Setbacks', 'FSI']} />);
    expect(text()).toBe('');
  });
});
