/**
 * Catalogue namespaces, one per area, so an app loads only what its screens show.
 * `ui` holds the texts of the shared components (owned by @app/ui's engineer).
 */
export const namespaces = [
  'common',
  'errors',
  'site',
  'news',
  'auth',
  'shell',
  'chat',
  'home',
  'sourcing',
  'vendors',
  'quotes',
  'usage',
  'billing',
  'profile',
  'ui',
] as const;

export type Namespace = (typeof namespaces)[number];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (namespaces as readonly string[]).includes(value);
}
