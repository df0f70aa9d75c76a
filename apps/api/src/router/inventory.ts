import type { FastifyInstance } from 'fastify';
import type { ServedRoute } from './serve-api.js';

export interface InventoryEntry {
  method: string;
  url: string;
  /** Set when the route came from the contract router. */
  contract?: ServedRoute;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, for the declared-vs-served check. */
    routeInventory: InventoryEntry[];
  }
}

/** Records every route as it is registered; install before any route. */
export function trackRoutes(app: FastifyInstance) {
  const inventory: InventoryEntry[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      inventory.push({ method, url: route.url, contract: route.config?.contract });
    }
  });
}
