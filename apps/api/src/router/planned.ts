import type { ApiContract } from '@app/sdk/contracts';

/**
 * Declared routes the server does not serve yet. The router skips them and the declared-vs-served
 * test allows exactly these. Empty: every declared route is served.
 */
export const PLANNED_ROUTES = {} as const satisfies { [G in keyof ApiContract]?: readonly (keyof ApiContract[G])[] };
export type PlannedRoutes = typeof PLANNED_ROUTES;

export const isPlanned = (group: string, name: string): boolean =>
  (PLANNED_ROUTES as Record<string, readonly string[]>)[group]?.includes(name) ?? false;
