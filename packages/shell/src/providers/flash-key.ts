/** sessionStorage key of a toast to show on the next page of this tab. */
export const FLASH_KEY = 'shell-flash-toast';

/**
 * True when the previous page left a toast for this one ('Logged out successfully'): a page's
 * first script then loads the app at once to show it. Without `@app/ui`, for that first script.
 */
export function hasFlashToast(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): boolean {
  try {
    return Boolean(storage?.getItem(FLASH_KEY));
  } catch {
    return false;
  }
}
