import type { sourcingContract } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ContractHandlers } from '../../router/index.js';
import { estimateDiscovery } from './estimate.js';
import { sendVendorsCsv } from './export-route.js';
import { startSession } from './session-lifecycle.js';
import { listSearchSessions, sessionStatus } from './sessions.js';
import { streamSession } from './session-stream.js';
import { vendorStats } from './stats.js';
import { listProjectVendors, listSessionVendors, ownedProject } from './vendor-lists.js';

/** The sourcing contract's routes this feature serves (the sourcing feature serves the others). */
export type DiscoveryRoutes =
  | 'estimateDiscoveryCost'
  | 'discoverVendors'
  | 'listProjectVendors'
  | 'listSessionVendors'
  | 'vendorStats'
  | 'listSearchSessions'
  | 'sessionStatus'
  | 'discoveryStream'
  | 'exportProjectVendors';

/** The HTTP side of vendor discovery: sessions, their stream, the vendor lists, stats and export. */
export function discoveryHandlers(deps: AppDeps): Pick<ContractHandlers<typeof sourcingContract>, DiscoveryRoutes> {
  const { db } = deps.database;
  return {
    estimateDiscoveryCost: ({ body }) =>
      estimateDiscovery({
        categories: new Set(body.categories.map((c) => c.category)).size,
        vendorsPerCategory: body.max_vendors_per_category,
        enrichmentLevel: body.enrichment_level,
      }),
    discoverVendors: async ({ user, params, body }) => {
      const project = await ownedProject(db, user.id, params.id);
      const session = await startSession(deps, user, project, body);
      return { session_id: session.id, message: 'Vendor discovery started' };
    },
    listProjectVendors: ({ user, params, query }) => listProjectVendors(db, user.id, params.id, query),
    listSessionVendors: ({ user, params, query }) => listSessionVendors(db, user.id, params.id, query),
    vendorStats: ({ user, params }) => vendorStats(db, user.id, params.id),
    listSearchSessions: ({ user, params, query }) => listSearchSessions(db, user.id, params.id, query),
    sessionStatus: ({ user, params }) => sessionStatus(db, user.id, params.id),
    discoveryStream: ({ user, params, request, reply }) => streamSession(deps, { userId: user.id, sessionId: params.id, request, reply }),
    exportProjectVendors: ({ user, params, query, reply }) => sendVendorsCsv(db, reply, user.id, params.id, query),
  };
}
