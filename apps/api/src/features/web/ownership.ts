/**
 * Which app owns which browser path (ARCHITECTURE "One repository, many deployables"). Any path
 * no app owns is answered by the marketing app's not-found page with HTTP 404.
 */
export const appNames = ['marketing', 'regulation-chat', 'sourcing', 'account-billing'] as const;
export type AppName = (typeof appNames)[number];

const owners: { app: AppName; exact?: string[]; prefixes?: string[] }[] = [
  {
    app: 'marketing',
    exact: ['/', '/news', '/about', '/privacy', '/terms', '/contact', '/sourcing', '/feed'],
    prefixes: ['/news/'],
  },
  { app: 'regulation-chat', exact: ['/chat'], prefixes: ['/chat/'] },
  { app: 'sourcing', exact: ['/home', '/sourcing/app', '/projects'], prefixes: ['/sourcing/project/'] },
  { app: 'account-billing', exact: ['/profile', '/settings', '/usage', '/billing', '/payment'] },
];

export interface Owner {
  app: AppName;
  /** False when no app owns the path: serve the not-found page with 404. */
  owned: boolean;
}

export function ownerOf(pathname: string): Owner {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const o of owners) {
    if (o.exact?.includes(path) || o.prefixes?.some((p) => path.startsWith(p) && path.length > p.length)) {
      return { app: o.app, owned: true };
    }
  }
  return { app: 'marketing', owned: false };
}
