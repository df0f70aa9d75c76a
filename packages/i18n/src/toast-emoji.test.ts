import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages';
import { readCatalogues } from './testing/read-catalogues';

/*
 * Toasts draw their icon with the UI's icon set (@app/ui Toaster); a toast's text carries no
 * emoji, which renders as an empty box where the system has no emoji font (issue 30, point 5).
 */

const catalogues = readCatalogues();
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{20E3}]/u;

/** Every string in a catalogue whose key path names a toast (`…toasts.completed`, `toast…`), as `lng/ns:path`. */
function toastMessages() {
  const found: [string, string][] = [];
  const walk = (value: unknown, path: string[], where: string) => {
    if (typeof value === 'string') {
      if (path.some((key) => /toast/i.test(key))) found.push([`${where}:${path.join('.')}`, value]);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key], where);
    }
  };
  for (const [ns, byLanguage] of Object.entries(catalogues)) {
    for (const [lng, catalogue] of Object.entries(byLanguage ?? {})) walk(catalogue, [], `${lng}/${ns}`);
  }
  return found;
}

describe('toast messages', () => {
  it('are found in the catalogues (en, gu and hi)', () => {
    const where = new Set(toastMessages().map(([key]) => key.split('/')[0]));
    expect([...where].sort()).toEqual([...languageCodes].sort());
  });

  it('contain no emoji in any language', () => {
    expect(toastMessages().filter(([, text]) => EMOJI.test(text))).toEqual([]);
  });

  it('the check catches the emoji the toasts used to start with', () => {
    for (const text of ['✅ Discovered 3 vendors!', '❌ Extraction failed', '🚀 started', '⚠️ Low balance', '🎉 Done']) expect(EMOJI.test(text)).toBe(true);
    expect(EMOJI.test('Discovered 3 vendors! ₹79 · 4.3 km')).toBe(false);
  });
});
