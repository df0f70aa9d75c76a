import { toast } from '@app/ui';
import { FLASH_KEY } from './flash-key';

interface Flash {
  kind: 'success' | 'error' | 'info';
  message: string;
  /** Sonner's toast id: the same toast raised again on the next page replaces it. */
  id?: string;
}

/**
 * Shows a toast after a full navigation (a toast raised just before leaving the page would be
 * lost with it), e.g. 'Logged out successfully' once the landing page has loaded.
 */
export function flashToast(kind: Flash['kind'], message: string, id?: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind, message, id } satisfies Flash));
  } catch {
    show({ kind, message, id }); // storage blocked: at least try on this page
  }
}

function show({ kind, message, id }: Flash): void {
  if (typeof id === 'string') toast[kind](message, { id });
  else toast[kind](message);
}

let lastSuccess: { message: string; at: number } | null = null;

/** Shows a success toast now and remembers it, so a navigation that follows can carry it along. */
export function successToast(message: string): void {
  toast.success(message);
  lastSuccess = { message, at: Date.now() };
}

/**
 * Before a full navigation (e.g. to /home after login): the success toast raised moments ago would
 * vanish with this page, so it is shown again on the next one.
 */
export function carrySuccessToast(withinMs = 10_000): void {
  if (lastSuccess && Date.now() - lastSuccess.at <= withinMs) flashToast('success', lastSuccess.message);
  lastSuccess = null;
}

/** Shows (and forgets) the toast left by the previous page, if any; true when there was one. */
export function showFlashToast(): boolean {
  let flash: Flash | null;
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    flash = raw ? (JSON.parse(raw) as Flash) : null;
  } catch {
    return false;
  }
  if (flash && (flash.kind === 'success' || flash.kind === 'error' || flash.kind === 'info') && typeof flash.message === 'string') {
    show(flash);
    return true;
  }
  return false;
}
