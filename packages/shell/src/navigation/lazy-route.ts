import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * `React.lazy` for a route screen whose chunk starts downloading at once when the page being
 * opened shows it (`opensNow(location.pathname)`), beside the translations and the session
 * restore, instead of only once both have answered and the router first renders it.
 *
 * A chunk that has arrived by the first render renders at once: React.lazy would still suspend
 * that render, show the fallback, then hold the screen back (React reveals a boundary no sooner
 * than 300 ms after its fallback), which delayed the first paint of the signed-in pages.
 */
export function lazyRoute<T extends ComponentType>(
  load: () => Promise<{ default: T }>,
  opensNow: (pathname: string) => boolean,
): ComponentType {
  let loaded: ComponentType | undefined;
  const early =
    typeof window !== 'undefined' && opensNow(window.location.pathname)
      ? load().then((module) => {
          loaded = module.default;
          return module;
        })
      : undefined;
  // A failed early download is reported when the route renders (through lazy), not as unhandled.
  early?.catch(() => undefined);
  const Lazy = lazy<ComponentType>(() => early ?? load());

  return function LazyRoute() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the screen.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Screen);
  };
}
