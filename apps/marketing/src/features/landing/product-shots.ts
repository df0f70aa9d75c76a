import manifest from './product-shots.json';

/** The manifest `pnpm screenshots` writes beside this file (e2e/screenshots/encode.ts). */
export const productShots = manifest;

export type ProductShot = (typeof manifest.shots)[number] | (string & {});
export type ShotTheme = 'light' | 'dark';

export interface ShotSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
  /** Only when both themes are offered and the page follows the system setting. */
  media?: string;
}

export interface ShotPicture {
  sources: ShotSource[];
  /** The fallback `<img>` (WebP at the largest width). */
  src: string;
  width: number;
  height: number;
}

const DARK = '(prefers-color-scheme: dark)';
const FORMATS = [
  { type: 'image/avif', ext: 'avif' },
  { type: 'image/webp', ext: 'webp' },
] as const;

/** Pictures exist in English and Gujarati; any other language (Hindi) shows the English ones. */
export function shotLanguage(language: string | undefined): string {
  const base = (language ?? '').split('-')[0] ?? '';
  return manifest.languages.includes(base) ? base : 'en';
}

const srcSetOf = (name: string, theme: ShotTheme, ext: string) =>
  manifest.widths.map((w) => `${manifest.path}${name}-${theme}-${w}.${ext} ${w}w`).join(', ');

/**
 * The `<picture>` of one product shot for a language and theme. `theme: 'system'` (no choice
 * stored, and always in the prerendered HTML) lets the browser pick light or dark through
 * `prefers-color-scheme`; a chosen theme offers only its own pictures.
 */
export function shotPicture(shot: ProductShot, language: string | undefined, theme: ShotTheme | 'system'): ShotPicture {
  const name = `${shot}-${shotLanguage(language)}`;
  const themed = (th: ShotTheme, media?: string) =>
    FORMATS.map(({ type, ext }) => ({ type, srcSet: srcSetOf(name, th, ext), ...(media ? { media } : {}) }));
  const fallbackTheme: ShotTheme = theme === 'dark' ? 'dark' : 'light';
  const sources = theme === 'system' ? [...themed('dark', DARK), ...themed('light')] : themed(theme);
  const largest = manifest.widths[manifest.widths.length - 1] ?? manifest.width;
  return {
    sources,
    src: `${manifest.path}${name}-${fallbackTheme}-${largest}.webp`,
    width: manifest.width,
    height: manifest.height,
  };
}
