/**
 * Which app owns which browser path (ARCHITECTURE "One repository, many deployables"): the
 * one-origin server serves the owner's page, and the shell moves inside the current app with its
 * router or loads another app's page. Any path no app owns is the marketing app's 404 page.
 */
export const APP_NAMES = ['marketing', 'regulation-chat', 'sourcing', 'account-billing'] as const;
export type AppName = (typeof APP_NAMES)[number];

const OWNERS: { app: AppName; exact?: string[]; prefixes?: string[] }[] = [
  {
    app: 'marketing',
    exact: ['/', '/news', '/about', '/privacy', '/terms', '/contact', '/sourcing', '/feed'],
    prefixes: ['/news/'],
  },
  { app: 'regulation-chat', exact: ['/chat'], prefixes: ['/chat/'] },
  { app: 'sourcing', exact: ['/home', '/sourcing/app', '/projects'], prefixes: ['/sourcing/project/'] },
  { app: 'account-billing', exact: ['/profile', '/settings', '/usage', '/billing', '/payment'] },
];

export interface PathOwner {
  app: AppName;
  /** False when no app owns the path: the not-found page, with 404 from the server. */
  owned: boolean;
}

/** The owner of a path (query and hash ignored, a trailing slash too). */
export function ownerOfPath(href: string): PathOwner {
  const pathname = href.split(/[?#]/, 1)[0] ?? '/';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const o of OWNERS) {
    if (o.exact?.includes(path) || o.prefixes?.some((p) => path.startsWith(p) && path.length > p.length)) {
      return { app: o.app, owned: true };
    }
  }
  return { app: 'marketing', owned: false };
}
