import { detectLanguage } from '@app/i18n/detect-language';
import { AUTH_PARAM, hasFlashToast, hasKeptSession } from '@app/shell/boot';

/** One of the window's storages, or none where reading it throws (blocked storage). */
function storageOf(win: Window, kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return win[kind];
  } catch {
    return undefined;
  }
}

/**
 * Why a prerendered page must load the app now instead of on the first intent, or null. Only a
 * page marked `data-hydrate="intent"` may wait, and only while the visitor sees exactly that
 * page: signed out (no kept session), in its language, with no modal asked for (`?auth=`), no
 * section to scroll to (`#news`), not already scrolled, and no toast left by the previous page
 * ('Logged out successfully').
 */
export function hydrateAtOnceReason(root: HTMLElement, win: Window = window): string | null {
  if (root.dataset.hydrate !== 'intent') return 'not an intent page';
  const { search, hash } = win.location;
  const storage = storageOf(win, 'localStorage');
  const language = detectLanguage({ search, storage, browser: win.navigator.languages });
  if (root.dataset.prerendered !== language) return 'another language';
  if (hasKeptSession(storage)) return 'kept session';
  if (new URLSearchParams(search).has(AUTH_PARAM)) return 'modal in the address';
  if (hash.length > 1) return 'section in the address';
  if (win.scrollY > 0) return 'scrolled';
  if (hasFlashToast(storageOf(win, 'sessionStorage'))) return 'toast from the previous page';
  return null;
}
