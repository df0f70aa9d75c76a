import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export type Language = 'en' | 'gu';
export type Theme = 'light' | 'dark';
export interface Shot {
  name: 'chat' | 'materials' | 'vendors' | 'usage';
  language: Language;
  theme: Theme;
  /** The PNG the browser wrote. */
  path: string;
}

/** The window every picture is taken in (a laptop screen); the landing shows them scaled down. */
export const VIEWPORT = { width: 1280, height: 800 };
/** The responsive widths encoded (srcset): the landing shows a shot at most 580 CSS px wide, so 1120 covers 2x screens. */
const WIDTHS = [640, 1120];

const marketing = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'marketing');
const outDir = join(marketing, 'public', 'product');
const manifestFile = join(marketing, 'src', 'features', 'landing', 'product-shots.json');

/**
 * Encodes each capture as AVIF and WebP at every width into apps/marketing/public/product/ and
 * writes the manifest the landing page reads (names, widths, intrinsic size). Qualities are set
 * for UI pictures (flat colour and text) so that all files together stay well under 1.5 MB.
 */
export async function encodeShots(shots: Shot[]) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const shot of shots) {
    for (const width of WIDTHS) {
      const base = join(outDir, `${shot.name}-${shot.language}-${shot.theme}-${width}`);
      const resized = sharp(shot.path).resize({ width });
      await resized.clone().avif({ quality: 38, effort: 4 }).toFile(`${base}.avif`);
      await resized.clone().webp({ quality: 55, effort: 4 }).toFile(`${base}.webp`);
    }
  }
  const names = [...new Set(shots.map((s) => s.name))];
  const manifest = {
    path: '/product/',
    widths: WIDTHS,
    width: VIEWPORT.width,
    height: VIEWPORT.height,
    shots: names,
    languages: [...new Set(shots.map((s) => s.language))],
  };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const total = readdirSync(outDir).reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0);
  console.log(`${readdirSync(outDir).length} pictures, ${(total / 1024).toFixed(0)} KB in ${outDir}`);
}
