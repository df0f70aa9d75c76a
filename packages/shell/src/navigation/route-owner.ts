/**
 * Which app owns a browser path: the same table as the one-origin server
 * (`apps/api/src/features/web/ownership.ts`, ARCHITECTURE "One repository, many deployables").
 * The chrome uses it to move inside the current app with the router and to load another app's
 * page with a full navigation.
 */
export type AppName = 'marketing' | 'regulation-chat' | 'sourcing' | 'account-billing';

const owners: { app: AppName; exact?: string[]; prefixes?: string[] }[] = [
  { app: 'marketing', exact: ['/', '/news', '/about', '/privacy', '/terms', '/contact', '/sourcing', '/feed'], prefixes: ['/news/'] },
  { app: 'regulation-chat', exact: ['/chat'], prefixes: ['/chat/'] },
  { app: 'sourcing', exact: ['/home', '/sourcing/app', '/projects'], prefixes: ['/sourcing/project/'] },
  { app: 'account-billing', exact: ['/profile', '/settings', '/usage', '/billing', '/payment'] },
];

/** The owning app of a path (query and hash ignored); unowned paths are marketing's 404 page. */
export function routeOwner(href: string): AppName {
  const pathname = href.split(/[?#]/, 1)[0] ?? '/';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const o of owners) {
    if (o.exact?.includes(path) || o.prefixes?.some((p) => path.startsWith(p) && path.length > p.length)) return o.app;
  }
  return 'marketing';
}

/** True when `href` is served by the same app as `currentPath`, so the router can show it. */
export function isSameApp(href: string, currentPath: string): boolean {
  return routeOwner(href) === routeOwner(currentPath);
}
