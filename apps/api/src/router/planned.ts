import type { ApiContract } from '@app/sdk/contracts';

/**
 * Declared routes the server does not serve yet. The router skips them, the declared-vs-served
 * test allows exactly these, and the sourcing and billing work empties the list.
 */
export const PLANNED_ROUTES = {
  sourcing: [
    'estimateDiscoveryCost',
    'discoverVendors',
    'listProjectVendors',
    'listSessionVendors',
    'vendorStats',
    'listSearchSessions',
    'sessionStatus',
    'discoveryStream',
    'exportProjectVendors',
  ],
} as const satisfies { [G in keyof ApiContract]?: readonly (keyof ApiContract[G])[] };
export type PlannedRoutes = typeof PLANNED_ROUTES;

export const isPlanned = (group: string, name: string): boolean =>
  (PLANNED_ROUTES as Record<string, readonly string[]>)[group]?.includes(name) ?? false;
