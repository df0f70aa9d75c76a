import { useSyncExternalStore } from 'react';

/** Spec part 1, section 9: the mobile breakpoint. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

const matches = (query: string) => globalThis.matchMedia?.(query).matches ?? false;

/** Whether a media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

export const isMobileScreen = () => matches(MOBILE_QUERY);
