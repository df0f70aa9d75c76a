/** Chromium's event offering installation (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** The prompt appears 5 s after the browser offers installation (spec part 2, section 9). */
export const INSTALL_PROMPT_DELAY_MS = 5000;
/** localStorage flag: once set, the prompt never shows again in this browser. */
export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed';

/** True when the visitor turned the prompt down for good (`key` for tests). */
export function installPromptDismissed(key: string = INSTALL_DISMISSED_KEY): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** An offer and when it came (epoch ms): the prompt shows a fixed delay after the offer. */
export interface InstallOffer {
  event: BeforeInstallPromptEvent;
  at: number;
}

/**
 * The window property where the site's early classic script (`/install-prompt-capture.js`, run
 * from <head> before any module) keeps `{ event, at }` for an offer made before the app loaded.
 */
export const EARLY_INSTALL_OFFER_KEY = '__installOffer';

type Listener = (offer: InstallOffer) => void;

let offer: InstallOffer | null = null;
let started = false;
const listeners = new Set<Listener>();

function keep(event: Event) {
  // Keep the browser's own mini-infobar away: we offer installation with our prompt.
  event.preventDefault();
  const kept = { event: event as BeforeInstallPromptEvent, at: Date.now() };
  offer = kept;
  for (const listener of listeners) listener(kept);
}

/**
 * Starts listening for `beforeinstallprompt` at once (call it at module load, before React
 * renders); with the early script's catch (read by `currentInstallOffer`), so the offer is never missed while the app is
 * still loading its translations. Idempotent.
 */
export function startInstallOfferCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', keep);
}

function isOffer(value: unknown): value is InstallOffer {
  if (typeof value !== 'object' || value === null) return false;
  const { event, at } = value as Partial<InstallOffer>;
  return event instanceof Event && typeof at === 'number';
}

/** An offer the early script kept before any module ran, if any. */
export function earlyInstallOffer(): InstallOffer | null {
  const early = typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[EARLY_INSTALL_OFFER_KEY];
  return isOffer(early) ? early : null;
}

/** The offer kept so far, if any. */
export function currentInstallOffer(): InstallOffer | null {
  return offer ?? earlyInstallOffer();
}

/** Calls `listener` on every later offer; returns the unsubscribe function. */
export function onInstallOffer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the kept offer (used up by prompt(), or the app got installed). */
export function forgetInstallOffer(): void {
  offer = null;
  if (typeof window !== 'undefined') delete (window as unknown as Record<string, unknown>)[EARLY_INSTALL_OFFER_KEY];
}
