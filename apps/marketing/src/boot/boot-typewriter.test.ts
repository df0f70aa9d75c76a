import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typewriterHandoff, typewriterKey } from '../features/landing/typewriter-step';
import { startBootTypewriter } from './boot-typewriter';

const phrases = ['Hi', 'Yo'];
// As the hero prerenders it: an empty animated line and the whole first phrase for screen readers.
const prerendered = `<p data-typewriter='${JSON.stringify(phrases)}'><span aria-hidden="true" data-testid="typewriter"><span class="caret"></span></span><span class="ui-sr-only">Hi</span></p>`;

function reducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = prerendered;
  reducedMotion(false);
});
afterEach(() => vi.useRealTimers());

const shown = () => document.querySelector('[data-testid="typewriter"]')?.textContent;
const whole = () => document.querySelector('.ui-sr-only')?.textContent;

describe('the first script typewriter', () => {
  it('types, pauses and deletes with the spec timing, naming each whole phrase for screen readers', () => {
    startBootTypewriter(document);
    vi.advanceTimersByTime(50);
    expect(shown()).toBe('H');
    vi.advanceTimersByTime(50);
    expect(shown()).toBe('Hi');
    vi.advanceTimersByTime(2999);
    expect(shown()).toBe('Hi');
    vi.advanceTimersByTime(1 + 30);
    expect(shown()).toBe('H');
    vi.advanceTimersByTime(30 + 50);
    expect(shown()).toBe('Y');
    expect(whole()).toBe('Yo');
  });

  it('puts the line back exactly as prerendered when stopped and hands its place to React', () => {
    const typewriter = startBootTypewriter(document);
    vi.advanceTimersByTime(100 + 3000 + 30 + 30 + 50);
    typewriter.stop();
    expect(document.body.innerHTML).toBe(prerendered.replace(/'([^']*)'/, (_, json: string) => `"${json.replace(/"/g, '&quot;')}"`));
    expect(typewriterHandoff(typewriterKey(phrases))).toEqual({ index: 1, length: 1, deleting: false });
    vi.advanceTimersByTime(5000);
    expect(shown()).toBe('');
  });

  it('shows the first phrase whole and still with reduced motion', () => {
    reducedMotion(true);
    startBootTypewriter(document);
    expect(shown()).toBe('Hi');
    vi.advanceTimersByTime(5000);
    expect(shown()).toBe('Hi');
  });

  it('does nothing on a page without a typewriter', () => {
    document.body.innerHTML = '<p>No hero</p>';
    expect(() => startBootTypewriter(document).stop()).not.toThrow();
    expect(document.body.innerHTML).toBe('<p>No hero</p>');
  });
});
