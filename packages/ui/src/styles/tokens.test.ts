import { describe, expect, it } from 'vitest';
import { contrastRatio, readTokens } from './contrast';
import css from './tokens.css?raw';

const light = readTokens(css, ':root');
const darkOverrides = readTokens(css, "[data-theme='dark']");
const systemDark = readTokens(css, ':root:not([data-theme])');
const dark = new Map([...light, ...darkOverrides]);

// [foreground, background] pairs that appear in the components.
const textPairs: Array<[string, string]> = [
  ...['bg', 'surface', 'surface-muted', 'surface-hover'].flatMap((bg): Array<[string, string]> => [
    ['text', bg],
    ['text-muted', bg],
  ]),
  ...['bg', 'surface', 'surface-muted'].flatMap((bg): Array<[string, string]> => [
    ['primary', bg],
    ['error', bg],
    ['warning', bg],
  ]),
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-danger', 'danger'],
  ['on-danger', 'danger-hover'],
];
const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'];
// Control outlines, focus rings and meter fills need 3:1 (WCAG 1.4.11).
const uiPairs: Array<[string, string]> = [
  ['border-strong', 'surface'],
  ['border-strong', 'bg'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['focus', 'surface-muted'],
  ['primary', 'surface'],
  ['meter', 'track'],
  ['meter-warning', 'track'],
  ['meter-danger', 'track'],
  ['success', 'track'],
];

const colour = (theme: Map<string, string>, name: string) => {
  const value = theme.get(name.startsWith('--') ? name : `--ui-color-${name}`);
  if (!value) throw new Error(`Missing token ${name}`);
  return value;
};

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme', (_, theme) => {
  it('meets WCAG AA 4.5:1 for text', () => {
    const failing = textPairs
      .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrastRatio(colour(theme, fg), colour(theme, bg)) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it('meets 4.5:1 for badge text on its tint', () => {
    const failing = badgeTones
      .map((tone) => ({
        tone,
        ratio: contrastRatio(colour(theme, `--ui-badge-${tone}-fg`), colour(theme, `--ui-badge-${tone}-bg`)),
      }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it('meets 3:1 for control outlines, focus rings and meters', () => {
    const failing = uiPairs
      .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrastRatio(colour(theme, fg), colour(theme, bg)) }))
      .filter(({ ratio }) => ratio < 3);
    expect(failing).toEqual([]);
  });
});

describe('dark theme sources', () => {
  it('are identical for data-theme="dark" and the system preference', () => {
    expect([...systemDark]).toEqual([...darkOverrides]);
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
