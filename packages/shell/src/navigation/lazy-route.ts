import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a route screen whose chunk starts downloading at once when the page being
 * opened shows it (`opensNow(location.pathname)`), beside the translations and the session
 * restore, instead of only once both have answered and the router first renders it.
 */
export function lazyRoute<T extends ComponentType>(
  load: () => Promise<{ default: T }>,
  opensNow: (pathname: string) => boolean,
) {
  const early = typeof window !== 'undefined' && opensNow(window.location.pathname) ? load() : undefined;
  // A failed early download is reported when the route renders (through lazy), not as unhandled.
  early?.catch(() => undefined);
  return lazy(() => early ?? load());
}
