import { ownerOfPath, type AppName } from '@app/sdk/plain';

export type { AppName };

/**
 * The owning app of a path (query and hash ignored); unowned paths are marketing's 404 page. The
 * table is the SDK's, the same the one-origin server serves by.
 */
export const routeOwner = (href: string): AppName => ownerOfPath(href).app;

/** True when `href` is served by the same app as `currentPath`, so the router can show it. */
export function isSameApp(href: string, currentPath: string): boolean {
  return routeOwner(href) === routeOwner(currentPath);
}
